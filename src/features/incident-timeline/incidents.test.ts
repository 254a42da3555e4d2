import { describe, expect, it } from 'vitest';
import { DsError, type Group, type LogRecord } from '../../../protocol/index.ts';
import type { TerminalRecord } from '../../state/fleet.ts';
import { archiveHref, loadIncidents, noteLength, saveErrorKey, saveIncident } from './incidents.ts';
import { ticksOfLog } from './model.ts';
import { groupSubject, parseSubjectKey, subjectKey, subjectOf, terminalSubject } from './subject.ts';

const incident = { id: '3', subject: { kind: 'terminal', id: '10000001' }, subjectName: 'NPA-01', start: 1, end: 2, tz: 60, note: 'n', createdBy: '20000001', createdByName: 'D1', createdAt: 3 };
const terminal = (msId: string, grp: string[], type = 6) => ({ msId, msName: `R-${msId}`, grp, type }) as unknown as TerminalRecord;

describe('incidents on the console', () => {
  it('posts the subject, the window and the note as typed, and reads the incident back', async () => {
    const sent: unknown[] = [];
    const ds = { get: async () => ({ desc: null, list: [] }), post: async (path: string, body?: unknown) => (sent.push([path, body]), { desc: incident, list: [] }) };
    const saved = await saveIncident(ds, { kind: 'group', id: '100' }, { start: 1, end: 2, tz: 60 }, ' note ');
    expect(saved.id).toBe('3');
    expect(sent).toEqual([['/ds/incident/save', { subject: { kind: 'group', id: '100' }, start: 1, end: 2, tz: 60, note: ' note ' }]]);
    expect(archiveHref(saved)).toBe('/filews/incidents/3.zip');
    expect(archiveHref(saved, 'zh-CN')).toBe('/filews/incidents/3.zip?lang=zh-CN');
  });

  it('lists incidents, leaving a malformed one out', async () => {
    const ds = { get: async () => ({ desc: { total: 2, pageNo: 1, pageSize: 50 }, list: [incident, { id: 'x' }] }), post: async () => ({ desc: null, list: [] }) };
    expect(await loadIncidents(ds)).toEqual({ total: 2, list: [incident] });
  });

  it('words a refused save by the platform\'s reason', () => {
    expect(saveErrorKey(new DsError('400', 'incident: noteTooLong'))).toEqual({ key: 'incidentTimeline.save.error.noteTooLong', code: '400' });
    expect(saveErrorKey(new DsError('404', 'incident: unknownGroup')).key).toBe('incidentTimeline.save.error.unknownSubject');
    expect(saveErrorKey(new DsError('400', 'range: crossMonth')).key).toBe('incidentTimeline.save.error.range');
    expect(saveErrorKey(new DsError('500'))).toEqual({ key: 'incidentTimeline.save.error.other', code: '500' });
    expect(saveErrorKey(new Error('offline')).code).toBe('500');
  });

  it('counts a note as the platform does: trimmed, in code points', () => {
    expect(noteLength('  🚒 a\r\nb  ')).toBe(5);
    expect(noteLength('   ')).toBe(0);
  });
});

describe('timeline subjects', () => {
  const groups = new Map<string, Group>([['100', { gid: '100', fid: '0', name: 'Ops', color: '#fff', seqNum: 1 }]]);
  const terminals = new Map([
    ['10000002', terminal('10000002', ['100'])],
    ['10000001', terminal('10000001', ['100', '110'])],
    ['20000001', terminal('20000001', ['100'], 20)],
    ['10000003', terminal('10000003', ['110'])],
  ]);

  it('takes a group\'s radios as members, by id, without dispatchers', () => {
    expect(groupSubject('100', groups, terminals)).toEqual({
      kind: 'group',
      id: '100',
      name: 'Ops',
      members: [
        { msId: '10000001', name: 'R-10000001' },
        { msId: '10000002', name: 'R-10000002' },
      ],
    });
    expect(terminalSubject('10000003', 'R3').members).toEqual([{ msId: '10000003', name: 'R3' }]);
  });

  it('reopens a saved subject against the fleet of now, with the saved name for a group gone', () => {
    expect(subjectOf({ kind: 'group', id: '999' }, 'Old group', groups, terminals)).toMatchObject({ name: 'Old group', members: [] });
    expect(subjectOf({ kind: 'terminal', id: '10000001' }, 'old name', groups, terminals)).toMatchObject({ name: 'R-10000001' });
  });

  it('round-trips the picker value', () => {
    expect(parseSubjectKey(subjectKey({ kind: 'group', id: '100' }))).toEqual({ kind: 'group', id: '100' });
    expect(parseSubjectKey('fleet:1')).toBeNull();
    expect(parseSubjectKey('group:')).toBeNull();
  });

  it('puts a group\'s members\' alarms on it, but not the saving of an incident', () => {
    const base = { name: 'D', account: '20000001', category: 'alarm', operation: 'alarm', subject: '', remark: '' } as const;
    const records: LogRecord[] = [
      { ...base, id: 1, time: 10, msId: '10000001', logType: 102 },
      { ...base, id: 2, time: 11, msId: '10000002', logType: 102 },
      { ...base, id: 3, time: 12, msId: '10000009', logType: 102 },
      { ...base, id: 4, time: 13, msId: '10000001', logType: 145, operation: 'incidentSaved' },
    ];
    expect(ticksOfLog(records, new Set(['10000001', '10000002'])).map((tick) => tick.id)).toEqual(['log-1', 'log-2']);
    expect(ticksOfLog(records, '10000001').map((tick) => tick.id)).toEqual(['log-1']);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeServerFrame, SocketCommandError, TerminalType } from '../../../protocol/index.ts';
import { emptyWall, placeCamera, pruneWall } from './model.ts';
import { failureCodeOf, monitorFailureKey, terminalKey, terminalOfKey, terminalSections } from './terminalMonitor.ts';

describe('terminal cameras on the wall', () => {
  it('words each SPEC §8 refusal of the platform', () => {
    expect(['201', '406', '409', '415', '502', '404', '101', '500'].map(monitorFailureKey)).toEqual([
      'terminalMonitor.error.cameraBusy',
      'terminalMonitor.error.maxMonitored',
      'terminalMonitor.error.alreadyMonitoring',
      'terminalMonitor.error.deviceNotSupported',
      'terminalMonitor.error.streamNotFound',
      'terminalMonitor.error.streamNotFound',
      'terminalMonitor.error.offline',
      'terminalMonitor.error.failed',
    ]);
    expect(failureCodeOf(new SocketCommandError('409', 'monitor:already'))).toBe('409');
    expect(failureCodeOf(new Error('boom'))).toBe('500');
  });

  it('keeps terminals on the wall beside cameras: the same terminal twice is already monitoring, a full wall the maximum', () => {
    const key = terminalKey('10000013');
    expect(terminalOfKey(key)).toBe('10000013');
    expect(terminalOfKey('7')).toBeNull();
    const placed = placeCamera(emptyWall(), 1, key, null);
    expect(placed.ok).toBe(true);
    if (!placed.ok) return;
    expect(placeCamera(placed.wall, 1, key, 0)).toEqual({ ok: false, error: 'alreadyMonitoring' });
    expect(placeCamera(placed.wall, 1, terminalKey('10000014'), null)).toEqual({ ok: false, error: 'maxMonitored' });
    // A camera list reload keeps the terminal tiles.
    expect(pruneWall(placed.wall, [])[0]).toBe(key);
  });

  it('lists terminals by default group, online first, without dispatchers, filtered by name or ID', () => {
    const groups = new Map([
      ['1', { gid: '1', fid: '0', name: 'North', color: '#000000', seqNum: 1 }],
      ['2', { gid: '2', fid: '0', name: 'Alpha', color: '#000000', seqNum: 2 }],
    ]);
    const terminals: Array<{ msId: string; msName: string; type: number; online: 0 | 1; grp: string[] }> = [
      { msId: '10000001', msName: 'Zed', type: TerminalType.App, online: 0, grp: ['1'] },
      { msId: '10000002', msName: 'Amy', type: TerminalType.Poc6, online: 1, grp: ['1', '2'] },
      { msId: '10000003', msName: 'Bob', type: TerminalType.Pmr, online: 1, grp: ['2'] },
      { msId: '20000001', msName: 'Desk', type: TerminalType.Dispatcher, online: 1, grp: ['1'] },
    ];
    const sections = terminalSections(groups, terminals, '');
    expect(sections.map((section) => [section.group?.name, section.terminals.map((terminal) => terminal.msName)])).toEqual([
      ['Alpha', ['Bob']],
      ['North', ['Amy', 'Zed']],
    ]);
    expect(terminalSections(groups, terminals, '0000001').flatMap((section) => section.terminals.map((terminal) => terminal.msId))).toEqual(['10000001']);
  });

  it('decodes the platform\'s monitor frames and rejects a start without its RTP target', () => {
    expect(decodeServerFrame({ type: 'monitor', action: 'ended', monitorId: 'abcdefgh1234', msId: '10000013', status: 101 }).ok).toBe(true);
    expect(decodeServerFrame({ type: 'monitor', action: 'start', monitorId: 'abcdefgh1234', rtp: { host: '10.0.0.2', port: 30000, payloadType: 96 } }).ok).toBe(true);
    expect(decodeServerFrame({ type: 'monitor', action: 'start', monitorId: 'abcdefgh1234' }).ok).toBe(false);
  });
});

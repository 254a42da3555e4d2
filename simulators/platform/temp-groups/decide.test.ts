import { describe, expect, it } from 'vitest';
import { LogType, tempGroupNameProblem, type TempGroup } from '../../../protocol/index.ts';
import { applyEntry } from '../projection/apply.ts';
import { emptyState, type PlatformState } from '../projection/state.ts';
import { decideCreate, decideEdit, decideRemove, visibleTempGroups, type TempGroupOutcome } from './decide.ts';

function stateWith(): PlatformState {
  const state = emptyState();
  let seq = 0;
  const add = (event: Parameters<typeof applyEntry>[1]['event']) => applyEntry(state, { seq: ++seq, time: 0, stream: 's', event });
  add({ type: 'group.created', group: { gid: '111', fid: '0', name: 'North Patrol A', color: '#000000', seqNum: 1 } });
  for (const [msId, type] of [['20000001', 20], ['10000001', 6], ['10000002', 6], ['10000003', 6]] as const) {
    add({
      type: 'terminal.registered',
      terminal: { msId, msName: msId, cid: '1', type, online: 1, grp: ['111'], currentGroup: '111', battery: 50, signal: 3, model: 'm', gps: null, lastOnline: null, lastOffline: null },
    });
  }
  return state;
}

function apply(state: PlatformState, outcome: TempGroupOutcome): TempGroup | null {
  if (!outcome.ok) throw new Error(outcome.desc);
  for (const event of outcome.events) applyEntry(state, { seq: state.head + 1, time: 0, stream: 's', event });
  return outcome.group;
}

describe('temp group names', () => {
  it('are required, at most 20 characters, without special characters, and unique ignoring case', () => {
    expect(tempGroupNameProblem('  ', [])).toBe('required');
    expect(tempGroupNameProblem('x'.repeat(21), [])).toBe('tooLong');
    expect(tempGroupNameProblem('Fire <team>', [])).toBe('special');
    expect(tempGroupNameProblem('Incident 7', ['incident 7'])).toBe('exists');
    expect(tempGroupNameProblem('火灾 小组-1', [])).toBeNull();
    expect(tempGroupNameProblem('x'.repeat(20), [])).toBeNull();
  });
});

describe('temp group rules', () => {
  it('creates with the creator as a member and fresh ids that are never reused', () => {
    const state = stateWith();
    const first = apply(state, decideCreate(state, '20000001', 'Incident', ['10000001', '10000001'], 5));
    expect(first).toEqual({ gid: '900001', name: 'Incident', creator: '20000001', members: ['20000001', '10000001'], createdAt: 5 });
    apply(state, decideRemove(state, '900001'));
    expect(apply(state, decideCreate(state, '20000001', 'Incident', ['10000002'], 6))?.gid).toBe('900002');
  });

  it('refuses a taken name (fixed or temp), unknown members and too few members', () => {
    const state = stateWith();
    expect(decideCreate(state, '20000001', 'north patrol a', ['10000001'], 0)).toEqual({ ok: false, code: '409', desc: 'name:exists' });
    expect(decideCreate(state, '20000001', 'Ops', ['19999999'], 0)).toMatchObject({ ok: false, code: '404' });
    expect(decideCreate(state, '20000001', 'Ops', [], 0)).toEqual({ ok: false, code: '400', desc: 'members:tooFew' });
    expect(decideCreate(state, '20000001', 'Ops!', ['10000001'], 0)).toEqual({ ok: false, code: '400', desc: 'name:special' });
  });

  it('edits members and name, and removes the group when one member is left', () => {
    const state = stateWith();
    apply(state, decideCreate(state, '20000001', 'Ops', ['10000001'], 0));
    expect(apply(state, decideEdit(state, '900001', 'Ops', ['20000001', '10000002', '10000003']))?.members).toEqual(['20000001', '10000002', '10000003']);
    expect(decideEdit(state, '900001', 'Ops', ['20000001'], '20000001')).toEqual({
      ok: true,
      events: [{ type: 'tempGroup.removed', gid: '900001', reason: 'last-member', name: 'Ops', by: '20000001', logType: LogType.TempGroupCancelled }],
      group: null,
    });
    expect(decideEdit(state, '900999', 'Ops', [])).toMatchObject({ ok: false, code: '404' });
  });

  it('shows a terminal only the temp groups it is in', () => {
    const state = stateWith();
    apply(state, decideCreate(state, '20000001', 'Ops', ['10000001'], 0));
    expect(visibleTempGroups(state, '10000002', false)).toEqual([]);
    expect(visibleTempGroups(state, '10000001', false)).toHaveLength(1);
    expect(visibleTempGroups(state, '20000099', true)).toHaveLength(1);
  });
});

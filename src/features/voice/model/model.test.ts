import { describe, expect, it } from 'vitest';
import { SocketCommandError, type FloorTalker, type Group, type UserInfo } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import type { GroupFloor } from '../../../state/floors.ts';
import { childrenByParent, commandFailureOf, decodeFloorAnswer, IDLE_PRESS, isPttKey, lastTalkRank, monitoring, pressAfterAnswer, pttView, secondsLeft, talkGroups, TEMP_GROUP_COLOR } from './model.ts';

const me = '20000001';
const dispatcher: FloorTalker = { msId: me, name: 'Dispatcher One', type: 20, priority: 2 };
const radio: FloorTalker = { msId: '10000003', name: 'NPA-03', type: 6, priority: 1 };
const floor = (patch: Partial<GroupFloor> = {}): GroupFloor => ({ gid: '150', talker: null, grantedAt: 0, maxMs: 0, queue: [], lastRelease: null, ...patch });

describe('pttView', () => {
  it('is idle without a press or floor, and requesting while the request is out', () => {
    expect(pttView(IDLE_PRESS, undefined, me, 0)).toEqual({ kind: 'idle' });
    expect(pttView({ phase: 'requesting', gid: '150' }, undefined, me, 0)).toEqual({ kind: 'requesting' });
  });

  it('talks with time left from the floor, or from the grant until the floor event arrives', () => {
    expect(pttView(IDLE_PRESS, floor({ talker: dispatcher, grantedAt: 1_000, maxMs: 60_000 }), me, 11_000)).toEqual({ kind: 'talking', timeLeftMs: 50_000 });
    const granted = pressAfterAnswer('150', { outcome: 'granted', grantedAt: 1_000, maxMs: 60_000 });
    expect(pttView(granted, undefined, me, 2_000)).toEqual({ kind: 'talking', timeLeftMs: 59_000 });
  });

  it('shows the queue position from the floor, else from the answer', () => {
    expect(pttView({ phase: 'requesting', gid: '150' }, floor({ talker: radio, queue: [radio, dispatcher] }), me, 0)).toEqual({ kind: 'queued', position: 2 });
    expect(pttView(pressAfterAnswer('150', { outcome: 'queued', position: 1 }), floor({ talker: radio }), me, 0)).toEqual({ kind: 'queued', position: 1 });
  });

  it('says why a held grant ended: pre-empted or out of time', () => {
    const granted = pressAfterAnswer('150', { outcome: 'granted', grantedAt: 1_000, maxMs: 60_000 });
    const preempted = floor({ talker: { ...radio, priority: 3 }, grantedAt: 2_000, lastRelease: { msId: me, reason: 'preempted', at: 2_000 } });
    expect(pttView(granted, preempted, me, 3_000)).toEqual({ kind: 'revoked', reason: 'preempted' });
    const timedOut = floor({ lastRelease: { msId: me, reason: 'time-limit', at: 61_000 } });
    expect(pttView(granted, timedOut, me, 61_000)).toEqual({ kind: 'revoked', reason: 'time-limit' });
    // An older release of ours (before this grant) does not count.
    expect(pttView(granted, floor({ lastRelease: { msId: me, reason: 'release', at: 500 } }), me, 1_500).kind).toBe('talking');
  });

  it('shows a denial with its reason', () => {
    expect(pttView(pressAfterAnswer('150', { outcome: 'denied', reason: 'busy' }), undefined, me, 0)).toEqual({ kind: 'denied', reason: 'busy' });
  });

  it('rounds seconds up', () => {
    expect([0, 1, 999, 1_000, 1_001, 59_999].map(secondsLeft)).toEqual([0, 1, 1, 1, 2, 60]);
  });
});

describe('floor answers and failures', () => {
  it('decodes the FloorAnswer and refuses anything else', () => {
    expect(decodeFloorAnswer({ outcome: 'queued', position: 2 })).toEqual({ outcome: 'queued', position: 2 });
    expect(decodeFloorAnswer({ outcome: 'maybe' })).toBeNull();
    expect(decodeFloorAnswer(null)).toBeNull();
  });

  it('names the SPEC socket errors and keeps other codes', () => {
    expect(commandFailureOf(new SocketCommandError('disconnected'))).toEqual({ kind: 'disconnected' });
    expect(commandFailureOf(new SocketCommandError('not online'))).toEqual({ kind: 'not-online' });
    expect(commandFailureOf(new SocketCommandError('no socket'))).toEqual({ kind: 'no-socket' });
    expect(commandFailureOf(new SocketCommandError('timeout'))).toEqual({ kind: 'timeout' });
    expect(commandFailureOf(new SocketCommandError('404', 'no group'))).toEqual({ kind: 'code', code: '404' });
  });
});

describe('monitoring', () => {
  const user: UserInfo = { msId: me, msName: 'Dispatcher One', msType: 20, gId: '150', gName: 'Control Room', pttGroup: '150' };
  const own = { msId: me, grp: ['150', '100'], currentGroup: '150' } as TerminalRecord;
  const exists = (gid: string) => ['150', '100', '111'].includes(gid);

  it('talks in the own terminal\'s current group and listens to the other member groups', () => {
    expect(monitoring(user, own, exists)).toEqual({ current: '150', others: ['100'], leftOut: 0 });
    expect(monitoring(user, { ...own, currentGroup: '100' }, exists)).toEqual({ current: '100', others: ['150'], leftOut: 0 });
  });

  it('falls back to the login\'s group, and to nothing', () => {
    expect(monitoring(user, undefined, exists)).toEqual({ current: '150', others: [], leftOut: 0 });
    expect(monitoring(null, undefined, exists)).toEqual({ current: null, others: [], leftOut: 0 });
  });

  it('follows a switch to a group outside the own groups', () => {
    expect(monitoring(user, { ...own, currentGroup: '111' }, exists)).toEqual({ current: '111', others: ['150', '100'], leftOut: 0 });
  });

  it('monitors the temp groups the dispatcher is a member of, and talks in one it switched to', () => {
    const withTemp = (gid: string) => exists(gid) || gid === '900001';
    expect(monitoring(user, own, withTemp, ['900001'])).toEqual({ current: '150', others: ['100', '900001'], leftOut: 0 });
    expect(monitoring(user, { ...own, currentGroup: '900001' }, withTemp, ['900001'])).toEqual({ current: '900001', others: ['150', '100'], leftOut: 0 });
    // A removed temp group is gone from the rooms even while the own terminal still names it.
    expect(monitoring(user, { ...own, currentGroup: '900001' }, exists, [])).toEqual({ current: '150', others: ['100'], leftOut: 0 });
  });
  describe('with subgroups (the "include subgroups" setting)', () => {
    const group = (gid: string, fid: string, seqNum: number): Group => ({ gid, fid, name: `G${gid}`, color: '#000', seqNum });
    // Root 100 > 110 > 111, 112; 100 > 120 > 121; 100 > 150 (the control room, the current group).
    const groups = [group('100', '0', 1), group('110', '100', 2), group('111', '110', 3), group('112', '110', 4), group('120', '100', 5), group('121', '120', 6), group('150', '100', 7)];
    const children = childrenByParent(groups);
    const all = (gid: string) => groups.some((entry) => entry.gid === gid);
    const never = () => 0;
    const below = (lastTalk: (gid: string) => number = never, max?: number) => ({ childrenOf: (gid: string) => children.get(gid) ?? [], lastTalk, max });

    it('lists every group below the own groups, depth first in tree order, each once', () => {
      expect(children.get('100')).toEqual(['110', '120', '150']);
      expect(monitoring(user, own, all, [], below())).toEqual({ current: '150', others: ['100', '110', '111', '112', '120', '121'], leftOut: 0 });
    });

    it('reaches below the current group too, and keeps temp groups', () => {
      const onlyTeam = { ...own, grp: ['110'], currentGroup: '110' } as TerminalRecord;
      const withTemp = (gid: string) => all(gid) || gid === '900001';
      expect(monitoring(user, onlyTeam, withTemp, ['900001'], below())).toEqual({ current: '110', others: ['900001', '111', '112'], leftOut: 0 });
    });

    it('at the room limit keeps the own groups and the subgroups heard last, still in tree order', () => {
      const talkedAt: Record<string, number> = { '121': 5000, '112': 9000 };
      const rank = (gid: string) => talkedAt[gid] ?? 0;
      // 4 rooms: 150 and 100 are the dispatcher's own, two left for five subgroups.
      expect(monitoring(user, own, all, [], below(rank, 4))).toEqual({ current: '150', others: ['100', '112', '121'], leftOut: 3 });
      // Nobody heard yet: the first in tree order.
      expect(monitoring(user, own, all, [], below(never, 4))).toEqual({ current: '150', others: ['100', '110', '111'], leftOut: 3 });
      // The own groups stay even when they alone fill the limit.
      expect(monitoring(user, own, all, [], below(rank, 1))).toEqual({ current: '150', others: ['100'], leftOut: 5 });
    });

    it('ranks a group talking now above any past talk', () => {
      expect(lastTalkRank(undefined)).toBe(0);
      expect(lastTalkRank(floor({ lastRelease: { msId: '1', reason: 'release', at: 42 } }))).toBe(42);
      expect(lastTalkRank(floor({ talker: radio }))).toBeGreaterThan(Date.now());
    });
  });
});

describe('talkGroups', () => {
  it('adds temp groups as groups beside the fixed ones', () => {
    const fixed = new Map([['150', { gid: '150', fid: '0', name: 'Control Room', color: '#123456', seqNum: 1 }]]);
    const all = talkGroups(fixed, [{ gid: '900001', name: 'Bridge fire' }]);
    expect([...all.keys()]).toEqual(['150', '900001']);
    expect(all.get('900001')).toMatchObject({ name: 'Bridge fire', color: TEMP_GROUP_COLOR });
    expect(fixed.size).toBe(1);
  });
});

describe('isPttKey', () => {
  const key = (code: string, patch: Partial<KeyboardEvent> = {}) => ({ code, repeat: false, altKey: false, ctrlKey: false, metaKey: false, ...patch });
  it('takes the configured key only, without repeats or modifiers', () => {
    expect(isPttKey(key('F2'), 'F2', null)).toBe(true);
    expect(isPttKey(key('F3'), 'F2', null)).toBe(false);
    expect(isPttKey(key('F2', { repeat: true }), 'F2', null)).toBe(false);
    expect(isPttKey(key('F2', { ctrlKey: true }), 'F2', null)).toBe(false);
  });
});

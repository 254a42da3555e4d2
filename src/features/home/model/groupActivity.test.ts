import { describe, expect, it } from 'vitest';
import type { Group, SosAlarm } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import type { FloorsState, GroupFloor } from '../../../state/floors.ts';
import { groupActivity, hasActivityBelow, isQuiet, NO_ACTIVITY, nextRecentExpiry, RECENT_TALK_MS } from './groupActivity.ts';
import { buildGroupTree } from './groupTree.ts';

const group = (gid: string, fid: string, seqNum: number): Group => ({ gid, fid, name: `G${gid}`, color: '#000000', seqNum });
/** Root 100 > district 110 > teams 111, 112; district 120 > team 121; control room 150 under the root. */
const TREE = buildGroupTree([group('100', '0', 1), group('110', '100', 2), group('111', '110', 3), group('112', '110', 4), group('120', '100', 5), group('121', '120', 6), group('150', '100', 7)]);

const talker = (msId: string) => ({ msId, name: `Radio ${msId}`, type: 6, priority: 1 as const });
const floor = (gid: string, patch: Partial<GroupFloor>): GroupFloor => ({ gid, talker: null, grantedAt: 0, maxMs: 0, queue: [], lastRelease: null, ...patch });
const floors = (...list: GroupFloor[]): FloorsState => new Map(list.map((entry) => [entry.gid, entry]));
const released = (gid: string, at: number) => floor(gid, { lastRelease: { msId: '1', reason: 'release', at } });

const terminal = (msId: string, grp: string[]): TerminalRecord =>
  ({ msId, msName: msId, cid: '1', type: 6, online: 1, grp, currentGroup: grp[0]!, model: '', lastOnline: null, lastOffline: null }) as TerminalRecord;
const TERMINALS = new Map([
  ['1', terminal('1', ['111', '110', '100'])],
  ['2', terminal('2', ['121', '120', '100'])],
  ['3', terminal('3', ['121', '120'])],
]);
const alarm = (id: string, msId: string, status: 0 | 1 | 2 = 0) => ({ id, msId, status }) as SosAlarm;

const NOW = 1_000_000_000;

describe('groupActivity', () => {
  it('leaves a quiet fleet out entirely', () => {
    expect(groupActivity(TREE, floors(), [], TERMINALS, NOW).size).toBe(0);
    expect(isQuiet(NO_ACTIVITY)).toBe(true);
  });

  it('marks who talks in a team, and its district and the root as talking below', () => {
    const activity = groupActivity(TREE, floors(floor('111', { talker: talker('1'), grantedAt: NOW - 1000 })), [], TERMINALS, NOW);
    expect(activity.get('111')).toMatchObject({ talker: { msId: '1' }, recentAt: null, below: { talking: 0, recent: 0, alarms: 0 } });
    expect(activity.get('110')).toMatchObject({ talker: null, below: { talking: 1, recent: 0 } });
    expect(activity.get('100')).toMatchObject({ talker: null, below: { talking: 1, recent: 0 } });
    expect(hasActivityBelow(activity.get('100')!)).toBe(true);
    expect(activity.has('120')).toBe(false);
    expect(activity.has('150')).toBe(false);
  });

  it('counts talking subgroups, not talkers, and a parent talking itself apart from its subgroups', () => {
    const activity = groupActivity(TREE, floors(floor('111', { talker: talker('1') }), floor('112', { talker: talker('4') }), floor('110', { talker: talker('5') })), [], TERMINALS, NOW);
    expect(activity.get('110')).toMatchObject({ talker: { msId: '5' }, below: { talking: 2 } });
    expect(activity.get('100')?.below.talking).toBe(3);
  });

  it('keeps a recent-talk mark for the window after the release, then drops it', () => {
    const state = floors(released('121', NOW - 60_000));
    const inWindow = groupActivity(TREE, state, [], TERMINALS, NOW);
    expect(inWindow.get('121')).toMatchObject({ talker: null, recentAt: NOW - 60_000 });
    expect(inWindow.get('120')?.below).toEqual({ talking: 0, recent: 1, alarms: 0 });
    expect(inWindow.get('100')?.below.recent).toBe(1);
    const later = groupActivity(TREE, state, [], TERMINALS, NOW - 60_000 + RECENT_TALK_MS);
    expect(later.size).toBe(0);
  });

  it('shows talking, not recent, when the group talks again', () => {
    const activity = groupActivity(TREE, floors(floor('121', { talker: talker('2'), lastRelease: { msId: '2', reason: 'release', at: NOW - 5000 } })), [], TERMINALS, NOW);
    expect(activity.get('121')).toMatchObject({ talker: { msId: '2' }, recentAt: null });
    expect(activity.get('120')?.below).toEqual({ talking: 1, recent: 0, alarms: 0 });
  });

  it('puts an open SOS on every group of its terminal, and below only where the parent does not hold the terminal', () => {
    const activity = groupActivity(TREE, floors(), [alarm('a1', '1'), alarm('a2', '3', 1), alarm('a3', '2', 2)], TERMINALS, NOW);
    // Terminal 1 is in 111, 110 and 100: its alarm is their own.
    expect(activity.get('111')).toMatchObject({ alarms: 1, below: { alarms: 0 } });
    expect(activity.get('110')).toMatchObject({ alarms: 1, below: { alarms: 0 } });
    // Terminal 3 (acknowledged, still open) is in 121 and 120, not in the root: the root has it below.
    expect(activity.get('121')).toMatchObject({ alarms: 1 });
    expect(activity.get('120')).toMatchObject({ alarms: 1, below: { alarms: 0 } });
    expect(activity.get('100')).toMatchObject({ alarms: 1, below: { alarms: 1 } });
    // a3 is closed: it counts nowhere; 150 has no member with an alarm.
    expect(activity.has('150')).toBe(false);
  });

  it('ignores an alarm of a terminal it does not know', () => {
    expect(groupActivity(TREE, floors(), [alarm('x', '999')], TERMINALS, NOW).size).toBe(0);
  });
});

describe('nextRecentExpiry', () => {
  it('is the time to the first mark that expires, null when none will', () => {
    expect(nextRecentExpiry(floors(), NOW)).toBeNull();
    expect(nextRecentExpiry(floors(released('111', NOW - 1000), released('121', NOW - 2000)), NOW)).toBe(RECENT_TALK_MS - 2000);
    expect(nextRecentExpiry(floors(released('111', NOW - RECENT_TALK_MS)), NOW)).toBeNull();
    expect(nextRecentExpiry(floors(floor('111', { talker: talker('1'), lastRelease: { msId: '1', reason: 'release', at: NOW } })), NOW)).toBeNull();
  });
});

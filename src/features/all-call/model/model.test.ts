import { describe, expect, it, vi } from 'vitest';
import { AllCallRefusal, SocketCommandError, SocketError, type AllCallGrant, type FloorTalker, type Group, type PlatformEvent } from '../../../../protocol/index.ts';
import { applyFloorEvents, EMPTY_FLOORS, type FloorsState } from '../../../state/floors.ts';
import { callHoldsFloors, decodeGrant, endedMessage, endOnPlatform, groupChoices, oneWayCalls, refusalOf, secondsLeft } from './model.ts';

const ME = '20000001';
const me: FloorTalker = { msId: ME, name: 'Dispatcher One', type: 20, priority: 2 };
const other: FloorTalker = { msId: '20000002', name: 'Dispatcher Two', type: 20, priority: 2 };
const sos: FloorTalker = { msId: '10000009', name: 'NPA-9', type: 6, priority: 3 };
const grant: AllCallGrant = { callId: 'c1', kind: 'broadcast', gids: ['100', '110'], startedAt: 1_000, maxMs: 120_000, room: 7_000_000_001, pin: 'p' };

/** Floors after these events, each at its time: the console's own projection. */
const floorsAfter = (events: [number, PlatformEvent][]): FloorsState => applyFloorEvents(EMPTY_FLOORS, events.map(([time, event]) => ({ time, event })));
const taken = (gid: string, talker: FloorTalker, callId?: string): PlatformEvent => ({ type: 'floor.taken', gid, talker, grantedAt: 1_000, maxMs: 120_000, ...(callId ? { oneWay: { callId, kind: 'broadcast' as const } } : {}) });
const released = (gid: string, msId: string, reason: 'preempted' | 'time-limit' | 'offline' | 'restart' | 'release'): PlatformEvent => ({ type: 'floor.released', gid, msId, reason, talkMs: 0 });

describe('one-way calls seen from the floors', () => {
  it('gather each call with its talker and its groups, sorted; ordinary talkers are no call', () => {
    const floors = floorsAfter([
      [1_000, taken('120', me, 'c1')],
      [1_000, taken('100', me, 'c1')],
      [1_000, taken('110', other, 'c2')],
      [1_000, taken('130', sos)],
    ]);
    expect(oneWayCalls(floors)).toEqual([
      { callId: 'c1', kind: 'broadcast', talker: me, gids: ['100', '120'] },
      { callId: 'c2', kind: 'broadcast', talker: other, gids: ['110'] },
    ]);
    expect(callHoldsFloors(floors, 'c2')).toBe(true);
    expect(callHoldsFloors(floors, 'c9')).toBe(false);
  });

  it('drop a group from the call once its floor is released', () => {
    const floors = floorsAfter([
      [1_000, taken('100', me, 'c1')],
      [2_000, released('100', ME, 'preempted')],
      [2_000, taken('100', sos)],
    ]);
    expect(oneWayCalls(floors)).toEqual([]);
    expect(callHoldsFloors(floors, 'c1')).toBe(false);
  });
});

describe('why our call ended', () => {
  it('says how the call lost its floors', () => {
    for (const [reason, message] of [
      ['time-limit', 'allCall.end.timeLimit'],
      ['offline', 'allCall.end.offline'],
      ['preempted', 'allCall.end.preempted'],
      ['restart', 'allCall.end.restart'],
      ['release', 'allCall.state.ended'],
    ] as const) {
      const floors = floorsAfter([[1_000, taken('100', me, 'c1')], [1_000, taken('110', me, 'c1')], [9_000, released('100', ME, reason)], [9_000, released('110', ME, reason)]]);
      expect(endedMessage(floors, grant, ME)).toBe(message);
    }
  });

  it("ignores releases of other talkers in the call's groups", () => {
    const floors = floorsAfter([[1_000, taken('100', sos)], [2_000, released('100', sos.msId, 'time-limit')]]);
    expect(endedMessage(floors, { ...grant, gids: ['100'] }, ME)).toBe('allCall.state.ended');
  });

  it('names the release that ended the call (the latest), not the one of the last group listed', () => {
    const floors = floorsAfter([
      [1_000, taken('100', me, 'c1')],
      [1_000, taken('110', me, 'c1')],
      [5_000, released('110', ME, 'preempted')],
      [5_000, taken('110', sos)],
      [121_000, released('100', ME, 'time-limit')],
      [121_000, { type: 'floor.idle', gid: '100' }],
    ]);
    expect(endedMessage(floors, grant, ME)).toBe('allCall.end.timeLimit');
  });
});

describe('a refused or failed start', () => {
  it("maps the platform's refusals by their prefix", () => {
    expect(refusalOf(new SocketCommandError('409', AllCallRefusal.CallerBusy))).toEqual({ message: 'allCall.error.busy' });
    expect(refusalOf(new SocketCommandError('409', `${AllCallRefusal.GroupsInOneWay} 110,120`))).toEqual({ message: 'allCall.error.oneWay' });
    expect(refusalOf(new SocketCommandError('409', AllCallRefusal.NoGroups))).toEqual({ message: 'allCall.error.noGroups' });
    expect(refusalOf(new SocketCommandError('404', `${AllCallRefusal.UnknownGroup} 999`))).toEqual({ message: 'allCall.error.unknown' });
    expect(refusalOf(new SocketCommandError('403', AllCallRefusal.NotDispatcher))).toEqual({ message: 'allCall.error.forbidden' });
    expect(refusalOf(new SocketCommandError('403', AllCallRefusal.FeatureDisabled))).toEqual({ message: 'allCall.error.forbidden' });
    expect(refusalOf(new SocketCommandError('502', AllCallRefusal.MediaUnavailable))).toEqual({ message: 'allCall.error.media' });
  });

  it('tells a time-out and being offline apart from other failures, which keep their code', () => {
    expect(refusalOf(new SocketCommandError(SocketError.Timeout))).toEqual({ message: 'allCall.error.timeout' });
    for (const code of [SocketError.NotOnline, SocketError.Disconnected, SocketError.NoSocket]) expect(refusalOf(new SocketCommandError(code))).toEqual({ message: 'allCall.offline' });
    expect(refusalOf(new SocketCommandError('400', 'gids: repeated'))).toEqual({ message: 'allCall.error.failed', code: '400' });
    expect(refusalOf('boom')).toEqual({ message: 'allCall.error.failed', code: 'boom' });
  });

  it('takes only a whole grant as the answer', () => {
    expect(decodeGrant(grant)).toEqual(grant);
    expect(decodeGrant({ ...grant, pin: undefined })).toBeNull();
    expect(decodeGrant(null)).toBeNull();
  });
});

describe('the broadcast call dialog and the countdown', () => {
  const g = (gid: string, fid: string, seqNum: number, name = `G${gid}`): Group => ({ gid, fid, name, color: '#000', seqNum });

  it('lists groups as a tree, parents first, by sequence then name, orphans at the top level', () => {
    const rows = groupChoices([g('3', '1', 2), g('1', '0', 2), g('2', '1', 1), g('4', '0', 1, 'B'), g('5', '0', 1, 'A'), g('6', '999', 0)]);
    expect(rows.map(({ group, depth }) => `${group.gid}@${depth}`)).toEqual(['6@0', '5@0', '4@0', '1@0', '2@1', '3@1']);
  });

  it('shows a group that names itself as parent once, at the top level', () => {
    expect(groupChoices([g('1', '1', 0)]).map(({ group, depth }) => [group.gid, depth])).toEqual([['1', 0]]);
    expect(groupChoices([])).toEqual([]);
  });

  it('counts whole seconds left up, and never below zero', () => {
    const end = grant.startedAt + grant.maxMs;
    expect(secondsLeft(grant, grant.startedAt)).toBe(120);
    expect(secondsLeft(grant, end - 1)).toBe(1);
    expect(secondsLeft(grant, end)).toBe(0);
    expect(secondsLeft(grant, end + 5_000)).toBe(0);
  });
});

describe('ending our call on the platform', () => {
  const timeout = () => new SocketCommandError(SocketError.Timeout);
  it('asks again when the answer times out, and stops at the first answer', async () => {
    const send = vi.fn().mockRejectedValueOnce(timeout()).mockResolvedValueOnce({});
    await expect(endOnPlatform(send, 'c1')).resolves.toBe(true);
    expect(send.mock.calls).toEqual([
      ['allCallEnd', { callId: 'c1' }],
      ['allCallEnd', { callId: 'c1' }],
    ]);
  });
  it('counts a 404 (the first end did arrive) as ended; gives up after three timeouts or offline', async () => {
    const ended = vi.fn().mockRejectedValueOnce(timeout()).mockRejectedValueOnce(new SocketCommandError('404', 'no such call'));
    await expect(endOnPlatform(ended, 'c1')).resolves.toBe(true);
    const silent = vi.fn().mockRejectedValue(timeout());
    await expect(endOnPlatform(silent, 'c1')).resolves.toBe(false);
    expect(silent).toHaveBeenCalledTimes(3);
    const offline = vi.fn().mockRejectedValue(new SocketCommandError(SocketError.Disconnected));
    await expect(endOnPlatform(offline, 'c1')).resolves.toBe(false);
    expect(offline).toHaveBeenCalledTimes(1);
  });
});

import { describe, expect, it } from 'vitest';
import { FloorPriority, type FloorState, type FloorTalker } from '../../../protocol/index.ts';
import { decideRequest, type Requester } from '../floor/decide.ts';
import { decideEnd, decideStart, decideTargets, endReasonOf, type OneWayCaller, type StartContext } from './decide.ts';

const me: OneWayCaller = { msId: '20000001', name: 'Dispatcher One', type: 20, isDispatcher: true };
const radio: FloorTalker = { msId: '10000001', name: 'NPA-1', type: 6, priority: FloorPriority.Terminal };
const sos: FloorTalker = { ...radio, msId: '10000009', priority: FloorPriority.Emergency };
const floor = (gid: string, patch: Partial<FloorState> = {}): FloorState => ({ gid, talker: null, grantedAt: 0, maxMs: 60_000, queue: [], ...patch });
const context = (floors: FloorState[] = [], patch: Partial<StartContext> = {}): StartContext => ({
  floors: new Map(floors.map((entry) => [entry.gid, entry])),
  groups: ['100', '110', '120'],
  featureEnabled: true,
  callerInCall: false,
  ...patch,
});

describe('decideTargets', () => {
  it('an all-call is for every group, a broadcast for the groups named', () => {
    expect(decideTargets(context(), me, { kind: 'all' })).toEqual({ gids: ['100', '110', '120'] });
    expect(decideTargets(context(), me, { kind: 'broadcast', gids: ['120'] })).toEqual({ gids: ['120'] });
  });

  it('refuses terminals, a disabled feature, unknown groups and a busy caller', () => {
    expect(decideTargets(context(), { ...me, type: 6, isDispatcher: false }, { kind: 'all' })).toEqual({ code: '403', desc: 'caller:not-dispatcher' });
    expect(decideTargets(context([], { featureEnabled: false }), me, { kind: 'all' })).toEqual({ code: '403', desc: 'feature:disabled' });
    expect(decideTargets(context(), me, { kind: 'broadcast', gids: ['110', '999'] })).toEqual({ code: '404', desc: 'gids:unknown 999' });
    expect(decideTargets(context([], { callerInCall: true }), me, { kind: 'all' })).toMatchObject({ code: '409', desc: 'caller:busy' });
    const talking: FloorTalker = { msId: me.msId, name: me.name, type: 20, priority: FloorPriority.Dispatcher };
    expect(decideTargets(context([floor('100', { talker: talking })]), me, { kind: 'broadcast', gids: ['110'] })).toMatchObject({ code: '409', desc: 'caller:busy' });
  });

  it('refuses groups in another one-way call, and leaves out groups in an emergency', () => {
    const held = floor('110', { talker: { ...radio, msId: '20000002', priority: 2 }, oneWay: { callId: 'c0', kind: 'all' } });
    expect(decideTargets(context([held]), me, { kind: 'all' })).toEqual({ code: '409', desc: 'gids:one-way 110' });
    expect(decideTargets(context([floor('110', { talker: sos })]), me, { kind: 'all' })).toEqual({ gids: ['100', '120'] });
    expect(decideTargets(context([floor('110', { talker: sos })]), me, { kind: 'broadcast', gids: ['110'] })).toEqual({ code: '409', desc: 'gids:none' });
  });
});

describe('decideStart and decideEnd', () => {
  const call = { callId: 'c1', kind: 'all' as const, room: 7_000_000_001, gids: ['100', '110', '120'] };

  it('takes each floor one-way, pre-empting ordinary talkers and clearing queues, then announces the call', () => {
    const floors = new Map([['110', floor('110', { talker: radio, grantedAt: 1_000, queue: [{ ...radio, msId: '10000002' }] })]]);
    const { gids, events } = decideStart(floors, me, call, 5_000, 120_000);
    expect(gids).toEqual(['100', '110', '120']);
    expect(events).toEqual([
      { type: 'floor.taken', gid: '100', talker: { msId: me.msId, name: me.name, type: 20, priority: 2 }, grantedAt: 5_000, maxMs: 120_000, oneWay: { callId: 'c1', kind: 'all' } },
      { type: 'floor.released', gid: '110', msId: radio.msId, reason: 'preempted', talkMs: 4_000 },
      expect.objectContaining({ type: 'floor.taken', gid: '110' }),
      { type: 'floor.queue', gid: '110', queue: [] },
      expect.objectContaining({ type: 'floor.taken', gid: '120' }),
      { type: 'allCall.started', callId: 'c1', kind: 'all', caller: me.msId, name: me.name, gids: ['100', '110', '120'], startedAt: 5_000, maxMs: 120_000, room: call.room },
    ]);
  });

  it('skips a group an emergency took while the media was set up', () => {
    const floors = new Map([['110', floor('110', { talker: sos })]]);
    expect(decideStart(floors, me, call, 5_000).gids).toEqual(['100', '120']);
  });

  it('ends by giving back the floors it still holds', () => {
    const oneWay = { callId: 'c1', kind: 'all' as const };
    const talker: FloorTalker = { msId: me.msId, name: me.name, type: 20, priority: 2 };
    const floors = new Map([
      ['100', floor('100', { talker, grantedAt: 5_000, oneWay })],
      ['110', floor('110', { talker: sos, grantedAt: 6_000 })],
    ]);
    expect(decideEnd(floors, { callId: 'c1', caller: me.msId, startedAt: 5_000 }, 'ended', 9_000)).toEqual([
      { type: 'floor.released', gid: '100', msId: me.msId, reason: 'release', talkMs: 4_000 },
      { type: 'floor.idle', gid: '100' },
      { type: 'allCall.ended', callId: 'c1', caller: me.msId, reason: 'ended', talkMs: 4_000 },
    ]);
  });

  it('names why a call that lost its last floor ended', () => {
    expect(endReasonOf('time-limit')).toBe('time-limit');
    expect(endReasonOf('offline')).toBe('offline');
    expect(endReasonOf('preempted')).toBe('preempted');
    expect(endReasonOf('restart')).toBe('restart');
    expect(endReasonOf('release')).toBe('ended');
  });

  it('skips a group another one-way call took while the media was set up, and announces nothing with no group left', () => {
    const held = floor('110', { talker: { ...radio, msId: '20000002', priority: 2 }, oneWay: { callId: 'c0', kind: 'all' } });
    expect(decideStart(new Map([['110', held]]), me, call, 5_000).gids).toEqual(['100', '120']);
    expect(decideStart(new Map([['110', held]]), me, { ...call, gids: ['110'] }, 5_000)).toEqual({ gids: [], events: [] });
  });

  it("never counts negative talk time when a talker's grant is stamped after now (clock skew)", () => {
    const floors = new Map([['100', floor('100', { talker: radio, grantedAt: 9_000 })]]);
    expect(decideStart(floors, me, { ...call, gids: ['100'] }, 5_000).events[0]).toMatchObject({ type: 'floor.released', talkMs: 0 });
    expect(decideEnd(new Map(), { callId: 'c1', caller: me.msId, startedAt: 9_000 }, 'ended', 5_000)).toEqual([{ type: 'allCall.ended', callId: 'c1', caller: me.msId, reason: 'ended', talkMs: 0 }]);
  });

  it("leaves alone floors of other calls and the caller's own ordinary floors", () => {
    const talker: FloorTalker = { msId: me.msId, name: me.name, type: 20, priority: 2 };
    const floors = new Map([
      ['100', floor('100', { talker, grantedAt: 5_000, oneWay: { callId: 'c2', kind: 'all' } })],
      ['110', floor('110', { talker, grantedAt: 5_000 })],
    ]);
    expect(decideEnd(floors, { callId: 'c1', caller: me.msId, startedAt: 5_000 }, 'ended', 9_000).map((event) => event.type)).toEqual(['allCall.ended']);
  });
});

describe('floor requests during a one-way call', () => {
  const oneWayFloor = floor('110', { talker: { msId: me.msId, name: me.name, type: 20, priority: 2 }, grantedAt: 1_000, oneWay: { callId: 'c1', kind: 'broadcast' } });
  const floors = new Map([['110', oneWayFloor]]);
  const terminal: Requester = { msId: radio.msId, name: radio.name, type: 6, isDispatcher: false, groups: ['110'] };
  const request = { gid: '110', emergency: false, groupExists: true };

  it('denies terminals, other dispatchers and the caller itself', () => {
    expect(decideRequest(floors, terminal, request, 2_000).answer).toEqual({ outcome: 'denied', reason: 'one-way' });
    const other: Requester = { msId: '20000002', name: 'Dispatcher Two', type: 20, isDispatcher: true, groups: [] };
    expect(decideRequest(floors, other, request, 2_000).answer).toEqual({ outcome: 'denied', reason: 'one-way' });
    expect(decideRequest(floors, { ...other, msId: me.msId }, request, 2_000).answer).toEqual({ outcome: 'denied', reason: 'one-way' });
  });

  it('lets an emergency pre-empt the group', () => {
    const decision = decideRequest(floors, terminal, { ...request, emergency: true }, 2_000);
    expect(decision.answer).toMatchObject({ outcome: 'granted' });
    expect(decision.events[0]).toEqual({ type: 'floor.released', gid: '110', msId: me.msId, reason: 'preempted', talkMs: 1_000 });
    expect(decision.events[1]).not.toHaveProperty('oneWay');
  });
});

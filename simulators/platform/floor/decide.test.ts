import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FloorLimits, type FloorState } from '../../../protocol/index.ts';
import { applyToFloors } from '../projection/floor-reducer.ts';
import { decideExpiry, decideLeaveAll, decideRelease, decideRequest, type FloorEvent, type Requester } from './decide.ts';

const radio = (msId: string, groups = ['111']): Requester => ({ msId, name: `Radio ${msId}`, type: 6, isDispatcher: false, groups });
const dispatcher = (msId: string): Requester => ({ msId, name: `Dispatcher ${msId}`, type: 20, isDispatcher: true, groups: ['150'] });
const inGroup = { gid: '111', emergency: false, groupExists: true };

/** Floors after a sequence of events, as the emulator's projection folds them. */
function fold(floors: Map<string, FloorState>, events: readonly FloorEvent[]): Map<string, FloorState> {
  for (const event of events) applyToFloors(floors, event);
  return floors;
}

function ask(floors: Map<string, FloorState>, who: Requester, now = 1_000, emergency = false) {
  const decision = decideRequest(floors, who, { ...inGroup, emergency }, now);
  fold(floors, decision.events);
  return decision;
}

describe('floor requests', () => {
  it('grants an idle floor and announces the talker', () => {
    const floors = new Map<string, FloorState>();
    const decision = ask(floors, radio('10000001'));
    expect(decision.answer).toEqual({ outcome: 'granted', grantedAt: 1_000, maxMs: FloorLimits.maxTalkMs });
    expect(decision.events).toEqual([
      { type: 'floor.taken', gid: '111', talker: { msId: '10000001', name: 'Radio 10000001', type: 6, priority: 1 }, grantedAt: 1_000, maxMs: FloorLimits.maxTalkMs },
    ]);
    expect(floors.get('111')?.talker?.msId).toBe('10000001');
  });

  it('queues an equal priority in arrival order and answers the position', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, dispatcher('20000001'));
    expect(ask(floors, dispatcher('20000002')).answer).toEqual({ outcome: 'queued', position: 1 });
    expect(ask(floors, radio('10000002')).answer).toEqual({ outcome: 'queued', position: 2 });
    // A second press while waiting changes nothing.
    expect(ask(floors, dispatcher('20000002'))).toEqual({ answer: { outcome: 'queued', position: 1 }, events: [] });
  });

  it('lets a dispatcher pre-empt a terminal and an emergency pre-empt a dispatcher', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, radio('10000001'), 1_000);
    const byDispatcher = ask(floors, dispatcher('20000001'), 3_500);
    expect(byDispatcher.events[0]).toEqual({ type: 'floor.released', gid: '111', msId: '10000001', reason: 'preempted', talkMs: 2_500 });
    expect(floors.get('111')?.talker?.msId).toBe('20000001');
    const byEmergency = ask(floors, radio('10000002'), 4_000, true);
    expect(byEmergency.answer.outcome).toBe('granted');
    expect(byEmergency.events[0]).toMatchObject({ type: 'floor.released', msId: '20000001', reason: 'preempted' });
    expect(floors.get('111')?.talker).toMatchObject({ msId: '10000002', priority: 3 });
  });

  it('queues a higher priority ahead of lower ones', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, dispatcher('20000001'));
    ask(floors, radio('10000002'));
    expect(ask(floors, dispatcher('20000002')).answer).toEqual({ outcome: 'queued', position: 1 });
    expect(floors.get('111')?.queue.map((entry) => entry.msId)).toEqual(['20000002', '10000002']);
  });

  it('denies strangers, unknown groups, a full queue and a talker of another group', () => {
    const floors = new Map<string, FloorState>();
    expect(decideRequest(floors, radio('10000001', ['112']), inGroup, 0).answer).toEqual({ outcome: 'denied', reason: 'not-member' });
    expect(decideRequest(floors, dispatcher('20000001'), { ...inGroup, groupExists: false }, 0).answer).toEqual({ outcome: 'denied', reason: 'no-group' });
    ask(floors, dispatcher('20000001'));
    expect(decideRequest(floors, dispatcher('20000001'), { ...inGroup, gid: '112' }, 0).answer).toEqual({ outcome: 'denied', reason: 'busy' });
    for (let i = 0; i < FloorLimits.maxQueue; i += 1) ask(floors, radio(`1000010${i}`));
    expect(ask(floors, radio('10000999')).answer).toEqual({ outcome: 'denied', reason: 'queue-full' });
  });
});

describe('floor release', () => {
  it('passes the floor to the head of the queue, then goes idle', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, dispatcher('20000001'));
    ask(floors, dispatcher('20000002'));
    const handover = decideRelease(floors, '20000001', '111', 'release', 5_000);
    expect(handover.map((event) => event.type)).toEqual(['floor.released', 'floor.taken', 'floor.queue']);
    fold(floors, handover);
    expect(floors.get('111')).toMatchObject({ talker: { msId: '20000002' }, grantedAt: 5_000, queue: [] });
    const last = decideRelease(floors, '20000002', '111', 'release', 6_000);
    expect(last.map((event) => event.type)).toEqual(['floor.released', 'floor.idle']);
    fold(floors, last);
    expect(floors.has('111')).toBe(false);
  });

  it('removes a waiting requester and ignores one that holds nothing', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, dispatcher('20000001'));
    ask(floors, radio('10000002'));
    expect(decideRelease(floors, '10000002', '111', 'release', 0)).toEqual([{ type: 'floor.queue', gid: '111', queue: [] }]);
    expect(decideRelease(floors, '10000077', '111', 'release', 0)).toEqual([]);
  });

  it('revokes at the time limit, not before', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, radio('10000001'), 1_000);
    expect(decideExpiry(floors, '111', 1_000 + FloorLimits.maxTalkMs - 1)).toEqual([]);
    expect(decideExpiry(floors, '111', 1_000 + FloorLimits.maxTalkMs)[0]).toMatchObject({ reason: 'time-limit', talkMs: FloorLimits.maxTalkMs });
  });

  it('frees everything an offline terminal held or waited for', () => {
    const floors = new Map<string, FloorState>();
    ask(floors, radio('10000001', ['111', '112']));
    decideRequest(floors, dispatcher('20000001'), { ...inGroup, gid: '112' }, 0).events.forEach((event) => applyToFloors(floors, event));
    fold(floors, decideRequest(floors, radio('10000001', ['111', '112']), { ...inGroup, gid: '112' }, 0).events);
    const events = decideLeaveAll(floors, '10000001', 'offline', 2_000);
    fold(floors, events);
    expect(floors.has('111')).toBe(false);
    expect(floors.get('112')?.queue).toEqual([]);
  });
});

describe('floor invariants', () => {
  const step = fc.record({
    who: fc.constantFrom(radio('10000001'), radio('10000002'), dispatcher('20000001'), dispatcher('20000002')),
    kind: fc.constantFrom('request', 'emergency', 'release', 'expire', 'offline'),
    dt: fc.integer({ min: 0, max: 30_000 }),
  });

  it('one talker at most, never queued behind itself, queue ordered by priority', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const floors = new Map<string, FloorState>();
        let now = 0;
        for (const { who, kind, dt } of steps) {
          now += dt;
          const events =
            kind === 'request' || kind === 'emergency'
              ? decideRequest(floors, who, { ...inGroup, emergency: kind === 'emergency' }, now).events
              : kind === 'release'
                ? decideRelease(floors, who.msId, '111', 'release', now)
                : kind === 'expire'
                  ? decideExpiry(floors, '111', now)
                  : decideLeaveAll(floors, who.msId, 'offline', now);
          fold(floors, events);
          const floor = floors.get('111');
          if (!floor) continue;
          const queued = floor.queue.map((entry) => entry.msId);
          expect(new Set(queued).size).toBe(queued.length);
          if (floor.talker) expect(queued).not.toContain(floor.talker.msId);
          for (let i = 1; i < floor.queue.length; i += 1) expect(floor.queue[i - 1]!.priority).toBeGreaterThanOrEqual(floor.queue[i]!.priority);
          expect(floor.talker !== null || floor.queue.length > 0).toBe(true);
        }
      }),
    );
  });
});

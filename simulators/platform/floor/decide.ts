import {
  FloorLimits,
  FloorPriority,
  type FloorAnswer,
  type FloorQueueEntry,
  type FloorReleaseReason,
  type FloorState,
  type FloorTalker,
  type PlatformEvent,
} from '../../../protocol/index.ts';

/**
 * Floor control decisions (docs/protocol.md, "Floor control"), pure: the floors as they are and a
 * request in, the answer and the events to append out. The caller applies the events through the
 * log, so a decision and its replay agree.
 */

export type FloorEvent = Extract<PlatformEvent, { type: `floor.${string}` }>;
export type FloorBook = ReadonlyMap<string, FloorState>;

export type Requester = {
  readonly msId: string;
  readonly name: string;
  readonly type: number;
  readonly isDispatcher: boolean;
  /** Groups it belongs to; a dispatcher may talk in any group. */
  readonly groups: readonly string[];
};

export type FloorRequest = { readonly gid: string; readonly emergency: boolean; readonly groupExists: boolean };
export type Decision = { readonly answer: FloorAnswer; readonly events: FloorEvent[] };

const priorityOf = (requester: Requester, emergency: boolean): FloorTalker['priority'] =>
  emergency ? FloorPriority.Emergency : requester.isDispatcher ? FloorPriority.Dispatcher : FloorPriority.Terminal;

const denied = (reason: Extract<FloorAnswer, { outcome: 'denied' }>['reason']): Decision => ({ answer: { outcome: 'denied', reason }, events: [] });

export function decideRequest(floors: FloorBook, requester: Requester, request: FloorRequest, now: number, maxMs: number = FloorLimits.maxTalkMs): Decision {
  const { gid } = request;
  if (!request.groupExists) return denied('no-group');
  if (!requester.isDispatcher && !requester.groups.includes(gid)) return denied('not-member');
  for (const [otherGid, floor] of floors) if (otherGid !== gid && floor.talker?.msId === requester.msId) return denied('busy');

  const floor = floors.get(gid);
  // A one-way call (all-call, broadcast call) holds the floor: only an emergency gets through.
  if (floor?.oneWay && !request.emergency) return denied('one-way');
  const priority = priorityOf(requester, request.emergency);
  const talker: FloorTalker = { msId: requester.msId, name: requester.name, type: requester.type, priority };
  const queue = floor?.queue ?? [];
  const withoutMe = queue.filter((entry) => entry.msId !== requester.msId);
  const queueChange: FloorEvent[] = withoutMe.length !== queue.length ? [{ type: 'floor.queue', gid, queue: withoutMe }] : [];
  const grant = (before: FloorEvent[]): Decision => ({
    answer: { outcome: 'granted', grantedAt: now, maxMs },
    events: [...before, { type: 'floor.taken', gid, talker, grantedAt: now, maxMs }, ...queueChange],
  });

  const current = floor?.talker ?? null;
  if (current === null) return grant([]);
  if (current.msId === requester.msId) return { answer: { outcome: 'granted', grantedAt: floor!.grantedAt, maxMs: floor!.maxMs }, events: [] };
  if (priority > current.priority) {
    return grant([{ type: 'floor.released', gid, msId: current.msId, reason: 'preempted', talkMs: talkMs(floor!, now) }]);
  }

  const position = queue.findIndex((entry) => entry.msId === requester.msId);
  if (position >= 0 && queue[position]!.priority >= priority) return { answer: { outcome: 'queued', position: position + 1 }, events: [] };
  if (withoutMe.length >= FloorLimits.maxQueue) return denied('queue-full');
  const entry: FloorQueueEntry = talker;
  // Higher priority first, arrival order within a priority.
  const at = withoutMe.findIndex((waiting) => waiting.priority < priority);
  const next = at < 0 ? [...withoutMe, entry] : [...withoutMe.slice(0, at), entry, ...withoutMe.slice(at)];
  return { answer: { outcome: 'queued', position: next.indexOf(entry) + 1 }, events: [{ type: 'floor.queue', gid, queue: next }] };
}

/** The talker gives up (or loses) the floor, or a waiting requester leaves the queue. */
export function decideRelease(floors: FloorBook, msId: string, gid: string, reason: FloorReleaseReason, now: number, maxMs: number = FloorLimits.maxTalkMs): FloorEvent[] {
  const floor = floors.get(gid);
  if (!floor) return [];
  if (floor.talker?.msId === msId) {
    const released: FloorEvent = { type: 'floor.released', gid, msId, reason, talkMs: talkMs(floor, now) };
    const [next, ...rest] = floor.queue;
    if (!next) return [released, { type: 'floor.idle', gid }];
    return [
      released,
      { type: 'floor.taken', gid, talker: next, grantedAt: now, maxMs },
      { type: 'floor.queue', gid, queue: rest },
    ];
  }
  const queue = floor.queue.filter((entry) => entry.msId !== msId);
  return queue.length === floor.queue.length ? [] : [{ type: 'floor.queue', gid, queue }];
}

/** Everything an account holds or waits for, e.g. when it goes offline. */
export function decideLeaveAll(floors: FloorBook, msId: string, reason: FloorReleaseReason, now: number, maxMs?: number): FloorEvent[] {
  const events: FloorEvent[] = [];
  for (const [gid, floor] of floors) {
    if (floor.talker?.msId === msId || floor.queue.some((entry) => entry.msId === msId)) events.push(...decideRelease(floors, msId, gid, reason, now, maxMs));
  }
  return events;
}

/** The transmit time limit: the talker of gid loses the floor once its time is up. */
export function decideExpiry(floors: FloorBook, gid: string, now: number, maxMs?: number): FloorEvent[] {
  const floor = floors.get(gid);
  if (!floor?.talker || now < floor.grantedAt + floor.maxMs) return [];
  return decideRelease(floors, floor.talker.msId, gid, 'time-limit', now, maxMs);
}

const talkMs = (floor: FloorState, now: number): number => Math.max(0, Math.round(now - floor.grantedAt));

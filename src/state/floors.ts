/**
 * Push-to-talk floors as the dispatcher sees them: who talks in each group, since when, for how
 * long at most, and who waits. A projection of the floor events and the snapshot's `floors`; pure.
 */
import type { FloorQueueEntry, OneWayFloor, FloorReleaseReason, FloorState, FloorTalker, LastTalk, PlatformEvent } from '../../protocol/index.ts';
import type { TimedEvent } from './fleet.ts';

/** The last time someone lost a group's floor; the console tells a dispatcher why it lost it. */
export type FloorRelease = { readonly msId: string; readonly reason: FloorReleaseReason; readonly at: number };

export type GroupFloor = {
  readonly gid: string;
  readonly talker: FloorTalker | null;
  /** Epoch ms of the current grant (0 when nobody talks). */
  readonly grantedAt: number;
  /** Transmit time limit of the current grant. */
  readonly maxMs: number;
  /** Waiting requesters; a position is the index + 1. */
  readonly queue: readonly FloorQueueEntry[];
  readonly lastRelease: FloorRelease | null;
  /** Present while a one-way call (all-call, broadcast call) holds the floor: listen only. */
  readonly oneWay?: OneWayFloor;
};

/** Floors by group id; a group with no entry has an idle floor and an empty queue. */
export type FloorsState = ReadonlyMap<string, GroupFloor>;

export const EMPTY_FLOORS: FloorsState = new Map();

const idleFloor = (gid: string): GroupFloor => ({ gid, talker: null, grantedAt: 0, maxMs: 0, queue: [], lastRelease: null });

/** The snapshot's floors, with each group's last end of talk (so "talked recently" survives a reload). */
export function floorsFromSnapshot(floors: readonly FloorState[], lastTalk: readonly LastTalk[] = []): FloorsState {
  const state = new Map<string, GroupFloor>(floors.map((floor) => [floor.gid, { ...floor, queue: [...floor.queue], lastRelease: null }]));
  for (const { gid, msId, reason, at } of lastTalk) state.set(gid, { ...(state.get(gid) ?? idleFloor(gid)), lastRelease: { msId, reason, at } });
  return state;
}

type FloorEvent = Extract<PlatformEvent, { type: `floor.${string}` }>;

export const isFloorEvent = (event: PlatformEvent): event is FloorEvent => event.type.startsWith('floor.');

/** Folds a batch; returns the same map when no floor event is in it, so views do not re-render. */
export function applyFloorEvents(state: FloorsState, events: readonly TimedEvent[]): FloorsState {
  let draft: Map<string, GroupFloor> | null = null;
  for (const { event, time } of events) {
    if (!isFloorEvent(event)) continue;
    draft ??= new Map(state);
    const current = draft.get(event.gid) ?? idleFloor(event.gid);
    draft.set(event.gid, applyFloorEvent(current, event, time));
  }
  return draft ?? state;
}

export function applyFloorEvent(floor: GroupFloor, event: FloorEvent, time: number): GroupFloor {
  switch (event.type) {
    case 'floor.taken':
      // The new talker left the queue; the server's next floor.queue says so too, but may not come.
      return {
        ...floor,
        talker: event.talker,
        grantedAt: event.grantedAt,
        maxMs: event.maxMs,
        queue: floor.queue.filter((entry) => entry.msId !== event.talker.msId),
        oneWay: event.oneWay,
      };
    case 'floor.released': {
      const lastRelease = { msId: event.msId, reason: event.reason, at: time };
      if (floor.talker?.msId !== event.msId) return { ...floor, lastRelease };
      return { ...floor, talker: null, grantedAt: 0, maxMs: 0, lastRelease, oneWay: undefined };
    }
    case 'floor.idle':
      return { ...floor, talker: null, grantedAt: 0, maxMs: 0, queue: [], oneWay: undefined };
    case 'floor.queue':
      return { ...floor, queue: event.queue };
  }
}

/** Milliseconds of talk time left at `now`, never below zero; null when nobody talks. */
export function talkTimeLeft(floor: GroupFloor | undefined, now: number): number | null {
  if (!floor?.talker) return null;
  return Math.max(0, floor.grantedAt + floor.maxMs - now);
}

/** 1-based place of `msId` in the group's queue, or null when it does not wait. */
export function queuePosition(floor: GroupFloor | undefined, msId: string): number | null {
  const index = floor?.queue.findIndex((entry) => entry.msId === msId) ?? -1;
  return index < 0 ? null : index + 1;
}

import type { FloorState, PlatformEvent } from '../../../protocol/index.ts';

type FloorChange = Extract<PlatformEvent, { type: 'floor.taken' | 'floor.released' | 'floor.idle' | 'floor.queue' }>;

/** Folds one floor event into the floors of all groups; a group with no talker and no queue has no entry. */
export function applyToFloors(floors: Map<string, FloorState>, event: FloorChange): void {
  const floor = floors.get(event.gid);
  switch (event.type) {
    case 'floor.taken':
      floors.set(event.gid, {
        gid: event.gid,
        talker: event.talker,
        grantedAt: event.grantedAt,
        maxMs: event.maxMs,
        queue: floor?.queue ?? [],
        ...(event.oneWay ? { oneWay: event.oneWay } : {}),
      });
      return;
    case 'floor.released':
      if (floor?.talker?.msId === event.msId) keepOrDrop(floors, { gid: floor.gid, talker: null, grantedAt: floor.grantedAt, maxMs: floor.maxMs, queue: floor.queue });
      return;
    case 'floor.idle':
      floors.delete(event.gid);
      return;
    case 'floor.queue':
      keepOrDrop(floors, floor ? { ...floor, queue: event.queue } : { gid: event.gid, talker: null, grantedAt: 0, maxMs: 1, queue: event.queue });
      return;
  }
}

function keepOrDrop(floors: Map<string, FloorState>, floor: FloorState): void {
  if (floor.talker === null && floor.queue.length === 0) floors.delete(floor.gid);
  else floors.set(floor.gid, floor);
}

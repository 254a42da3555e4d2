import type { Platform } from '../platform.ts';
import type { FloorMedia, MediaRooms } from './media-rooms.ts';

const FLOOR_EVENTS = new Set(['floor.taken', 'floor.released', 'floor.idle']);

/**
 * The media plane obeys the floor: after every floor change of a group, its room is swept so
 * that only the talker is mixed (the platform mutes and unmutes with the room's secret). The
 * /janus proxy refuses a client's own unmute without the floor; this covers what it cannot see:
 * a talker that stays unmuted after release, revoke, expiry or pre-emption.
 */
export function keepFloorsInRooms(platform: Platform, rooms: MediaRooms, log: (line: string) => void): () => void {
  const enforce = (gid: string) => {
    rooms.enforceFloor(gid, floorMediaOf(platform, gid)).catch((error: unknown) => log(`floor of ${gid} not enforced in its room: ${String(error)}`));
  };
  return platform.onLive((entries) => {
    const changed = new Set<string>();
    for (const { event } of entries) if (FLOOR_EVENTS.has(event.type) && 'gid' in event) changed.add(event.gid);
    for (const gid of changed) enforce(gid);
  });
}

/** What the room of `gid` should let through now, from the platform's floor. */
export function floorMediaOf(platform: Platform, gid: string): FloorMedia {
  const floor = platform.state.floors.get(gid);
  const talker = floor?.talker?.msId ?? null;
  return { talker, unmuteTalker: talker !== null && !floor?.oneWay };
}

import type { Platform } from '../platform.ts';
import type { MediaRooms } from './media-rooms.ts';

/**
 * Every group and every temporary group has its room: those of the log now, each one created
 * later; a removed temporary group loses its room. Returns the unsubscribe.
 */
export function keepGroupRooms(platform: Platform, rooms: MediaRooms): () => void {
  for (const gid of platform.state.groups.keys()) void rooms.ensureRoom(gid);
  for (const gid of platform.state.tempGroups.byGid.keys()) void rooms.ensureRoom(gid);
  return platform.onLive((entries) => {
    for (const { event } of entries) {
      if (event.type === 'group.created') void rooms.ensureRoom(event.group.gid);
      else if (event.type === 'tempGroup.created') void rooms.ensureRoom(event.tempGroup.gid);
      else if (event.type === 'tempGroup.removed') void rooms.removeRoom(event.gid);
    }
  });
}

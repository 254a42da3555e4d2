import { DEFAULT_GROUP_AUDIO, type GroupAudio } from '../../../media/index.ts';
import type { FloorsState } from '../../state/floors.ts';

/**
 * What each room plays: the dispatcher's volume and mute for the group, silenced while a terminal
 * of the mute list holds its floor. One talker at a time holds a room's floor, so muting the room
 * for that transmission silences exactly that terminal. Every room gets an entry, so a room whose
 * muted talker has finished plays again.
 */
export function playedAudio(
  rooms: readonly string[],
  groupAudio: ReadonlyMap<string, GroupAudio>,
  floors: FloorsState,
  mutedTerminals: ReadonlySet<string>,
): ReadonlyMap<string, GroupAudio> {
  const played = new Map<string, GroupAudio>();
  for (const gid of rooms) {
    const audio = groupAudio.get(gid) ?? DEFAULT_GROUP_AUDIO;
    const talker = floors.get(gid)?.talker?.msId;
    played.set(gid, talker !== undefined && mutedTerminals.has(talker) ? { ...audio, muted: true } : audio);
  }
  return played;
}

import { DEFAULT_GROUP_AUDIO, type GroupAudio } from '../../../media/index.ts';
import type { FloorsState } from '../../state/floors.ts';

/**
 * What each room plays: the dispatcher's volume and mute for the group, silenced while a terminal
 * of the mute list holds its floor. One talker at a time holds a room's floor, so muting the room
 * for that transmission silences exactly that terminal. A room whose floor the dispatcher holds is
 * silent too: in an all-call or broadcast the call's audio is relayed into each group's room, and
 * would come back to the caller as a delayed echo. Every room gets an entry, so a room plays again
 * once its floor changes hands.
 */
export function playedAudio(
  rooms: readonly string[],
  groupAudio: ReadonlyMap<string, GroupAudio>,
  floors: FloorsState,
  mutedTerminals: ReadonlySet<string>,
  me: string | null,
): ReadonlyMap<string, GroupAudio> {
  const played = new Map<string, GroupAudio>();
  for (const gid of rooms) {
    const audio = groupAudio.get(gid) ?? DEFAULT_GROUP_AUDIO;
    const talker = floors.get(gid)?.talker?.msId;
    const silenced = talker !== undefined && (mutedTerminals.has(talker) || talker === me);
    played.set(gid, silenced ? { ...audio, muted: true } : audio);
  }
  return played;
}

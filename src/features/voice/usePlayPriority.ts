import { useEffect, useMemo } from 'react';
import { liveVoiceHeard, playPriority, type GroupAudio, type LiveRoom, type PlayPriority, type RecordingPlayer } from '../../../media/index.ts';
import type { FloorsState } from '../../state/floors.ts';

type PlayPriorityInputs = {
  priority: PlayPriority;
  recordingPlaying: boolean;
  /** What each room plays before the priority (volume, mute, mute list, own call). */
  live: ReadonlyMap<string, GroupAudio>;
  floors: FloorsState;
  player: RecordingPlayer;
};

/**
 * The audio play priority applied: the recording player's gain follows the decision, and the
 * rooms' audio comes back silenced when the recording wins.
 */
export function usePlayPriority({ priority, recordingPlaying, live, floors, player }: PlayPriorityInputs): ReadonlyMap<string, GroupAudio> {
  const heard = liveVoiceHeard(liveRoomsOf(live, floors));
  const { silenceRecording, silenceRooms } = playPriority(priority, recordingPlaying, heard);
  useEffect(() => player.setSilenced(silenceRecording), [player, silenceRecording]);
  return useMemo(() => (silenceRooms ? new Map([...live].map(([gid, audio]) => [gid, { ...audio, muted: true }])) : live), [live, silenceRooms]);
}

/** Each room as the priority sees it: an idle floor has a null talker; a muted or zero-volume room is not heard. */
export function liveRoomsOf(live: ReadonlyMap<string, GroupAudio>, floors: FloorsState): LiveRoom[] {
  return [...live].map(([gid, audio]) => ({ talking: Boolean(floors.get(gid)?.talker), audible: !audio.muted && audio.volume > 0 }));
}

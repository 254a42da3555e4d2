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
 * rooms' audio comes back silenced when the recording wins, or ducked when both are heard.
 */
export function usePlayPriority({ priority, recordingPlaying, live, floors, player }: PlayPriorityInputs): ReadonlyMap<string, GroupAudio> {
  const heard = liveVoiceHeard(liveRoomsOf(live, floors));
  const { silenceRecording, silenceRooms, duckRooms } = playPriority(priority, recordingPlaying, heard);
  useEffect(() => player.setSilenced(silenceRecording), [player, silenceRecording]);
  return useMemo(() => roomsUnderPriority(live, silenceRooms, duckRooms), [live, silenceRooms, duckRooms]);
}

/** The rooms' audio with the decision applied: all silenced, all ducked, or as they were. */
export function roomsUnderPriority(live: ReadonlyMap<string, GroupAudio>, silence: boolean, duck: boolean): ReadonlyMap<string, GroupAudio> {
  if (!silence && !duck) return live;
  return new Map([...live].map(([gid, audio]) => [gid, silence ? { ...audio, muted: true } : { ...audio, ducked: true }]));
}

/** Each room as the priority sees it: an idle floor has a null talker; a muted or zero-volume room is not heard. */
export function liveRoomsOf(live: ReadonlyMap<string, GroupAudio>, floors: FloorsState): LiveRoom[] {
  return [...live].map(([gid, audio]) => ({ talking: Boolean(floors.get(gid)?.talker), audible: !audio.muted && audio.volume > 0 }));
}

/**
 * The audio play priority setting (SPEC §3 "audio play priority: real-time voice, recording
 * voice, both"): what gives way when a recording plays while someone talks live.
 */
export type PlayPriority = 'realtime' | 'recording' | 'both';

export type PlayDecision = {
  /** The recording's gain ramps to zero until live voice stops. */
  readonly silenceRecording: boolean;
  /** Every monitored room plays silent while the recording plays. */
  readonly silenceRooms: boolean;
  /** Every monitored room plays lower (ducked) while the recording plays over it. */
  readonly duckRooms: boolean;
};

/** A monitored room as the priority sees it: someone holds its floor, and whether it plays here. */
export type LiveRoom = { readonly talking: boolean; readonly audible: boolean };

/**
 * Live voice is heard when a room has a talker and plays here: rooms silenced for the mute list,
 * for the dispatcher's own one-way call, or by the group's own mute or zero volume do not count.
 */
export const liveVoiceHeard = (rooms: Iterable<LiveRoom>): boolean => {
  for (const room of rooms) if (room.talking && room.audible) return true;
  return false;
};

export function playPriority(priority: PlayPriority, recordingPlaying: boolean, liveHeard: boolean): PlayDecision {
  if (!recordingPlaying) return { silenceRecording: false, silenceRooms: false, duckRooms: false };
  switch (priority) {
    case 'realtime':
      return { silenceRecording: liveHeard, silenceRooms: false, duckRooms: false };
    case 'recording':
      return { silenceRecording: false, silenceRooms: true, duckRooms: false };
    case 'both':
      // Both heard, the recording in front: live voice keeps playing, ducked.
      return { silenceRecording: false, silenceRooms: false, duckRooms: true };
  }
}

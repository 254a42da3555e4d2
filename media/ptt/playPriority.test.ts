import { describe, expect, it } from 'vitest';
import { liveVoiceHeard, playPriority, type PlayPriority } from './playPriority.ts';

describe('audio play priority', () => {
  it('changes nothing while no recording plays', () => {
    for (const priority of ['realtime', 'recording', 'both'] as PlayPriority[]) {
      expect(playPriority(priority, false, true)).toEqual({ silenceRecording: false, silenceRooms: false, duckRooms: false });
    }
  });

  it('realtime: live voice silences the recording, only while it is heard', () => {
    expect(playPriority('realtime', true, true)).toEqual({ silenceRecording: true, silenceRooms: false, duckRooms: false });
    expect(playPriority('realtime', true, false)).toEqual({ silenceRecording: false, silenceRooms: false, duckRooms: false });
  });

  it('recording: the rooms are silent while the recording plays, talker or not', () => {
    expect(playPriority('recording', true, true)).toEqual({ silenceRecording: false, silenceRooms: true, duckRooms: false });
    expect(playPriority('recording', true, false)).toEqual({ silenceRecording: false, silenceRooms: true, duckRooms: false });
  });

  it('both: mixed, the live rooms ducked under the recording while it plays', () => {
    expect(playPriority('both', true, true)).toEqual({ silenceRecording: false, silenceRooms: false, duckRooms: true });
    expect(playPriority('both', true, false)).toEqual({ silenceRecording: false, silenceRooms: false, duckRooms: true });
  });

  it('counts only talkers that play here', () => {
    expect(liveVoiceHeard([])).toBe(false);
    expect(liveVoiceHeard([{ talking: false, audible: true }])).toBe(false);
    // A muted talker, the dispatcher's own call, or a muted group.
    expect(liveVoiceHeard([{ talking: true, audible: false }])).toBe(false);
    expect(liveVoiceHeard([{ talking: true, audible: false }, { talking: true, audible: true }])).toBe(true);
  });
});

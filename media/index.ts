/**
 * The media facade: the one entry the console uses for sound: notification and alarm tones, and
 * push-to-talk audio over Janus AudioBridge. Calls will join here.
 */
import { TonePlayer } from './tonePlayer.ts';
import type { ToneName } from './tones.ts';

export { ALARM_TONE_NAMES, gainForVolume, TONES, toneDurationMs, type ToneName } from './tones.ts';
export { TonePlayer, type ToneContext } from './tonePlayer.ts';
export { AlarmLoop, type AlarmLoopState } from './alarmLoop.ts';

const tones = new TonePlayer();

/** Plays a tone at a 0-100 volume (the matching volume setting). */
export const playTone = (name: ToneName, volume: number): void => tones.play(name, volume);

export {
  DEFAULT_GROUP_AUDIO,
  janusServerUrl,
  MicrophoneError,
  MicrophoneErrorKind,
  OneWayTalk,
  PttMedia,
  roomGain,
  RoomAudioMixer,
  RecordingPlayer,
  liveVoiceHeard,
  playPriority,
  type RecordingState,
  type PlayPriority,
  type LiveRoom,
  type GroupAudio,
  type LevelStage,
  type MicrophoneState,
  type OneWayTalkStatus,
  type PttConnection,
  type PttMediaStatus,
  type RoomStatus,
} from './ptt/index.ts';

export * from './calls/index.ts';

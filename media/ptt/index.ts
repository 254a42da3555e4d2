/** Push-to-talk audio over Janus AudioBridge; floor control stays with the platform's socket. */
export { AudioBridgeRoom, AUDIOBRIDGE_PLUGIN, type RoomStatus } from './audioBridgeRoom.ts';
export { janusServerUrl } from './janusServer.ts';
export { loadJanusLibrary, type JanusLibrary, type JanusPluginHandle, type JanusSession } from './janusLibrary.ts';
export { MicrophoneError, MicrophoneErrorKind, microphoneErrorOf, openMicrophone } from '../microphone.ts';
export { JanusReconnect, janusReconnectDelay, PttMedia, type MicrophoneState, type PttConnection, type PttMediaOptions, type PttMediaStatus } from './pttMedia.ts';
export { OneWayTalk, type OneWayTalkOptions, type OneWayTalkStatus } from './oneWayTalk.ts';
export { DEFAULT_GROUP_AUDIO, DUCK_GAIN, roomGain, RoomAudioMixer, type GroupAudio, type LevelStage } from './roomAudio.ts';
export { RecordingPlayer, type RecordingState } from './recordingPlayer.ts';
export { liveVoiceHeard, playPriority, type LiveRoom, type PlayDecision, type PlayPriority } from './playPriority.ts';

/** Individual voice calls: the signalling state machine, the engine that runs it, media helpers. */
export {
  CALL_STATUS_NAMES,
  endPhase,
  IDLE_CALL,
  isCallOpen,
  stepCall,
  type CallDirection,
  type CallEffect,
  type CallInput,
  type CallMediaFailure,
  type CallPhase,
  type CallSignalArgs,
  type CallState,
  type CallStep,
} from './callMachine.ts';
export { CallEngine, type CallEngineOptions, type CallSignalling, type CallTimings, type PeerFactory, type PeerLike, type PeerOptions } from './callEngine.ts';
export { RemoteAudio, type RemoteAudioLike } from './remoteAudio.ts';
export { cameraConstraints, openCamera, VIDEO_CALL_FPS, videoConstraints } from './camera.ts';

/**
 * The dispatcher's camera for video calls: a SPEC §4 resolution becomes getUserMedia constraints
 * (ideal sizes, so a camera that cannot give exactly that still opens at its nearest), opened with
 * the microphone's voice settings. Failures become the microphone module's two typed errors.
 */
import { VIDEO_RESOLUTIONS, type VideoResolution } from '../../protocol/index.ts';
import { MICROPHONE_CONSTRAINTS, MicrophoneError, MicrophoneErrorKind, microphoneErrorOf, type MediaDevicesLike } from '../microphone.ts';

/** A radio fleet's video: 15 frames a second is plenty and spares the uplink. */
export const VIDEO_CALL_FPS = 15;

export function videoConstraints(resolution: VideoResolution): MediaTrackConstraints {
  const { width, height } = VIDEO_RESOLUTIONS[resolution];
  return { width: { ideal: width }, height: { ideal: height }, frameRate: { ideal: VIDEO_CALL_FPS, max: 30 } };
}

export function cameraConstraints(resolution: VideoResolution): MediaStreamConstraints {
  return { audio: MICROPHONE_CONSTRAINTS.audio ?? true, video: videoConstraints(resolution) };
}

/** Opens camera and microphone together; rejects with a MicrophoneError only (kind no-microphone covers the camera too). */
export async function openCamera(resolution: VideoResolution, devices: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!devices || typeof devices.getUserMedia !== 'function') throw new MicrophoneError(MicrophoneErrorKind.NotSupported, 'no getUserMedia');
  try {
    const stream = await devices.getUserMedia(cameraConstraints(resolution));
    if (stream.getVideoTracks().length === 0) throw new MicrophoneError(MicrophoneErrorKind.NoMicrophone, 'no video track');
    return stream;
  } catch (error) {
    throw microphoneErrorOf(error);
  }
}

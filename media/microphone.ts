/**
 * Microphone access for push-to-talk and calls. getUserMedia fails in many ways; the console shows
 * only the two SPEC §8 messages, so every failure becomes one of two typed errors.
 */

export const MicrophoneErrorKind = {
  /** SPEC §8 "no microphone or permission": none plugged in, permission refused, device busy. */
  NoMicrophone: 'no-microphone',
  /** SPEC §8 "device not supported": no getUserMedia (old browser, page not in a secure context). */
  NotSupported: 'not-supported',
} as const;
export type MicrophoneErrorKind = (typeof MicrophoneErrorKind)[keyof typeof MicrophoneErrorKind];

export class MicrophoneError extends Error {
  constructor(
    readonly kind: MicrophoneErrorKind,
    readonly detail?: string,
  ) {
    super(detail ? `${kind}: ${detail}` : kind);
    this.name = 'MicrophoneError';
  }
}

/** DOMException names that mean "this browser or page cannot capture audio at all". */
const UNSUPPORTED = new Set(['NotSupportedError', 'TypeError']);

export function microphoneErrorOf(error: unknown): MicrophoneError {
  if (error instanceof MicrophoneError) return error;
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  const message = error instanceof Error ? error.message : String(error);
  // NotAllowedError, SecurityError, NotFoundError, NotReadableError, OverconstrainedError, AbortError.
  return new MicrophoneError(UNSUPPORTED.has(name) ? MicrophoneErrorKind.NotSupported : MicrophoneErrorKind.NoMicrophone, `${name}: ${message}`);
}

export type MediaDevicesLike = Pick<MediaDevices, 'getUserMedia'>;

/** Voice settings for talking over a radio network: one channel, the browser's voice processing on. */
export const MICROPHONE_CONSTRAINTS: MediaStreamConstraints = {
  audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
  video: false,
};

/** Opens the microphone; rejects with a MicrophoneError only. */
export async function openMicrophone(devices: MediaDevicesLike | undefined = globalThis.navigator?.mediaDevices): Promise<MediaStream> {
  if (!devices || typeof devices.getUserMedia !== 'function') throw new MicrophoneError(MicrophoneErrorKind.NotSupported, 'no getUserMedia');
  try {
    const stream = await devices.getUserMedia(MICROPHONE_CONSTRAINTS);
    if (stream.getAudioTracks().length === 0) throw new MicrophoneError(MicrophoneErrorKind.NoMicrophone, 'no audio track');
    return stream;
  } catch (error) {
    throw microphoneErrorOf(error);
  }
}

import { CallStatus, VIDEO_RESOLUTIONS, type CallMedia, type VideoResolution } from '../../../../protocol/index.ts';
import type { CallPhase, CallState } from '../../../../media/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** What the call dialog shows: plain data, no engine, no streams. */
export type CallView = {
  readonly phase: CallPhase;
  readonly direction: 'outgoing' | 'incoming';
  readonly peer: string;
  readonly peerName: string;
  readonly media: CallMedia;
  readonly resolution: VideoResolution | null;
  readonly status: number | null;
  readonly refused: boolean;
  readonly failure: CallState['failure'];
  readonly mediaUp: boolean;
  readonly connectedAt: number | null;
  readonly endedAt: number | null;
};

export const IDLE_VIEW: CallView = {
  phase: 'idle',
  direction: 'outgoing',
  peer: '',
  peerName: '',
  media: 'audio',
  resolution: null,
  status: null,
  refused: false,
  failure: null,
  mediaUp: false,
  connectedAt: null,
  endedAt: null,
};

export const viewOf = (state: CallState): CallView => ({
  phase: state.phase,
  direction: state.direction,
  peer: state.peer,
  peerName: state.peerName,
  media: state.media,
  resolution: state.resolution,
  status: state.status,
  refused: state.refused,
  failure: state.failure,
  mediaUp: state.mediaUp,
  connectedAt: state.connectedAt,
  endedAt: state.endedAt,
});

export const PHASE_TEXT: Readonly<Record<CallPhase, MessageKey>> = {
  idle: 'calls.phase.ended',
  connecting: 'calls.phase.connecting',
  awaiting: 'calls.phase.awaiting',
  incoming: 'calls.phase.incoming',
  connected: 'calls.phase.connected',
  declined: 'calls.phase.declined',
  canceled: 'calls.phase.canceled',
  ended: 'calls.phase.ended',
};

/** Every SPEC §4 status code has its message (SPEC §8 wording where it names one). */
export const STATUS_TEXT: Readonly<Record<number, MessageKey>> = {
  [CallStatus.Trying]: 'calls.status.trying',
  [CallStatus.Offline]: 'calls.status.offline',
  [CallStatus.SelfTrying]: 'calls.status.selfTrying',
  [CallStatus.Ringing]: 'calls.status.ringing',
  [CallStatus.Ok]: 'calls.status.ok',
  [CallStatus.CameraBusy]: 'calls.status.cameraBusy',
  [CallStatus.Connected]: 'calls.status.connected',
  [CallStatus.NoVideoCredit]: 'calls.status.noVideoCredit',
  [CallStatus.Repeat]: 'calls.status.repeat',
  [CallStatus.NotFound]: 'calls.status.notFound',
  [CallStatus.MaxRequests]: 'calls.status.maxRequests',
  [CallStatus.Timeout]: 'calls.status.timeout',
  [CallStatus.MaxDuration]: 'calls.status.maxDuration',
  [CallStatus.Busy]: 'calls.status.busy',
  [CallStatus.Cancel]: 'calls.status.cancel',
  [CallStatus.ServerError]: 'calls.status.serverError',
  [CallStatus.NoStream]: 'calls.status.noStream',
  [CallStatus.NoSession]: 'calls.status.noSession',
  [CallStatus.Decline]: 'calls.status.decline',
  [CallStatus.NotAcceptable]: 'calls.status.notAcceptable',
  [CallStatus.LocalStreamFailed]: 'calls.status.localStreamFailed',
};

/** SPEC §4 video status codes, in the video call's own words (video-calls catalogue). */
export const VIDEO_STATUS_TEXT: Readonly<Record<number, MessageKey>> = {
  [CallStatus.CameraBusy]: 'videoCalls.status.cameraBusy',
  [CallStatus.NoVideoCredit]: 'videoCalls.status.noVideoCredit',
  [CallStatus.MaxDuration]: 'videoCalls.status.maxDuration',
  [CallStatus.LocalStreamFailed]: 'videoCalls.status.localStreamFailed',
  [CallStatus.NotAcceptable]: 'videoCalls.status.notAcceptable',
  [CallStatus.MaxRequests]: 'videoCalls.status.maxRequests',
};

/** The status line under the phase: why it ended, or how far it got. */
export function statusText(view: CallView): MessageKey | null {
  if (view.failure === 'no-camera') return 'videoCalls.camera.failed';
  if (view.media === 'video' && view.status !== null) {
    const video = VIDEO_STATUS_TEXT[view.status];
    if (video) return video;
  }
  if (view.failure === 'no-microphone') return 'calls.mic.noMicrophone';
  if (view.failure === 'not-supported') return 'calls.mic.notSupported';
  if (view.status === null) return null;
  // SPEC §8 tells apart a callee already in another call (the platform refuses) from one that says busy.
  if (view.status === CallStatus.Busy && view.refused) return 'calls.status.inAnotherCall';
  return STATUS_TEXT[view.status] ?? 'calls.status.unknown';
}

/** mm:ss, or h:mm:ss from an hour on. */
export function formatCallTime(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** An 8-digit terminal ID (docs/protocol.md `to`). */
export const isTerminalId = (text: string): boolean => /^\d{8}$/.test(text.trim());

/** The resolution picker's label: its SPEC name and frame size, e.g. "360p (640×360)". */
export function resolutionLabel(resolution: VideoResolution): string {
  const { width, height } = VIDEO_RESOLUTIONS[resolution];
  return `${resolution} (${width}×${height})`;
}

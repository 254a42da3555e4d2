/**
 * The signalling state machine of one individual call (SPEC §4 call states and status codes,
 * docs/protocol.md "Individual calls"), pure: `stepCall(state, input) → { state, effects }`.
 * No peer connection, no socket, no clock of its own: the CallEngine runs the effects.
 */
import { CallStatus, DEFAULT_VIDEO_RESOLUTION, type CallFrame, type CallMedia, type CallSignal, type VideoResolution } from '../../protocol/index.ts';

/**
 * SPEC §4: connecting, awaiting response, connected, declined, canceled; plus idle (no call),
 * incoming (a call rings here) and ended (any other end, with its status).
 */
export type CallPhase = 'idle' | 'connecting' | 'awaiting' | 'incoming' | 'connected' | 'declined' | 'canceled' | 'ended';
export type CallDirection = 'outgoing' | 'incoming';

/**
 * Why the local media failed: SPEC §8 "no microphone or permission", "device not supported"; on a
 * video call the camera's failure is 'no-camera' (SPEC §4 800, local stream failed).
 */
export type CallMediaFailure = 'no-microphone' | 'no-camera' | 'not-supported' | 'peer';

export type CallState = {
  readonly phase: CallPhase;
  readonly callId: string | null;
  readonly direction: CallDirection;
  /** The other party's msId and display name (name as the platform sent it: text, never markup). */
  readonly peer: string;
  readonly peerName: string;
  readonly media: CallMedia;
  /** A video call's camera resolution (asked by the caller with the invite); null on a voice call. */
  readonly resolution: VideoResolution | null;
  /** The last SPEC §4 status of the call: 100, 180, 200, 202 on the way; the end status at the end. */
  readonly status: number | null;
  readonly startedAt: number | null;
  readonly connectedAt: number | null;
  readonly endedAt: number | null;
  readonly failure: CallMediaFailure | null;
  /** The platform refused the call (the invite's reply), rather than the other party ending it. */
  readonly refused: boolean;
  /** Whether the media path (ICE + DTLS) is up. */
  readonly mediaUp: boolean;
  /** Internal: a signal that carries the SDP is on its way; local candidates wait for its reply. */
  readonly holdLocal: boolean;
  readonly inviteSent: boolean;
  readonly peerStarted: boolean;
  readonly pendingLocal: readonly unknown[];
  readonly pendingRemote: readonly unknown[];
};

export type CallSignalArgs = { callId: string; signal: CallSignal; to?: string; media?: CallMedia; resolution?: VideoResolution; data?: unknown };

export type CallEffect =
  | { readonly kind: 'send'; readonly args: CallSignalArgs }
  /** Open the microphone (and camera at `video`) and a peer; hand it the remote signals listed (the offer, early candidates). */
  | {
      readonly kind: 'startPeer';
      readonly callId: string;
      readonly initiator: boolean;
      readonly remote: readonly unknown[];
      readonly video: VideoResolution | null;
      /** Environment monitoring: no microphone here, the peer only receives the terminal's audio. */
      readonly receiveOnly?: boolean;
    }
  | { readonly kind: 'signalPeer'; readonly callId: string; readonly data: unknown }
  | { readonly kind: 'stopPeer' };

export type CallInput =
  | { readonly type: 'place'; readonly callId: string; readonly to: string; readonly toName?: string; readonly media: CallMedia; readonly resolution?: VideoResolution; readonly self: string; readonly now: number }
  | { readonly type: 'answer'; readonly now: number }
  | { readonly type: 'decline'; readonly now: number }
  | { readonly type: 'cancel'; readonly now: number }
  /** The button under the dialog: cancel, decline or bye, whichever the phase calls for. */
  | { readonly type: 'hangup'; readonly now: number }
  | { readonly type: 'localSignal'; readonly callId: string; readonly data: unknown }
  /** The platform's answer to a callSignal we sent: its status, or the refusal code. */
  | { readonly type: 'reply'; readonly callId: string; readonly signal: CallSignal; readonly status: number; readonly refused: boolean; readonly now: number }
  | { readonly type: 'frame'; readonly frame: CallFrame; readonly now: number }
  | { readonly type: 'mediaUp'; readonly callId: string }
  | { readonly type: 'mediaFailed'; readonly callId: string; readonly failure: CallMediaFailure; readonly now: number }
  /** Forget an ended call (the dialog was closed). */
  | { readonly type: 'dismiss' };

export type CallStep = { readonly state: CallState; readonly effects: readonly CallEffect[] };

export const IDLE_CALL: CallState = {
  phase: 'idle',
  callId: null,
  direction: 'outgoing',
  peer: '',
  peerName: '',
  media: 'audio',
  resolution: null,
  status: null,
  startedAt: null,
  connectedAt: null,
  endedAt: null,
  failure: null,
  refused: false,
  mediaUp: false,
  holdLocal: false,
  inviteSent: false,
  peerStarted: false,
  pendingLocal: [],
  pendingRemote: [],
};

const FINAL: ReadonlySet<CallPhase> = new Set(['idle', 'declined', 'canceled', 'ended']);
/** No call under way: a new one may start, an invite rings. */
export const isCallOpen = (state: CallState): boolean => !FINAL.has(state.phase);

const stay = (state: CallState): CallStep => ({ state, effects: [] });

/** The phase a status ends the call in. */
export function endPhase(status: number): CallPhase {
  if (status === CallStatus.Decline) return 'declined';
  if (status === CallStatus.Cancel) return 'canceled';
  return 'ended';
}

function end(state: CallState, status: number, now: number, effects: CallEffect[] = [], failure: CallMediaFailure | null = state.failure): CallStep {
  return {
    state: { ...state, phase: endPhase(status), status, endedAt: now, failure, mediaUp: false, holdLocal: false, pendingLocal: [], pendingRemote: [] },
    effects: [...effects, ...(state.peerStarted ? [{ kind: 'stopPeer' } as const] : [])],
  };
}

const send = (args: CallSignalArgs): CallEffect => ({ kind: 'send', args });

export function stepCall(state: CallState, input: CallInput): CallStep {
  switch (input.type) {
    case 'place': {
      if (isCallOpen(state)) return stay(state);
      const base: CallState = {
        ...IDLE_CALL,
        phase: 'connecting',
        callId: input.callId,
        direction: 'outgoing',
        peer: input.to,
        peerName: input.toName ?? input.to,
        media: input.media,
        resolution: input.media === 'video' ? (input.resolution ?? DEFAULT_VIDEO_RESOLUTION) : null,
        startedAt: input.now,
      };
      // SPEC §8 "cannot call yourself": refused here, nothing goes out.
      if (input.to === input.self) return { state: { ...base, phase: 'ended', status: CallStatus.NotAcceptable, refused: true, endedAt: input.now }, effects: [] };
      return {
        state: { ...base, peerStarted: true },
        effects: [{ kind: 'startPeer', callId: input.callId, initiator: true, remote: [], video: base.resolution, ...(input.media === 'ambient' ? { receiveOnly: true } : {}) }],
      };
    }
    case 'answer': {
      if (state.phase !== 'incoming' || !state.callId) return stay(state);
      return {
        state: { ...state, phase: 'connecting', peerStarted: true, pendingRemote: [] },
        effects: [{ kind: 'startPeer', callId: state.callId, initiator: false, remote: state.pendingRemote, video: state.resolution }],
      };
    }
    case 'decline':
      if (state.phase !== 'incoming' || !state.callId) return stay(state);
      return end(state, CallStatus.Decline, input.now, [send({ callId: state.callId, signal: 'decline' })]);
    case 'cancel':
      if (state.direction !== 'outgoing' || !state.callId || (state.phase !== 'connecting' && state.phase !== 'awaiting')) return stay(state);
      // Before the invite went out there is nothing to cancel on the platform.
      return end(state, CallStatus.Cancel, input.now, state.inviteSent ? [send({ callId: state.callId, signal: 'cancel' })] : []);
    case 'hangup': {
      if (!state.callId || !isCallOpen(state)) return stay(state);
      if (state.phase === 'incoming') return stepCall(state, { type: 'decline', now: input.now });
      if (state.phase === 'connected') return end(state, CallStatus.Ok, input.now, [send({ callId: state.callId, signal: 'bye' })]);
      if (state.direction === 'outgoing') return stepCall(state, { type: 'cancel', now: input.now });
      // The callee answered but media is still connecting: the platform knows no ack yet, bye ends it.
      return end(state, CallStatus.Ok, input.now, [send({ callId: state.callId, signal: 'bye' })]);
    }
    case 'localSignal':
      return localSignal(state, input.callId, input.data);
    case 'reply':
      return reply(state, input);
    case 'frame':
      return frame(state, input.frame, input.now);
    case 'mediaUp':
      return input.callId === state.callId && isCallOpen(state) ? stay({ ...state, mediaUp: true }) : stay(state);
    case 'mediaFailed': {
      if (input.callId !== state.callId || !state.callId || !isCallOpen(state)) return stay(state);
      const status = input.failure === 'peer' ? CallStatus.NoStream : CallStatus.LocalStreamFailed;
      const callId = state.callId;
      let signal: CallSignal | null;
      if (state.phase === 'connected') signal = 'bye';
      else if (state.direction === 'outgoing') signal = state.inviteSent ? 'cancel' : null;
      else signal = 'decline';
      return end(state, status, input.now, signal ? [send({ callId, signal })] : [], input.failure);
    }
    case 'dismiss':
      return isCallOpen(state) ? stay(state) : stay(IDLE_CALL);
  }
}

/** simple-peer's first signal of the caller is the offer (it rides the invite), of the callee the answer. */
function localSignal(state: CallState, callId: string, data: unknown): CallStep {
  if (callId !== state.callId || !isCallOpen(state)) return stay(state);
  const isSdp = typeof data === 'object' && data !== null && typeof (data as { sdp?: unknown }).sdp === 'string';
  if (state.direction === 'outgoing' && !state.inviteSent) {
    if (!isSdp) return stay({ ...state, pendingLocal: [...state.pendingLocal, data] });
    return {
      state: { ...state, inviteSent: true, holdLocal: true },
      effects: [send({ callId, signal: 'invite', to: state.peer, media: state.media, ...(state.resolution ? { resolution: state.resolution } : {}), data })],
    };
  }
  if (state.direction === 'incoming' && isSdp && (data as { type?: unknown }).type === 'answer') {
    return { state: { ...state, holdLocal: true }, effects: [send({ callId, signal: 'answer', data })] };
  }
  if (state.holdLocal) return stay({ ...state, pendingLocal: [...state.pendingLocal, data] });
  return { state, effects: [send({ callId, signal: 'candidate', data })] };
}

function releaseLocal(state: CallState): CallStep {
  const callId = state.callId;
  if (!callId) return stay(state);
  return {
    state: { ...state, holdLocal: false, pendingLocal: [] },
    effects: state.pendingLocal.map((data) => send({ callId, signal: 'candidate', data })),
  };
}

function reply(state: CallState, input: Extract<CallInput, { type: 'reply' }>): CallStep {
  if (input.callId !== state.callId || !isCallOpen(state)) return stay(state);
  if (input.refused) {
    // A refused invite ends the call with the platform's code (101, 404, 406, 486, 606, ...).
    if (input.signal === 'invite' || input.signal === 'answer' || input.signal === 'ack') return end({ ...state, refused: true }, input.status, input.now);
    return stay(state);
  }
  if (input.signal === 'invite') {
    const released = releaseLocal({ ...state, phase: state.phase === 'connecting' ? 'awaiting' : state.phase, status: state.status ?? input.status });
    return released;
  }
  if (input.signal === 'answer') return releaseLocal(state);
  return stay(state);
}

function frame(state: CallState, incoming: CallFrame, now: number): CallStep {
  if (incoming.callId !== state.callId) {
    if (incoming.signal !== 'invite') return stay(state);
    // Environment monitoring is for terminals (the platform refuses it to a console): never ring for it.
    if (incoming.media === 'ambient') return { state, effects: [send({ callId: incoming.callId, signal: 'decline' })] };
    // The callee side: already in a call answers busy at once; otherwise it rings.
    if (isCallOpen(state)) return { state, effects: [send({ callId: incoming.callId, signal: 'busy' })] };
    return {
      state: {
        ...IDLE_CALL,
        phase: 'incoming',
        callId: incoming.callId,
        direction: 'incoming',
        peer: incoming.from,
        peerName: incoming.fromName,
        media: incoming.media,
        resolution: incoming.media === 'video' ? (incoming.resolution ?? DEFAULT_VIDEO_RESOLUTION) : null,
        status: CallStatus.Ringing,
        startedAt: now,
        pendingRemote: incoming.data === undefined ? [] : [incoming.data],
      },
      effects: [send({ callId: incoming.callId, signal: 'ringing' })],
    };
  }
  if (!isCallOpen(state)) return stay(state);
  const callId = incoming.callId;
  switch (incoming.signal) {
    case 'invite':
      return stay(state); // a repeat of our own call id: the platform refuses it anyway
    case 'ringing':
      return stay({ ...state, phase: state.direction === 'outgoing' && state.phase !== 'connected' ? 'awaiting' : state.phase, status: CallStatus.Ringing });
    case 'answer':
      if (state.direction !== 'outgoing') return stay(state);
      return {
        state: { ...state, phase: 'connected', status: CallStatus.Connected, connectedAt: now },
        effects: [
          ...(incoming.data === undefined ? [] : [{ kind: 'signalPeer', callId, data: incoming.data } as const]),
          send({ callId, signal: 'ack' }),
        ],
      };
    case 'ack':
      if (state.direction !== 'incoming') return stay(state);
      return stay({ ...state, phase: 'connected', status: CallStatus.Connected, connectedAt: now });
    case 'decline':
      return end(state, incoming.status ?? CallStatus.Decline, now);
    case 'busy':
      return end(state, incoming.status ?? CallStatus.Busy, now);
    case 'cancel':
      return end(state, incoming.status ?? CallStatus.Cancel, now);
    case 'bye':
    case 'bye_myself':
      return end(state, incoming.status ?? CallStatus.Ok, now);
    case 'candidate':
      if (incoming.data === undefined) return stay(state);
      if (state.peerStarted) return { state, effects: [{ kind: 'signalPeer', callId, data: incoming.data }] };
      return stay({ ...state, pendingRemote: [...state.pendingRemote, incoming.data] });
    case 'resolution':
      return stay(state);
  }
}

/** SPEC §4 status codes by name, for the messages of the call dialog. */
export const CALL_STATUS_NAMES: Readonly<Record<number, string>> = Object.fromEntries(
  Object.entries(CallStatus).map(([name, code]) => [code, name]),
);

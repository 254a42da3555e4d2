import { AMBIENT_FORBIDDEN, CallHandOverRefusal, CallLimits, HandOverRefusal, handOverTargetRefusal, CallStatus, callSetOf, isDisabled, LogType, MONITOR_ALREADY, MONITOR_MAX_REACHED, MonitorLimits, TerminalType, VideoCallLimits, type CallFrame, type CallMedia, type CallSignal, type OpenCall, type PlatformEvent, type VideoResolution } from '../../../protocol/index.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';

/**
 * Call signalling rules (docs/protocol.md, "Individual calls"), pure: the state and one signal in;
 * the reply, the events to append and the frames to relay out.
 */

export type CallEvent = Extract<PlatformEvent, { type: `call.${string}` }>;
export type Relay = { readonly to: string; readonly frame: CallFrame };
export type CallDecision = { readonly code: string; readonly status: number; readonly events: CallEvent[]; readonly relays: Relay[] };
export type SignalInput = { callId: string; signal: CallSignal; to?: string; media?: CallMedia; resolution?: VideoResolution; data?: unknown };

/** The platform's video call limits (SPEC: a concurrent video call maximum; a maximum duration). */
export type VideoLimits = { readonly maxConcurrent: number; readonly maxDurationS: number };
export const DEFAULT_VIDEO_LIMITS: VideoLimits = { maxConcurrent: VideoCallLimits.maxConcurrent, maxDurationS: VideoCallLimits.maxDurationS };

/** Video calls open on the platform now, ringing or connected. */
export const openVideoCalls = (state: PlatformState): number => [...state.calls.values()].filter((call) => call.media === 'video').length;

/** SPEC §4: a voice call's start is 2, a video call's 128; environment monitoring (ambient) starts 108. */
function callStartedLogType(media: CallMedia) {
  if (media === 'ambient') return LogType.MonitorStart;
  return media === 'video' ? LogType.VideoCall : LogType.VoiceCallStarted;
}
/** SPEC §4: a call's end is 3; environment monitoring's 109. */
const callEndedLogType = (media: CallMedia) => (media === 'ambient' ? LogType.MonitorStop : LogType.CallEnded);

const refuse = (status: number): CallDecision => ({ code: String(status), status, events: [], relays: [] });

const nameOf = (state: PlatformState, msId: string): string => state.terminals.get(msId)?.msName ?? msId;

function frame(state: PlatformState, call: OpenCall, from: string, signal: CallFrame['signal'], status?: number, data?: unknown, resolution?: VideoResolution): CallFrame {
  return {
    type: 'call',
    callId: call.callId,
    signal,
    from,
    fromName: nameOf(state, from),
    media: call.media,
    ...(status === undefined ? {} : { status }),
    ...(resolution === undefined ? {} : { resolution }),
    ...(data === undefined ? {} : { data }),
  };
}

export const openCallsOf = (state: PlatformState, msId: string): OpenCall[] =>
  [...state.calls.values()].filter((call) => call.caller === msId || call.callee === msId);

function ended(call: OpenCall, status: number, now: number): CallEvent {
  const talkMs = call.state === 'connected' ? Math.max(0, Math.round(now - call.since)) : 0;
  return { type: 'call.ended', callId: call.callId, caller: call.caller, callee: call.callee, media: call.media, status, talkMs, logType: callEndedLogType(call.media) };
}

export function decideSignal(state: PlatformState, from: string, input: SignalInput, now: number, video: VideoLimits = DEFAULT_VIDEO_LIMITS): CallDecision {
  if (input.data !== undefined && JSON.stringify(input.data).length > CallLimits.maxDataBytes) return refuse(CallStatus.NotAcceptable);
  if (input.signal === 'invite') return decideInvite(state, from, input, video);
  const call = state.calls.get(input.callId);
  if (!call || (call.caller !== from && call.callee !== from)) return refuse(CallStatus.NoSession);
  const isCaller = call.caller === from;
  const other = isCaller ? call.callee : call.caller;
  const ok = (status: number, events: CallEvent[], signal: CallFrame['signal'], data?: unknown): CallDecision => ({
    code: '0',
    status,
    events,
    relays: [{ to: other, frame: frame(state, call, from, signal, status, data) }],
  });
  const inviting = call.state === 'inviting';
  switch (input.signal) {
    case 'ringing':
      return !isCaller && inviting ? ok(CallStatus.Ringing, [], 'ringing') : refuse(CallStatus.Repeat);
    case 'answer':
      return !isCaller && inviting ? ok(CallStatus.Ok, [], 'answer', input.data) : refuse(CallStatus.Repeat);
    case 'ack':
      if (!isCaller || !inviting) return refuse(CallStatus.Repeat);
      return ok(CallStatus.Connected, [{ type: 'call.connected', callId: call.callId, caller: call.caller, callee: call.callee, media: call.media, logType: callStartedLogType(call.media) }], 'ack');
    case 'decline':
      return !isCaller && inviting ? ok(CallStatus.Decline, [ended(call, CallStatus.Decline, now)], 'decline') : refuse(CallStatus.Repeat);
    case 'busy':
      return !isCaller && inviting ? ok(CallStatus.Busy, [ended(call, CallStatus.Busy, now)], 'busy') : refuse(CallStatus.Repeat);
    case 'cancel':
      return isCaller && inviting ? ok(CallStatus.Cancel, [ended(call, CallStatus.Cancel, now)], 'cancel') : refuse(CallStatus.Repeat);
    case 'bye':
      return ok(CallStatus.Ok, [ended(call, CallStatus.Ok, now)], 'bye');
    case 'candidate':
    case 'resolution':
      return ok(0, [], input.signal, input.data);
  }
}

function decideInvite(state: PlatformState, from: string, input: SignalInput, video: VideoLimits): CallDecision {
  const { callId, to } = input;
  if (!to) return refuse(CallStatus.NotFound);
  // Environment monitoring: only a dispatcher may listen in, whatever else holds.
  if (input.media === 'ambient' && state.terminals.get(from)?.type !== TerminalType.Dispatcher) return refuse(AMBIENT_FORBIDDEN);
  if (to === from) return refuse(CallStatus.NotAcceptable);
  if (state.calls.has(callId)) return refuse(CallStatus.Repeat);
  if (openCallsOf(state, from).length >= CallLimits.maxOpenPerAccount) return refuse(CallStatus.MaxRequests);
  // SPEC: a concurrent video call maximum applies platform-wide.
  if (input.media === 'video' && openVideoCalls(state) >= video.maxConcurrent) return refuse(CallStatus.MaxRequests);
  // Another organisation's terminal is not found, as a missing one is (voice, video, ambient alike).
  const callee = sameOrganisation(state, from, to) ? state.terminals.get(to) : undefined;
  if (!callee) return refuse(CallStatus.NotFound);
  if (callee.online !== 1) return refuse(CallStatus.Offline);
  // Remote control: a stunned or killed radio neither calls nor can be reached.
  const caller = state.terminals.get(from);
  if (caller && isDisabled(callSetOf(caller))) return refuse(CallStatus.NotAcceptable);
  if (isDisabled(callSetOf(callee))) return refuse(CallStatus.Offline);
  // Environment monitoring reaches terminals only: a console has no silent answer.
  if (input.media === 'ambient' && callee.type === TerminalType.Dispatcher) return refuse(CallStatus.NotAcceptable);
  if (input.media === 'ambient') {
    const monitored = [...state.calls.values()].filter((open) => open.media === 'ambient');
    // SPEC §5 monitor limits: per terminal, then per group (the group the terminal listens to).
    if (monitored.filter((open) => open.callee === to).length >= MonitorLimits.perTerminal) return refuse(MONITOR_ALREADY);
    const inGroup = monitored.filter((open) => state.terminals.get(open.callee)?.currentGroup === callee.currentGroup).length;
    if (inGroup >= MonitorLimits.perGroup) return refuse(MONITOR_MAX_REACHED);
  }
  const call: OpenCall = { callId, caller: from, callee: to, media: input.media ?? 'audio', state: 'inviting', since: 0 };
  const invited: CallEvent = { type: 'call.invited', callId, caller: from, callee: to, media: call.media };
  // A callee already in a call is busy: the attempt is logged and ends at once.
  if (openCallsOf(state, to).length > 0) return { code: String(CallStatus.Busy), status: CallStatus.Busy, events: [invited, ended(call, CallStatus.Busy, 0)], relays: [] };
  return { code: '0', status: CallStatus.Trying, events: [invited], relays: [{ to, frame: frame(state, call, from, 'invite', undefined, input.data, call.media === 'video' ? input.resolution : undefined) }] };
}

/**
 * Ours (several dispatchers at once): the dispatcher in a connected call with a terminal gives it to
 * another dispatcher. The call ends for both (bye 200) and call.handedOver tells the other console to
 * invite the terminal: a re-invite, the media do not move.
 */
export function decideHandOver(state: PlatformState, from: string, callId: string, to: string, now: number): CallDecision | { readonly code: string; readonly desc: string } {
  const call = state.calls.get(callId);
  if (!call || (call.caller !== from && call.callee !== from)) return { code: '404', desc: CallHandOverRefusal.Unknown };
  if (state.terminals.get(from)?.type !== TerminalType.Dispatcher) return { code: '403', desc: HandOverRefusal.NotHandler };
  if (call.state !== 'connected' || call.media === 'ambient') return { code: '409', desc: CallHandOverRefusal.NotConnected };
  const terminal = call.caller === from ? call.callee : call.caller;
  if (state.terminals.get(terminal)?.type === TerminalType.Dispatcher) return { code: '409', desc: CallHandOverRefusal.NoTerminal };
  // Another organisation's dispatcher is refused as an account that does not exist.
  const target = sameOrganisation(state, from, to) ? state.terminals.get(to) : undefined;
  const refusal = handOverTargetRefusal(from, to, target);
  if (refusal) return refusal;
  if (target!.online !== 1) return { code: '409', desc: CallHandOverRefusal.ToOffline };
  if (openCallsOf(state, to).length > 0) return { code: '486', desc: CallHandOverRefusal.ToBusy };
  const end = decidePlatformEnd(state, call, CallStatus.Ok, now);
  const handedOver: CallEvent = {
    type: 'call.handedOver',
    callId,
    terminal,
    terminalName: nameOf(state, terminal),
    from,
    fromName: nameOf(state, from),
    to,
    toName: target!.msName,
    media: call.media,
    logType: LogType.CallHandedOver,
  };
  return { ...end, events: [...end.events, handedOver] };
}

/** The platform ends a call on its own: ring time-out (408), a party offline (101), a restart (503). */
export function decidePlatformEnd(state: PlatformState, call: OpenCall, status: number, now: number, gone?: string): CallDecision {
  const relays: Relay[] = [call.caller, call.callee]
    .filter((party) => party !== gone)
    .map((party) => ({ to: party, frame: frame(state, call, party === call.caller ? call.callee : call.caller, 'bye', status) }));
  return { code: '0', status, events: [ended(call, status, now)], relays };
}

import { CallHandOverRefusal, HandOverRefusal, TerminalType, type OpenCall, type PlatformEvent, type Terminal } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/**
 * Several dispatchers at once: the calls between a terminal and a dispatcher that are under way, with
 * the dispatcher handling each (the one who answered it, or who placed it). Every console follows the
 * public call.* events, so each shows who handles a terminal's call, its own or another's.
 */
export type HandledCall = {
  readonly callId: string;
  readonly terminal: string;
  readonly terminalName: string;
  readonly handler: string;
  readonly handlerName: string;
  /** Ringing at the dispatcher, or answered. */
  readonly state: 'ringing' | 'connected';
};

type CallEvent = Extract<PlatformEvent, { type: 'call.invited' | 'call.connected' | 'call.ended' }>;
type Lookup = (msId: string) => Pick<Terminal, 'msName' | 'type'> | undefined;

const isCallEvent = (event: PlatformEvent): event is CallEvent => event.type === 'call.invited' || event.type === 'call.connected' || event.type === 'call.ended';

/** The calls after one event; the same map when the event changes nothing. */
export function nextHandledCalls(calls: ReadonlyMap<string, HandledCall>, event: PlatformEvent, lookup: Lookup): ReadonlyMap<string, HandledCall> {
  if (!isCallEvent(event)) return calls;
  if (event.type === 'call.ended') {
    if (!calls.has(event.callId)) return calls;
    const next = new Map(calls);
    next.delete(event.callId);
    return next;
  }
  // Environment monitoring is listening in, not a call someone handles.
  if (event.media === 'ambient') return calls;
  const isDispatcher = (msId: string) => lookup(msId)?.type === TerminalType.Dispatcher;
  // A terminal and a dispatcher: a call between two dispatchers or two radios has no handler.
  if (isDispatcher(event.caller) === isDispatcher(event.callee)) return calls;
  const [handler, terminal] = isDispatcher(event.caller) ? [event.caller, event.callee] : [event.callee, event.caller];
  const state = event.type === 'call.connected' ? 'connected' : 'ringing';
  if (calls.get(event.callId)?.state === state) return calls;
  const next = new Map(calls);
  next.set(event.callId, {
    callId: event.callId,
    terminal,
    terminalName: lookup(terminal)?.msName ?? terminal,
    handler,
    handlerName: lookup(handler)?.msName ?? handler,
    state,
  });
  return next;
}

/**
 * The calls a snapshot says are under way (a console that loads, reloads or resyncs mid-call): the
 * same rule as the events, so the handler shows at once and not only at the call's next event.
 */
export function handledCallsFromSnapshot(open: readonly OpenCall[] | undefined, lookup: Lookup): ReadonlyMap<string, HandledCall> {
  let calls: ReadonlyMap<string, HandledCall> = new Map();
  for (const { callId, caller, callee, media, state } of open ?? []) {
    const event: CallEvent = { type: state === 'connected' ? 'call.connected' : 'call.invited', callId, caller, callee, media };
    calls = nextHandledCalls(calls, event, lookup);
  }
  return calls;
}

const REFUSAL_KEY: Readonly<Record<string, MessageKey>> = {
  [HandOverRefusal.NotHandler]: 'calls.handOver.error.notHandler',
  [HandOverRefusal.ToSelf]: 'calls.handOver.error.toSelf',
  [HandOverRefusal.ToNotDispatcher]: 'calls.handOver.error.toNotDispatcher',
  [CallHandOverRefusal.Unknown]: 'calls.handOver.error.unknown',
  [CallHandOverRefusal.NotConnected]: 'calls.handOver.error.notConnected',
  [CallHandOverRefusal.NoTerminal]: 'calls.handOver.error.noTerminal',
  [CallHandOverRefusal.ToOffline]: 'calls.handOver.error.toOffline',
  [CallHandOverRefusal.ToBusy]: 'calls.handOver.error.toBusy',
};

/** A refusal of the call hand-over in the dispatcher's words. */
export const handOverFailureKey = (desc: string): MessageKey => REFUSAL_KEY[desc] ?? 'calls.handOver.error.failed';

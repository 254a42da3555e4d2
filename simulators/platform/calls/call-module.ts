import { platformModule } from '../platform-module.ts';
import { LogCategory, LogType } from '../../../protocol/index.ts';
import { aboutTerminal, text, type LogFields, type LogPayload } from '../logs/log-fields.ts';
import type { EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToCalls } from '../projection/call-reducer.ts';
import { CALL_COMMANDS } from './call-commands.ts';

const apply = (state: PlatformState, event: EventOf<'call.invited' | 'call.connected' | 'call.ended'>, { time }: { time: number }) => applyToCalls(state.calls, event, time);

/** Who called whom; a call that did not end normally (200) keeps its status code as remark: busy 486, declined 603, ... */
const callFields = (p: LogPayload, ended: boolean): LogFields => ({
  account: text(p.caller),
  msId: text(p.callee),
  subjectKind: 'terminal',
  subject: text(p.callee),
  remark: ended && p.status !== 200 ? String(p.status) : '',
  ...(p.media === 'video' ? { category: LogCategory.VideoCall } : {}),
});

const call = (event: { callId: string }) => `call:${event.callId}`;

/** Calls between a dispatcher and a terminal, voice or video. */
export const callModule = platformModule({
  name: 'calls',
  events: {
    'call.invited': { stream: call, apply },
    'call.connected': {
      stream: call,
      apply,
      log: { fields: (p) => callFields(p, false), olderType: (p) => (p.media === 'ambient' ? LogType.MonitorStart : p.media === 'video' ? LogType.VideoCall : LogType.VoiceCallStarted) },
    },
    'call.ended': { stream: call, apply, log: { fields: (p) => callFields(p, true), olderType: (p) => (p.media === 'ambient' ? LogType.MonitorStop : LogType.CallEnded) } },
    // The call.ended before it closed the call; the other dispatcher's invite opens the next one.
    // Several dispatchers (ours, 144): who gave the call with which terminal to whom.
    'call.handedOver': { stream: call, log: { fields: (p) => aboutTerminal(p.from, p.terminal, p.to) } },
  },
  commands: () => CALL_COMMANDS,
});

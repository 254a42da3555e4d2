import type { OpenCall, PlatformEvent } from '../../../protocol/index.ts';

type CallChange = Extract<PlatformEvent, { type: 'call.invited' | 'call.connected' | 'call.ended' }>;

/** Open calls by id: invited until connected, gone when ended. */
export function applyToCalls(calls: Map<string, OpenCall>, event: CallChange, time: number): void {
  const { callId, caller, callee, media } = event;
  switch (event.type) {
    case 'call.invited':
      calls.set(callId, { callId, caller, callee, media, state: 'inviting', since: time });
      return;
    case 'call.connected':
      if (calls.has(callId)) calls.set(callId, { callId, caller, callee, media, state: 'connected', since: time });
      return;
    case 'call.ended':
      calls.delete(callId);
      return;
  }
}

import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToCalls } from '../projection/call-reducer.ts';

const call = (event: { callId: string }) => `call:${event.callId}`;

/** Calls between a dispatcher and a terminal, voice or video. */
export const callModule = platformModule({
  name: 'calls',
  events: {
    ...handledAlike(['call.invited', 'call.connected', 'call.ended'], { stream: call, apply: (state, event, { time }) => applyToCalls(state.calls, event, time) }),
    // The call.ended before it closed the call; the other dispatcher's invite opens the next one.
    'call.handedOver': { stream: call },
  },
});

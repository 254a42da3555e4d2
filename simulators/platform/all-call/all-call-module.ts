import { handledAlike, platformModule } from '../platform-module.ts';
import { ALL_CALL_COMMANDS } from './all-call-commands.ts';

/** One-way calls to many groups. Their hold on each group is on its floors (oneWay); their media is AllCallService's. */
export const allCallModule = platformModule({
  name: 'all-call',
  events: handledAlike(['allCall.started', 'allCall.ended'], { stream: (event) => `allCall:${event.callId}` }),
  commands: () => ALL_CALL_COMMANDS,
});

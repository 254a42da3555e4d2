import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToSos } from '../projection/sos-reducer.ts';

/** Emergency alarms and their handling. */
export const sosModule = platformModule({
  name: 'sos',
  events: {
    'sos.raised': { stream: (event) => `sos:${event.alarm.id}`, apply: (state, event) => applyToSos(state.sos, event) },
    ...handledAlike(['sos.acknowledged', 'sos.closed', 'sos.marked', 'sos.handedOver'], { stream: (event) => `sos:${event.id}`, apply: (state, event) => applyToSos(state.sos, event) }),
  },
});

import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToFences } from '../projection/fence-reducer.ts';

const apply = (state: PlatformState, event: EventOf<Extract<EventType, `fence.${string}`>>) => applyToFences(state.fences, event);

/** Geo-fences, filed by fence; their alarms, filed by the terminal that crossed. */
export const fenceModule = platformModule({
  name: 'fences',
  events: {
    'fence.created': { stream: (event) => `fence:${event.fence.fenceid}`, apply },
    ...handledAlike(['fence.edited', 'fence.terminalsSet', 'fence.deleted'], { stream: (event) => `fence:${event.fenceid}`, apply }),
    'fence.alarmed': { stream: (event) => `fenceAlarm:${event.alarm.msId}`, apply },
    ...handledAlike(['fence.alarmAcknowledged', 'fence.alarmHandedOver', 'fence.alarmResolved'], { stream: (event) => `fenceAlarm:${event.msId}`, apply }),
  },
});

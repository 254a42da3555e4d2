import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToLoneWork } from './lone-work-book.ts';

type LoneWorkType = Extract<EventType, `loneWork.${string}`>;
const apply = (state: PlatformState, event: EventOf<LoneWorkType>) => applyToLoneWork(state.loneWork, event);

/** Lone-worker tasks, their check-ins and alarms, all filed under the task. */
export const loneWorkModule = platformModule({
  name: 'lone-worker',
  events: {
    ...handledAlike(['loneWork.added', 'loneWork.edited'], { stream: (event) => `loneWork:${event.work.id}`, apply }),
    ...handledAlike(['loneWork.removed', 'loneWork.started', 'loneWork.ended', 'loneWork.checkIn', 'loneWork.replied'], { stream: (event) => `loneWork:${event.id}`, apply }),
    'loneWork.alarmed': { stream: (event) => `loneWork:${event.alarm.workId}`, apply },
    ...handledAlike(['loneWork.alarmHandled', 'loneWork.alarmAcknowledged', 'loneWork.alarmHandedOver'], { stream: (event) => `loneWork:${event.workId}`, apply }),
  },
});

import { handledAlike, platformModule } from '../platform-module.ts';
import { aboutTerminal } from '../logs/log-fields.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToLoneWork } from './lone-work-book.ts';
import { LONE_WORK_ROUTES } from './lone-work-routes.ts';
import { LONE_WORK_COMMANDS } from './lone-work-commands.ts';

type LoneWorkType = Extract<EventType, `loneWork.${string}`>;
const byWork = (event: { workId: string }) => `loneWork:${event.workId}`;
const apply = (state: PlatformState, event: EventOf<LoneWorkType>) => applyToLoneWork(state.loneWork, event);

/** Lone-worker tasks, their check-ins and alarms, all filed under the task. */
export const loneWorkModule = platformModule({
  name: 'lone-worker',
  events: {
    ...handledAlike(['loneWork.added', 'loneWork.edited'], { stream: (event) => `loneWork:${event.work.id}`, apply }),
    ...handledAlike(['loneWork.removed', 'loneWork.started', 'loneWork.ended', 'loneWork.checkIn', 'loneWork.replied'], { stream: (event) => `loneWork:${event.id}`, apply }),
    'loneWork.alarmed': { stream: (event) => `loneWork:${event.alarm.workId}`, apply },
    'loneWork.alarmHandled': { stream: byWork, apply },
    // Several dispatchers (ours, 140/142): who acknowledged the alarm, or handed it to whom, as for a fence's.
    'loneWork.alarmAcknowledged': { stream: byWork, apply, log: { fields: (p) => aboutTerminal(p.by, p.msId) } },
    'loneWork.alarmHandedOver': { stream: byWork, apply, log: { fields: (p) => aboutTerminal(p.from, p.msId, p.to) } },
  },
  routes: () => LONE_WORK_ROUTES,
  commands: () => LONE_WORK_COMMANDS,
});

import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToJobs } from './job-book.ts';

const apply = (state: PlatformState, event: EventOf<Extract<EventType, `job.${string}`>>) => applyToJobs(state.jobs, event);

/** Job tickets and the common tasks they are made from. */
export const jobModule = platformModule({
  name: 'job-tickets',
  events: {
    'job.created': { stream: (event) => `job:${event.job.id}`, apply },
    ...handledAlike(['job.answered', 'job.deleted', 'job.handedOver'], { stream: (event) => `job:${event.id}`, apply }),
    'job.commonTaskAdded': { stream: (event) => `jobTask:${event.commonTask.id}`, apply },
    'job.commonTaskRemoved': { stream: (event) => `jobTask:${event.id}`, apply },
  },
});

import { handledAlike, platformModule } from '../platform-module.ts';
import { text } from '../logs/log-fields.ts';
import type { EventType, EventOf } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToJobs } from './job-book.ts';
import { JOB_ROUTES } from './job-routes.ts';
import { JOB_COMMANDS } from './job-commands.ts';

const byId = (event: { id: string }) => `job:${event.id}`;
const apply = (state: PlatformState, event: EventOf<Extract<EventType, `job.${string}`>>) => applyToJobs(state.jobs, event);

/** Job tickets and the common tasks they are made from. */
export const jobModule = platformModule({
  name: 'job-tickets',
  events: {
    'job.created': { stream: (event) => `job:${event.job.id}`, apply },
    ...handledAlike(['job.answered', 'job.deleted'], { stream: byId, apply }),
    // Several dispatchers (ours, 143): who gave which job to whom (the new handler as remark, like 142).
    'job.handedOver': { stream: byId, apply, log: { fields: (p) => ({ account: text(p.from), msId: '', subjectKind: 'text', subject: text(p.id), remark: text(p.to) }) } },
    'job.commonTaskAdded': { stream: (event) => `jobTask:${event.commonTask.id}`, apply },
    'job.commonTaskRemoved': { stream: (event) => `jobTask:${event.id}`, apply },
  },
  routes: () => JOB_ROUTES,
  commands: () => JOB_COMMANDS,
});

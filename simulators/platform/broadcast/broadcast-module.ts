import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventOf, EventType } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToBroadcast } from './broadcast-book.ts';
import { BROADCAST_TEST_ROUTES } from './broadcast-test-routes.ts';

const apply = (state: PlatformState, event: EventOf<Extract<EventType, `bcast.${string}`> | 'test.broadcastAccessSet'>, { time }: { time: number }) => applyToBroadcast(state.broadcast, event, time);

/** The broadcast system: organisations, casters, devices, files, tasks, plans and live sessions. */
export const broadcastModule = platformModule({
  name: 'broadcast',
  events: {
    'bcast.orgSaved': { stream: (event) => `bcast:${event.org.id}`, apply },
    'bcast.casterSaved': { stream: (event) => `bcast:${event.caster.id}`, apply },
    'bcast.deviceSaved': { stream: (event) => `bcast:${event.device.id}`, apply },
    'bcast.fileAdded': { stream: (event) => `bcast:${event.file.id}`, apply },
    'bcast.taskSaved': { stream: (event) => `bcast:${event.task.id}`, apply },
    'bcast.planSaved': { stream: (event) => `bcast:${event.plan.id}`, apply },
    'bcast.realTimeSaved': { stream: (event) => `bcast:${event.realTime.id}`, apply },
    ...handledAlike(['bcast.orgRemoved', 'bcast.deviceRemoved', 'bcast.fileRemoved', 'bcast.taskRemoved'], { stream: (event) => `bcast:${event.id}`, apply }),
    ...handledAlike(['bcast.sessionOpened', 'bcast.sessionsClosed'], { stream: (event) => `bcastSession:${event.msId}`, apply }),
    'test.broadcastAccessSet': { stream: () => 'test', apply },
  },
  testRoutes: () => BROADCAST_TEST_ROUTES,
});

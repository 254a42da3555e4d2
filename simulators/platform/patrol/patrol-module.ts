import { handledAlike, platformModule } from '../platform-module.ts';
import type { EventOf, EventType } from '../projection/event-handling.ts';
import type { PlatformState } from '../projection/state.ts';
import { applyToPatrol } from './patrol-book.ts';
import { PATROL_TEST_ROUTES } from './patrol-test-routes.ts';

const apply = (state: PlatformState, event: EventOf<Extract<EventType, `patrol.${string}`>>) => applyToPatrol(state.patrol, event);

/** Patrol points, routes, plans, their users and punches. */
export const patrolModule = platformModule({
  name: 'patrol',
  events: {
    ...handledAlike(['patrol.pointAdded', 'patrol.pointEdited'], { stream: (event) => `patrolPoint:${event.point.id}`, apply }),
    ...handledAlike(['patrol.pointsDeleted', 'patrol.plansDeleted'], { stream: (event) => `patrol:${event.ids[0]}`, apply }),
    'patrol.routeAdded': { stream: (event) => `patrolRoute:${event.route.id}`, apply },
    'patrol.planAdded': { stream: (event) => `patrolPlan:${event.plan.id}`, apply },
    'patrol.userAdded': { stream: (event) => `patrolUser:${event.user.id}`, apply },
    'patrol.punched': { stream: (event) => `patrolPunch:${event.punch.msId}`, apply },
  },
  testRoutes: () => PATROL_TEST_ROUTES,
});

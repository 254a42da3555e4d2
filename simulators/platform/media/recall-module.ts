import { platformModule } from '../platform-module.ts';
import { RECALL_ROUTES, recallTestRoutes } from './recall-routes.ts';

/** Recorded transmissions: their list and, for tests, a seeded one. */
export const recallModule = platformModule({
  name: 'recall',
  events: {},
  routes: () => RECALL_ROUTES,
  testRoutes: (host) => recallTestRoutes(host.recordingsDir),
});

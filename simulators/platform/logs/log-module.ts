import { platformModule } from '../platform-module.ts';
import { LOG_ROUTES } from './log-routes.ts';

/** The operation log's queries (its rows are written by each event's module, log-fields.ts). */
export const logModule = platformModule({
  name: 'logs',
  events: {},
  routes: () => LOG_ROUTES,
});

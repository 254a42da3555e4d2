import { platformModule } from '../platform-module.ts';
import { REPORT_ROUTES } from './report-routes.ts';

/** Statistical reports over the log. */
export const reportModule = platformModule({
  name: 'reports',
  events: {},
  routes: () => REPORT_ROUTES,
});

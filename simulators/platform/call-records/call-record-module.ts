import { platformModule } from '../platform-module.ts';
import { CALL_RECORD_ROUTES } from './call-record-routes.ts';

/** Call records, read from the calls' and floors' events (call-record-index.ts). */
export const callRecordModule = platformModule({
  name: 'call-records',
  events: {},
  routes: () => CALL_RECORD_ROUTES,
});

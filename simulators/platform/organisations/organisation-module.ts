import { platformModule } from '../platform-module.ts';
import { ORGANISATION_TEST_ROUTES } from './organisation-test-routes.ts';

/** Organisations side by side: for tests, one of its own (its events are the network module's). */
export const organisationModule = platformModule({
  name: 'organisations',
  events: {},
  testRoutes: () => ORGANISATION_TEST_ROUTES,
});

import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToSchool } from './school-book.ts';
import { SCHOOL_ROUTES, SCHOOL_TEST_ROUTES } from './school-routes.ts';
import { SCHOOL_COMMANDS } from './school-commands.ts';

/** School buses: students, cars and punches, in one stream. */
export const schoolModule = platformModule({
  name: 'school',
  events: handledAlike(['school.studentSaved', 'school.studentRemoved', 'school.punched', 'school.carSaved', 'school.carRemoved'], {
    stream: () => 'school',
    apply: (state, event) => applyToSchool(state.school, event),
  }),
  routes: () => SCHOOL_ROUTES,
  testRoutes: () => SCHOOL_TEST_ROUTES,
  commands: () => SCHOOL_COMMANDS,
});

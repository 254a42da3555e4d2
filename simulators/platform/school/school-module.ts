import { handledAlike, platformModule } from '../platform-module.ts';
import { applyToSchool } from './school-book.ts';

/** School buses: students, cars and punches, in one stream. */
export const schoolModule = platformModule({
  name: 'school',
  events: handledAlike(['school.studentSaved', 'school.studentRemoved', 'school.punched', 'school.carSaved', 'school.carRemoved'], {
    stream: () => 'school',
    apply: (state, event) => applyToSchool(state.school, event),
  }),
});

import { platformModule } from '../platform-module.ts';
import { nested, text } from '../logs/log-fields.ts';
import { applyToIncidents } from './incident-book.ts';
import { INCIDENT_ROUTES } from './incident-routes.ts';

/** Incidents and their timelines. */
export const incidentModule = platformModule({
  name: 'incidents',
  events: {
    'incident.saved': {
      stream: (event) => `incident:${event.incident.id}`,
      apply: (state, event) => applyToIncidents(state.incidents, event),
      // Ours, 145: who saved which terminal's or group's timeline; the incident's id as remark.
      log: {
        fields: (p) => {
          const incident = nested(p.incident);
          const subject = nested(incident.subject);
          const terminal = subject.kind === 'terminal';
          return { account: text(incident.createdBy), msId: terminal ? text(subject.id) : '', subjectKind: terminal ? 'terminal' : 'group', subject: text(subject.id), remark: `#${text(incident.id)}` };
        },
      },
    },
  },
  routes: () => INCIDENT_ROUTES,
});

import { platformModule } from '../platform-module.ts';
import { applyToIncidents } from './incident-book.ts';

/** Incidents and their timelines. */
export const incidentModule = platformModule({
  name: 'incidents',
  events: { 'incident.saved': { stream: (event) => `incident:${event.incident.id}`, apply: (state, event) => applyToIncidents(state.incidents, event) } },
});

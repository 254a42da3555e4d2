/**
 * Job ticketing (SPEC §2 /job-ticketings/job-ticketing, §3 job ticket and its execution states). The
 * session imports the socket binding; the page loads on first visit.
 */
import { lazy } from 'react';

export { bindJobTickets } from './bindJobTickets.ts';
export type { JobDs } from './model/jobDs.ts';
export const JobTicketingPage = lazy(() => import('./JobTicketingPage.tsx').then((module) => ({ default: module.JobTicketingPage })));
export { JobsMapLayer } from './lazyParts.tsx';
export { JobTicketLink, JOB_TICKETING_PATH } from './components/JobTicketLink.tsx';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';

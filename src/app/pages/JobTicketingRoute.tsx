import { JobTicketingPage } from '../../features/job-ticketing/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Job ticketing wired to the session's /ds client (live states come through the session's socket). */
export function JobTicketingRoute() {
  return <JobTicketingPage ds={useSession().ds} />;
}

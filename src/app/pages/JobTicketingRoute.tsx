import { useSearchParams } from 'react-router-dom';
import { JobTicketingPage } from '../../features/job-ticketing/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Job ticketing wired to the session's /ds client; ?assignee= (a terminal's operations) opens a new job for it. */
export function JobTicketingRoute() {
  const [search] = useSearchParams();
  return <JobTicketingPage ds={useSession().ds} assignee={search.get('assignee')} />;
}

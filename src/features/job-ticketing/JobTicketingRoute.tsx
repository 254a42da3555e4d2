import { useSearchParams } from 'react-router-dom';
import { useConsole } from '../../manifest/index.ts';
import { JobTicketingPage } from './index.ts';

/** Job ticketing wired to the session's /ds client; ?assignee= (a terminal's operations) opens a new job for it. */
export function JobTicketingRoute() {
  const [search] = useSearchParams();
  return <JobTicketingPage ds={useConsole().ds} assignee={search.get('assignee')} />;
}

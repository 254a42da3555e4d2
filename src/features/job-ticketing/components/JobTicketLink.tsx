import { Link } from 'react-aria-components';
import { useT } from '../../../ui/index.ts';

/** The page's path; `?assignee=` opens a new job for that terminal. */
export const JOB_TICKETING_PATH = '/job-ticketings/job-ticketing';

/** SPEC §2 terminal operations "job ticketing": a new job for this terminal, on the job ticketing page. */
export function JobTicketLink({ msId }: { msId: string }) {
  const t = useT();
  return (
    <Link href={`${JOB_TICKETING_PATH}?assignee=${encodeURIComponent(msId)}`} className="ui-button ui-button--secondary" data-testid="terminal-job-ticket">
      {t('jobs.forTerminal')}
    </Link>
  );
}

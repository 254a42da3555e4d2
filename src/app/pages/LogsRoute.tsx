import { LogsPage } from '../../features/logs/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The logs wired to the session's /ds client. */
export function LogsRoute() {
  return <LogsPage ds={useSession().ds} />;
}

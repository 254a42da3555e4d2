import { ReportsPage } from '../../features/reports/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The reports wired to the session's /ds client. */
export function ReportsRoute() {
  return <ReportsPage ds={useSession().ds} />;
}

import { useConsole } from '../../manifest/index.ts';
import { ReportsPage } from './index.ts';

/** The reports wired to the session's /ds client. */
export function ReportsRoute() {
  return <ReportsPage ds={useConsole().ds} />;
}

import { useConsole } from '../../manifest/index.ts';
import { LogsPage } from './index.ts';

/** The logs wired to the session's /ds client. */
export function LogsRoute() {
  return <LogsPage ds={useConsole().ds} />;
}

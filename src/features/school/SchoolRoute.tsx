import { useConsole } from '../../manifest/index.ts';
import { SchoolPage } from './index.ts';

/** School wired to the session's /ds client. */
export function SchoolRoute() {
  return <SchoolPage ds={useConsole().ds} />;
}

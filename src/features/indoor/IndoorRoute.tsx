import { useConsole } from '../../manifest/index.ts';
import { IndoorPage } from './index.ts';

/** Indoor positioning wired to the session's /ds client. */
export function IndoorRoute() {
  return <IndoorPage ds={useConsole().ds} />;
}

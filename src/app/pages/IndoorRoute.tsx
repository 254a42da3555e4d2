import { IndoorPage } from '../../features/indoor/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Indoor positioning wired to the session's /ds client. */
export function IndoorRoute() {
  return <IndoorPage ds={useSession().ds} />;
}

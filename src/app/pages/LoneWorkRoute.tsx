import { LoneWorkPage } from '../../features/lone-worker/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Lone worker wired to the session's /ds client. */
export function LoneWorkRoute() {
  return <LoneWorkPage ds={useSession().ds} />;
}

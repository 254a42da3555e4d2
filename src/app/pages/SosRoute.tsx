import { SosPage } from '../../features/sos/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** SOS management wired to the session's /ds client. */
export function SosRoute() {
  return <SosPage ds={useSession().ds} />;
}

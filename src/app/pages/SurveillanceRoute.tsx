import { SurveillancePage } from '../../features/surveillance/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Video surveillance wired to the session's /ds client. */
export function SurveillanceRoute() {
  return <SurveillancePage ds={useSession().ds} />;
}

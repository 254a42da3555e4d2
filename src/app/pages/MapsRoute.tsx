import { MapMonitoringPage } from '../../features/maps/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Map monitoring wired to the session's /ds client (the road net comes from the platform). */
export function MapsRoute() {
  const session = useSession();
  return <MapMonitoringPage ds={session.ds} />;
}

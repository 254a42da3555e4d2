import { useSearchParams } from 'react-router-dom';
import { MapMonitoringPage } from '../../features/maps/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Map monitoring wired to the session's /ds client (the road net comes from the platform). */
export function MapsRoute() {
  const session = useSession();
  return <MapMonitoringPage ds={session.ds} />;
}

/** A follow window: the terminal to keep centred comes as ?msId= (the opener names it). */
export function MapFollowRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  return <MapMonitoringPage ds={session.ds} follow={search.get('msId')} />;
}

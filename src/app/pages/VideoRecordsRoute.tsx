import { VideoRecordsPage } from '../../features/video-records/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Video records wired to the session's /ds client. */
export function VideoRecordsRoute() {
  return <VideoRecordsPage ds={useSession().ds} />;
}

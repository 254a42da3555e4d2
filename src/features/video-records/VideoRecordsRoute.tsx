import { useConsole } from '../../manifest/index.ts';
import { VideoRecordsPage } from './index.ts';

/** Video records wired to the session's /ds client. */
export function VideoRecordsRoute() {
  return <VideoRecordsPage ds={useConsole().ds} />;
}

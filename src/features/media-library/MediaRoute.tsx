import { useConsole } from '../../manifest/index.ts';
import { MediaLibraryPage } from './index.ts';

/** The media library wired to the session's /ds client. */
export function MediaRoute() {
  return <MediaLibraryPage ds={useConsole().ds} />;
}

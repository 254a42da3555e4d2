import { MediaLibraryPage } from '../../features/media-library/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The media library wired to the session's /ds client. */
export function MediaRoute() {
  return <MediaLibraryPage ds={useSession().ds} />;
}

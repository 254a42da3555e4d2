import { SchoolPage } from '../../features/school/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** School wired to the session's /ds client. */
export function SchoolRoute() {
  return <SchoolPage ds={useSession().ds} />;
}

import { useLocation } from 'react-router-dom';
import { PatrolClient } from '../../../protocol/index.ts';
import { PatrolPage, patrolScreenOf } from '../../features/patrol/index.ts';
import type { SessionController } from '../session/sessionController.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** One patrol client per session: its token outlives a visit to the screens; 1011 logs in again with the stored credentials. */
const clients = new WeakMap<SessionController, PatrolClient>();
function patrolClientOf(session: SessionController): PatrolClient {
  let client = clients.get(session);
  if (!client) {
    client = new PatrolClient({ credentials: () => session.storedCredentials() });
    clients.set(session, client);
  }
  return client;
}

/** The patrol screens (SPEC §2 /patrols) wired to the session's patrol client. */
export function PatrolRoute() {
  const session = useSession();
  return <PatrolPage api={patrolClientOf(session)} screen={patrolScreenOf(useLocation().pathname)} />;
}

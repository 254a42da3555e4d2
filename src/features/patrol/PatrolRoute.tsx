import { useLocation } from 'react-router-dom';
import { PatrolClient } from '../../../protocol/index.ts';
import { useConsole, type ConsoleServices } from '../../manifest/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { PatrolPage, patrolScreenOf } from './index.ts';

/**
 * One patrol client per signed-in account: its token outlives a visit to the screens, a different
 * account gets a client (and a patrol token) of its own; 1011 logs in again with the stored credentials.
 */
const clients = new WeakMap<ConsoleServices, { readonly account: string; readonly client: PatrolClient }>();
function patrolClientOf(session: ConsoleServices, account: string): PatrolClient {
  const cached = clients.get(session);
  if (cached?.account === account) return cached.client;
  const client = new PatrolClient({ credentials: () => session.storedCredentials() });
  clients.set(session, { account, client });
  return client;
}

/** The patrol screens (SPEC §2 /patrols) wired to the session's patrol client. */
export function PatrolRoute() {
  const session = useConsole();
  const account = useAtomValue(userAtom)?.msId ?? '';
  return <PatrolPage api={patrolClientOf(session, account)} screen={patrolScreenOf(useLocation().pathname)} />;
}

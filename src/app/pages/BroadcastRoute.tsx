import { useCallback } from 'react';
import { BroadcastPage } from '../../features/broadcast/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { storedValues } from '../../state/storage.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** The broadcast screens wired to the session: its account, its credentials entry and browser storage. */
export function BroadcastRoute() {
  const session = useSession();
  const user = useAtomValue(userAtom);
  const storedCredentials = useCallback(() => session.storedCredentials(), [session]);
  if (!user) return null;
  return <BroadcastPage account={user.msId} storedCredentials={storedCredentials} values={storedValues} />;
}

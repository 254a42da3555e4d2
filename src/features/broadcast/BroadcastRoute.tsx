import { useCallback } from 'react';
import { useConsole } from '../../manifest/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { storedValues } from '../../state/storage.ts';
import { BroadcastPage } from './index.ts';

/** The broadcast screens wired to the session: its account, its credentials entry and browser storage. */
export function BroadcastRoute() {
  const session = useConsole();
  const user = useAtomValue(userAtom);
  const storedCredentials = useCallback(() => session.storedCredentials(), [session]);
  if (!user) return null;
  return <BroadcastPage account={user.msId} storedCredentials={storedCredentials} values={storedValues} />;
}

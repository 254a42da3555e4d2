import { useCallback } from 'react';
import { HomePage, SendCommandProvider, type SendCommand } from '../../features/home/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/**
 * The voice dispatcher screen wired to the session's socket for floor control and group switches
 * (calls are bound once for every screen, in MainLayout).
 */
export function HomeRoute() {
  const session = useSession();
  const send = useCallback<SendCommand>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return (
    <SendCommandProvider value={send}>
      <HomePage send={send} />
    </SendCommandProvider>
  );
}

import { useCallback } from 'react';
import { MessagesPage, type MessagesSend } from '../../features/messages/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Messages and SMS wired to the session's /ds client and socket commands. */
export function MessagesRoute() {
  const session = useSession();
  const send = useCallback<MessagesSend>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return <MessagesPage ds={session.ds} send={send} />;
}

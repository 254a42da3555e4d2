import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MessagesPage, type MessagesSend } from '../../features/messages/index.ts';
import { useSession } from '../session/SessionProvider.tsx';

/** Messages and SMS wired to the session's /ds client and socket commands; ?sms= opens an SMS to that terminal. */
export function MessagesRoute() {
  const session = useSession();
  const [search] = useSearchParams();
  const send = useCallback<MessagesSend>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return <MessagesPage ds={session.ds} send={send} smsTo={search.get('sms')} />;
}

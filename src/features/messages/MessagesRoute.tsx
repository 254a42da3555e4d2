import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useConsole } from '../../manifest/index.ts';
import { MessagesPage, type MessagesSend } from './index.ts';

/** Messages and SMS wired to the session's /ds client and socket commands; ?sms= opens an SMS to that terminal. */
export function MessagesRoute() {
  const session = useConsole();
  const [search] = useSearchParams();
  const send = useCallback<MessagesSend>((name, args, timeoutMs) => session.command(name, args, timeoutMs), [session]);
  return <MessagesPage ds={session.ds} send={send} smsTo={search.get('sms')} />;
}

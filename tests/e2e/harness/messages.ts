import type { Page } from '@playwright/test';
import type { SocketClient } from '../../../protocol/index.ts';
import { inboxFor, type MessageInbox, type ReplyMode } from '../../../simulators/terminals/message-inbox.ts';
import type { PlatformApi } from './platformApi.ts';
import { connectTerminal } from './terminal.ts';
import { pickTerminal } from './terminalSearch.ts';

export type MessagingTerminal = { readonly client: SocketClient; readonly inbox: MessageInbox; close(): void };

/**
 * A radio that opens the messages it gets with the secret keys of /ds/key/list, as the simulated
 * fleet's terminals do, and answers messages and SMS per `reply` (simulators/terminals/message-inbox.ts).
 */
export async function messagingTerminal(api: PlatformApi, account: string, reply: ReplyMode, password = '123456'): Promise<MessagingTerminal> {
  const token = await api.token(account, password);
  const client = await connectTerminal(api, account, password);
  const inbox = inboxFor(api.baseUrl, () => token, { msId: account, reply, command: (name, args, timeoutMs) => client.command(name, args, timeoutMs) });
  const subscription = inbox.follow(client.inbox$);
  return {
    client,
    inbox,
    close: () => {
      subscription.unsubscribe();
      client.close();
    },
  };
}

/** Opens a conversation through "New conversation". */
export const startConversation = (page: Page, msId: string): Promise<void> => pickTerminal(page, 'messages-new', msId);

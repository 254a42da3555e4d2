import { distinctUntilChanged, filter, skip, Subscription, type Observable } from 'rxjs';
import type { ChatMessage, ConnectionStatus, MessageFrame, SmsFrame } from '../../../protocol/index.ts';
import { terminalsAtom } from '../../state/eventLog.ts';
import { store } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { conversationAtom, incomingMessageAtom, messagesResyncAtom, openConversationAtom, recentMessagesAtom, recentStatusAtom, smsUpdatesAtom } from './model/atoms.ts';
import { clearConversation, loadRecent, openMessage, type MessagesDs } from './model/messagesClient.ts';
import { applyMessage, clearUnreads, mergeHistory } from './model/model.ts';

/**
 * Binds one socket client's messages and SMS to the atoms: reads the recent list (the socket does
 * not replay messages, so every connection starts from the platform's list), then folds each
 * message frame in. A message to the conversation open on a visible page is read at once (clear flag).
 */
export function bindMessages(inbox$: Observable<MessageFrame | SmsFrame>, ds: MessagesDs, status$?: Observable<ConnectionStatus>): Subscription {
  const subscriptions = new Subscription();
  let alive = true;
  store.set(recentStatusAtom, 'loading');
  // Frames that arrive while the list loads are folded in after it.
  const early: ChatMessage[] = [];
  let loaded = false;
  loadRecent(ds).then(
    async (recent) => {
      if (!alive) return;
      store.set(recentMessagesAtom, recent);
      store.set(recentStatusAtom, 'ready');
      loaded = true;
      for (const message of early.splice(0)) await receive(message);
    },
    () => alive && store.set(recentStatusAtom, 'error'),
  );

  async function receive(message: ChatMessage): Promise<void> {
    const me = store.get(userAtom)?.msId;
    if (!me || !alive) return;
    const view = await openMessage(ds, message);
    if (!alive) return;
    const peer = message.sender === me ? message.mid : message.sender;
    const terminal = store.get(terminalsAtom).get(peer);
    store.set(recentMessagesAtom, (recent) => applyMessage(recent, view, me, terminal?.msName ?? (message.sender === me ? peer : message.senderName), terminal?.online === 1));
    const incoming = message.mid === me && message.sender !== me;
    if (store.get(openConversationAtom) === peer) {
      store.set(conversationAtom, (shown) => mergeHistory(shown, [view]));
      if (incoming && typeof document !== 'undefined' && document.visibilityState === 'visible') {
        store.set(recentMessagesAtom, (recent) => clearUnreads(recent, peer));
        clearConversation(ds, peer).catch(() => undefined);
      }
    }
    if (incoming) {
      store.set(incomingMessageAtom, ({ count }) => ({
        count: count + 1,
        message: { id: message.id, sender: message.sender, senderName: message.senderName, type: message.type, content: view.content, utctime: message.utctime },
      }));
    }
  }

  subscriptions.add(
    inbox$.subscribe((frame) => {
      if (frame.type === 'sms') {
        store.set(smsUpdatesAtom, (updates) => new Map(updates).set(frame.sms.id, frame.sms));
        return;
      }
      if (!loaded) early.push(frame.message);
      else void receive(frame.message);
    }),
  );
  // After each reconnection: read again what frames may have carried while the socket was down.
  if (status$) {
    subscriptions.add(
      status$
        .pipe(
          distinctUntilChanged(),
          filter((status) => status === 'online'),
          skip(1),
        )
        .subscribe(() => {
          loadRecent(ds).then(
            (recent) => alive && store.set(recentMessagesAtom, recent),
            () => undefined,
          );
          store.set(messagesResyncAtom, (count) => count + 1);
        }),
    );
  }
  subscriptions.add(() => {
    alive = false;
  });
  return subscriptions;
}

import { useState } from 'react';
import { MessageLimits } from '../../../../protocol/index.ts';
import { useAtomValue, useSetAtom } from '../../../state/jotai.ts';
import { Button, useAsyncEffect, useT } from '../../../ui/index.ts';
import { conversationAtom, messagesResyncAtom, recentMessagesAtom } from '../model/atoms.ts';
import { clearConversation, loadHistory, type MessagesDs } from '../model/messagesClient.ts';
import { clearUnreads, mergeHistory } from '../model/model.ts';
import { Composer, type SendMessage } from './Composer.tsx';
import { MessageBubble } from './MessageBubble.tsx';

const PAGE_SIZE = MessageLimits.defaultPageSize;

/** One conversation: its history page by page (newest first, earlier on request), and the composer. */
export function Conversation({ ds, me, peer, peerName, send }: { ds: MessagesDs; me: string; peer: string; peerName: string; send: SendMessage }) {
  const t = useT();
  const shown = useAtomValue(conversationAtom);
  const setShown = useSetAtom(conversationAtom);
  const setRecent = useSetAtom(recentMessagesAtom);
  const [pages, setPages] = useState({ loaded: 0, total: 0 });
  const [failed, setFailed] = useState(false);
  const resyncs = useAtomValue(messagesResyncAtom);

  useAsyncEffect(
    () => {
      setShown([]);
      setPages({ loaded: 0, total: 0 });
      const reading = loadHistory(ds, peer, 1, PAGE_SIZE);
      // Opening the conversation reads it: the clear flag resets its unreads (SPEC §4).
      setRecent((recent) => clearUnreads(recent, peer));
      clearConversation(ds, peer).catch(() => undefined);
      return reading;
    },
    ({ total, views }) => {
      setShown((already) => mergeHistory(already, views));
      setPages({ loaded: 1, total });
      setFailed(false);
    },
    () => setFailed(true),
    [ds, peer, setShown, setRecent],
  );

  // After a reconnection the newest page is read again and merged: nothing sent meanwhile is missed.
  useAsyncEffect(
    () => (resyncs === 0 ? undefined : loadHistory(ds, peer, 1, PAGE_SIZE)),
    ({ total, views }) => {
      setShown((already) => mergeHistory(already, views));
      setPages((loaded) => ({ loaded: Math.max(loaded.loaded, 1), total }));
    },
    () => setFailed(true),
    [ds, peer, resyncs, setShown],
  );

  async function loadEarlier() {
    try {
      const { total, views } = await loadHistory(ds, peer, pages.loaded + 1, PAGE_SIZE);
      setShown((already) => mergeHistory(already, views));
      setPages({ loaded: pages.loaded + 1, total });
    } catch {
      setFailed(true);
    }
  }

  return (
    <section className="messages__conversation" aria-label={t('messages.conversation', { name: peerName })} data-testid="messages-conversation">
      <h2 className="messages__conversation-title">{peerName}</h2>
      {pages.loaded * PAGE_SIZE < pages.total ? (
        <Button onPress={() => void loadEarlier()} data-testid="messages-earlier">
          {t('messages.earlier')}
        </Button>
      ) : null}
      {failed ? (
        <p className="messages__error" role="alert">
          {t('messages.error.load')}
        </p>
      ) : null}
      <ol className="messages__history" data-testid="messages-history">
        {shown.map((view) => (
          <MessageBubble key={view.message.id} view={view} mine={view.message.sender === me} />
        ))}
      </ol>
      <Composer
        ds={ds}
        peer={peer}
        send={async (args) => {
          await send(args);
        }}
      />
    </section>
  );
}

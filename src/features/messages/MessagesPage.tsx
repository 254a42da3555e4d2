import { useEffect, useState } from 'react';
import { SendMessageAnswerSchema, type CommandArgs } from '../../../protocol/index.ts';
import { terminalsAtom } from '../../state/eventLog.ts';
import { useAtomValue, useSetAtom, store } from '../../state/jotai.ts';
import { userAtom } from '../../state/session.ts';
import { useT } from '../../ui/index.ts';
import { conversationAtom, openConversationAtom, recentMessagesAtom, recentStatusAtom } from './model/atoms.ts';
import { Conversation } from './components/Conversation.tsx';
import { RecentList } from './components/RecentList.tsx';
import { SmsPanel } from './components/SmsPanel.tsx';
import { notDispatcher, TerminalPickField } from '../terminal-search/index.ts';
import { openMessage, type MessagesDs } from './model/messagesClient.ts';
import { applyMessage, mergeHistory } from './model/model.ts';
import './messages.css';

/** The socket commands this page uses, each with SPEC §5's 5 s time-out. */
export type MessagesSend = <N extends 'sendMessage' | 'sendSms'>(name: N, args: CommandArgs<N>, timeoutMs: number) => Promise<unknown>;

export const SEND_TIMEOUT_MS = 5_000;

/**
 * Messages (SPEC §2 /messages/message): the recent list, one conversation with its history, and
 * SMS to terminals (`smsTo`: a terminal's SMS operation opens the SMS tab with it chosen). Content
 * is sealed and opened here with the active secret key (WebCrypto).
 */
export function MessagesPage({ ds, send, smsTo = null }: { ds: MessagesDs; send: MessagesSend; smsTo?: string | null }) {
  const t = useT();
  const me = useAtomValue(userAtom)?.msId ?? '';
  const recent = useAtomValue(recentMessagesAtom);
  const status = useAtomValue(recentStatusAtom);
  const terminals = useAtomValue(terminalsAtom);
  const open = useAtomValue(openConversationAtom);
  const setOpen = useSetAtom(openConversationAtom);
  const [tab, setTab] = useState<'messages' | 'sms'>(smsTo ? 'sms' : 'messages');
  useEffect(() => () => setOpen(null), [setOpen]);

  const peerName = open ? (terminals.get(open)?.msName ?? recent.find((entry) => entry.sender === open)?.mName ?? open) : '';

  async function sendMessage(args: CommandArgs<'sendMessage'>) {
    const { message } = SendMessageAnswerSchema.parse(await send('sendMessage', args, SEND_TIMEOUT_MS));
    // Shown at once from the answer; the echo frame that follows is the same id and folds away.
    const view = await openMessage(ds, message);
    const terminal = store.get(terminalsAtom).get(message.mid);
    store.set(recentMessagesAtom, (list) => applyMessage(list, view, me, terminal?.msName ?? message.mid, terminal?.online === 1));
    if (store.get(openConversationAtom) === message.mid) store.set(conversationAtom, (shown) => mergeHistory(shown, [view]));
  }

  return (
    <section className="messages" data-testid="messages-page" aria-busy={status === 'loading'}>
      <header className="messages__header">
        <h1 className="messages__title">{t('messages.title')}</h1>
        <div role="tablist" className="messages__tabs" aria-label={t('messages.title')}>
          {(['messages', 'sms'] as const).map((name) => (
            <button key={name} type="button" role="tab" aria-selected={tab === name} className="messages__tab" data-testid={`messages-tab-${name}`} onClick={() => setTab(name)}>
              {t(name === 'messages' ? 'messages.tab.messages' : 'messages.tab.sms')}
            </button>
          ))}
        </div>
      </header>
      {tab === 'sms' ? (
        <SmsPanel ds={ds} send={(args) => send('sendSms', args, SEND_TIMEOUT_MS)} initialMsId={smsTo} />
      ) : (
        <div className="messages__body">
          <aside className="messages__side">
            <TerminalPickField
              label={t('messages.new')}
              accept={(terminal) => terminal.msId !== me && notDispatcher(terminal)}
              onPick={setOpen}
              testId="messages-new"
            />
            {status === 'error' ? (
              <p className="messages__error" role="alert">
                {t('messages.error.load')}
              </p>
            ) : null}
            <RecentList recent={recent} open={open} onOpen={setOpen} />
          </aside>
          {open ? (
            <Conversation key={open} ds={ds} me={me} peer={open} peerName={peerName} send={sendMessage} />
          ) : (
            <p className="messages__empty messages__placeholder">{t('messages.choose')}</p>
          )}
        </div>
      )}
    </section>
  );
}

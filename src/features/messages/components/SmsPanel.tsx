import { useState } from 'react';
import { MessageLimits, messageTextProblem, newClientId, SendSmsAnswerSchema, type CommandArgs, type Sms } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, Cell, DataTable, TextField, useAsyncEffect, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { smsUpdatesAtom } from '../model/atoms.ts';
import { findSms, type MessagesDs } from '../model/messagesClient.ts';
import { sendFailure, TEXT_PROBLEM_KEY } from '../model/sendErrors.ts';
import { notDispatcher, TerminalChoiceField } from '../../terminal-search/index.ts';

export type SendSms = (args: CommandArgs<'sendSms'>) => Promise<unknown>;

const PAGE_SIZE = 10;
const STATUS_KEY: Readonly<Record<Sms['status'], MessageKey>> = { 0: 'sms.status.sent', 1: 'sms.status.delivered', 2: 'sms.status.read' };

/** SMS to terminals (SPEC §7 send SMS with its 5 s time-out, findSms): send one, and the list with status and answers. */
export function SmsPanel({ ds, send, initialMsId = null }: { ds: MessagesDs; send: SendSms; initialMsId?: string | null }) {
  const t = useT();
  const intl = useIntl();
  const updates = useAtomValue(smsUpdatesAtom);
  const [msId, setMsId] = useState(initialMsId ?? '');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: CommandArgs<'sendSms'> | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<{ total: number; list: Sms[] } | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);

  const reload = useAsyncEffect(
    () => findSms(ds, pageNo, PAGE_SIZE),
    (answer) => {
      setPage(answer);
      setLoadFailed(false);
    },
    () => setLoadFailed(true),
    [ds, pageNo],
  );

  async function deliver(args: CommandArgs<'sendSms'>) {
    setBusy(true);
    try {
      SendSmsAnswerSchema.parse(await send(args));
      setFailure(null);
      setText('');
      setPageNo(1);
      reload();
    } catch (error) {
      const why = sendFailure(error);
      setFailure({ text: t(why.key, { code: why.code }), retry: why.retry ? args : null });
    } finally {
      setBusy(false);
    }
  }

  function submit() {
    const found = messageTextProblem(text);
    const noTarget = msId === '';
    setProblem(noTarget ? t('sms.target.required') : found ? t(TEXT_PROBLEM_KEY[found], { count: MessageLimits.maxTextLength }) : null);
    if (noTarget || found) return;
    void deliver({ clientId: newClientId(), msId, text: text.trim() });
  }

  const rows = (page?.list ?? []).map((sms) => updates.get(sms.id) ?? sms);
  const pages = page ? Math.max(1, Math.ceil(page.total / PAGE_SIZE)) : 1;
  return (
    <section className="messages__sms" data-testid="sms-panel">
      <form
        className="messages__sms-form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TerminalChoiceField label={t('sms.target')} value={msId} accept={notDispatcher} onPick={setMsId} testId="sms-target" />
        <TextField label={t('sms.text')} value={text} onChange={setText} error={problem} testId="sms-text" />
        <Button type="submit" variant="primary" isDisabled={busy} data-testid="sms-send">
          {t('sms.send')}
        </Button>
        {failure ? (
          <p className="messages__error" role="alert" data-testid="sms-failure">
            {failure.text}{' '}
            {failure.retry ? (
              <Button onPress={() => void deliver(failure.retry!)} isDisabled={busy}>
                {t('messages.retry')}
              </Button>
            ) : null}
          </p>
        ) : null}
      </form>
      {loadFailed ? (
        <p className="messages__error" role="alert">
          {t('messages.error.load')}
        </p>
      ) : null}
      <DataTable className="messages__sms-table" testId="sms-list" label={t('messages.tab.sms')}>
        <thead>
          <tr>
            <th>{t('sms.field.terminal')}</th>
            <th>{t('sms.field.text')}</th>
            <th>{t('sms.field.status')}</th>
            <th>{t('sms.field.reply')}</th>
            <th>{t('sms.field.time')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((sms) => (
            <tr key={sms.id} data-testid="sms-row" data-sms-id={sms.id}>
              <Cell title={`${sms.name} (${sms.msId})`}>{sms.name}</Cell>
              <Cell>{sms.text}</Cell>
              <Cell kind="status" data-testid="sms-status">
                {t(STATUS_KEY[sms.status])}
              </Cell>
              <Cell data-testid="sms-reply">{sms.reply}</Cell>
              <Cell kind="date">{intl.formatDate(sms.time, { dateStyle: 'short', timeStyle: 'medium' })}</Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      {rows.length === 0 && page ? <p className="messages__empty">{t('sms.empty')}</p> : null}
      <div className="messages__pager">
        <Button isDisabled={pageNo <= 1} onPress={() => setPageNo(pageNo - 1)}>
          {t('messages.page.previous')}
        </Button>
        <span>{t('messages.page.of', { count: pageNo, total: pages })}</span>
        <Button isDisabled={pageNo >= pages} onPress={() => setPageNo(pageNo + 1)}>
          {t('messages.page.next')}
        </Button>
      </div>
    </section>
  );
}

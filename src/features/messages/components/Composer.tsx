import { useRef, useState } from 'react';
import { MessageKind, MessageLimits, MessagePaths, messageTextProblem, newClientId, type CommandArgs } from '../../../../protocol/index.ts';
import { Button, useT } from '../../../ui/index.ts';
import { keyringOf, uploadMessageFile, type MessagesDs } from '../model/messagesClient.ts';
import { sendFailure, TEXT_PROBLEM_KEY } from '../model/sendErrors.ts';

export type SendMessage = (args: CommandArgs<'sendMessage'>) => Promise<unknown>;

const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const VIDEO_TYPES = ['video/mp4', 'video/webm'];

/**
 * Writes to one terminal: text (checked as the platform checks an SMS: not empty, no illegal
 * characters), or a photo or video uploaded first. A send that timed out (5 s) or lost the socket
 * can be retried with the same client id, so the platform keeps one message however often it is tried.
 */
export function Composer({ ds, peer, send }: { ds: MessagesDs; peer: string; send: SendMessage }) {
  const t = useT();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<{ text: string; retry: CommandArgs<'sendMessage'> | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function deliver(args: CommandArgs<'sendMessage'>, onSent?: () => void) {
    setBusy(true);
    try {
      await send(args);
      setFailure(null);
      onSent?.();
    } catch (error) {
      const why = sendFailure(error);
      setFailure({ text: t(why.key, { code: why.code }), retry: why.retry ? args : null });
    } finally {
      setBusy(false);
    }
  }

  async function sendText() {
    const found = messageTextProblem(text);
    setProblem(found ? t(TEXT_PROBLEM_KEY[found], { count: MessageLimits.maxTextLength }) : null);
    if (found) return;
    try {
      const contentbs = await keyringOf(ds).seal(text.trim());
      await deliver({ clientId: newClientId(), to: peer, type: MessageKind.Text, contentbs, time: Date.now() }, () => setText(''));
    } catch (error) {
      const why = sendFailure(error);
      setFailure({ text: t(why.key, { code: why.code }), retry: null });
    }
  }

  async function sendFile(file: File) {
    const photo = PHOTO_TYPES.includes(file.type);
    if (!photo && !VIDEO_TYPES.includes(file.type)) return setFailure({ text: t('messages.error.fileType'), retry: null });
    if (file.size > (photo ? MessageLimits.maxPhotoBytes : MessageLimits.maxVideoBytes)) return setFailure({ text: t('messages.error.fileTooBig'), retry: null });
    setBusy(true);
    try {
      const fileUrl = await uploadMessageFile(photo ? MessagePaths.uploadPhoto : MessagePaths.uploadVideo, file);
      const contentbs = await keyringOf(ds).seal(fileUrl);
      await deliver({ clientId: newClientId(), to: peer, type: photo ? MessageKind.Photo : MessageKind.Video, contentbs, time: Date.now() });
    } catch (error) {
      const why = sendFailure(error);
      setFailure({ text: t(why.key, { code: why.code }), retry: null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="messages__composer"
      onSubmit={(event) => {
        event.preventDefault();
        void sendText();
      }}
    >
      <label className="messages__composer-label">
        <span className="visually-hidden">{t('messages.text.label')}</span>
        <textarea
          className="ui-input messages__textarea"
          value={text}
          rows={2}
          placeholder={t('messages.text.placeholder')}
          aria-invalid={problem ? true : undefined}
          data-testid="message-text"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void sendText();
            }
          }}
        />
      </label>
      <div className="messages__composer-actions">
        <Button type="submit" variant="primary" isDisabled={busy} data-testid="message-send">
          {t('messages.send')}
        </Button>
        <Button onPress={() => fileInput.current?.click()} isDisabled={busy} data-testid="message-attach">
          {t('messages.attach')}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          accept={[...PHOTO_TYPES, ...VIDEO_TYPES].join(',')}
          data-testid="message-file"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void sendFile(file);
          }}
        />
      </div>
      {problem ? (
        <p className="messages__error" role="alert" data-testid="message-problem">
          {problem}
        </p>
      ) : null}
      {failure ? (
        <p className="messages__error" role="alert" data-testid="message-failure">
          {failure.text}{' '}
          {failure.retry ? (
            <Button onPress={() => void deliver(failure.retry!)} isDisabled={busy} data-testid="message-retry">
              {t('messages.retry')}
            </Button>
          ) : null}
        </p>
      ) : null}
    </form>
  );
}

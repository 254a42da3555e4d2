import { MessageKind } from '../../../../protocol/index.ts';
import { useIntl, useT } from '../../../ui/index.ts';
import type { MessageView } from '../model/model.ts';

/** Only our upload host's file paths become a preview source; anything else in opened content stays text. */
const FILE_PATH = /^\/filews\/files\/(photos|videos)\/[0-9a-f]{64}\.(png|jpg|webp|mp4|webm)$/;

/** One message of a conversation: text as text, a photo or video as its preview. */
export function MessageBubble({ view, mine }: { view: MessageView; mine: boolean }) {
  const t = useT();
  const intl = useIntl();
  const { message, content } = view;
  const file = content !== null && message.type !== MessageKind.Text && FILE_PATH.test(content) ? content : null;
  let body;
  if (content === null) body = <em>{t('messages.cannotOpen')}</em>;
  else if (message.type === MessageKind.Photo && file) body = <img className="messages__photo" src={file} alt={t('messages.photoAlt', { name: message.senderName })} data-testid="message-photo" />;
  else if (message.type === MessageKind.Video && file) body = <video className="messages__video" src={file} controls preload="metadata" data-testid="message-video" />;
  else if (message.type !== MessageKind.Text) body = <em>{t('messages.cannotOpen')}</em>;
  else body = <span className="messages__text">{content}</span>;
  return (
    <li className={mine ? 'messages__bubble messages__bubble--mine' : 'messages__bubble'} data-testid="message" data-message-id={message.id} data-type={message.type}>
      <span className="messages__meta">
        {message.senderName} · {intl.formatDate(message.utctime, { dateStyle: 'short', timeStyle: 'medium' })}
      </span>
      {body}
    </li>
  );
}

import { listLabel } from '../../../../protocol/index.ts';
import { useIntl, useT } from '../../../ui/index.ts';
import type { RecentView } from '../model/model.ts';

/** SPEC §3 recent list: name, online state, last message ([Photo]/[Video] for files), time and unreads. */
export function RecentList({ recent, open, onOpen }: { recent: readonly RecentView[]; open: string | null; onOpen: (peer: string) => void }) {
  const t = useT();
  const intl = useIntl();
  if (recent.length === 0) return <p className="messages__empty">{t('messages.recent.empty')}</p>;
  return (
    <ul className="messages__recent" data-testid="messages-recent">
      {recent.map((entry) => (
        <li key={entry.sender}>
          <button
            type="button"
            className={entry.sender === open ? 'messages__entry messages__entry--open' : 'messages__entry'}
            data-testid={`messages-recent-${entry.sender}`}
            aria-current={entry.sender === open ? 'true' : undefined}
            onClick={() => onOpen(entry.sender)}
          >
            <span className="messages__entry-name">
              <span className={entry.status === 1 ? 'messages__dot messages__dot--online' : 'messages__dot'} aria-label={t(entry.status === 1 ? 'messages.online' : 'messages.offline')} role="img" />
              {entry.mName}
            </span>
            <span className="messages__entry-last" data-testid="messages-recent-last">
              {entry.opened === null ? t('messages.cannotOpen') : listLabel(entry.type, entry.opened, { photo: t('messages.photoLabel'), video: t('messages.videoLabel') })}
            </span>
            <span className="messages__entry-time">{intl.formatDate(entry.utctime, { dateStyle: 'short', timeStyle: 'short' })}</span>
            {entry.unreads > 0 ? (
              <span className="messages__badge" data-testid="messages-unreads" aria-label={t('messages.unreads', { count: entry.unreads })}>
                {entry.unreads}
              </span>
            ) : null}
          </button>
        </li>
      ))}
    </ul>
  );
}

import { useAtomValue } from '../../state/jotai.ts';
import { useT, type Translate } from '../../ui/index.ts';
import { noticesAtom } from './atoms.ts';
import type { Notice } from './model.ts';
import './notifications.css';

const TONE: Readonly<Record<Notice['kind'], 'success' | 'warning'>> = {
  online: 'success',
  offline: 'warning',
  switched: 'success',
  tempCreated: 'success',
  tempLeft: 'warning',
  tempCancelled: 'warning',
};

/** The localised text of a notice; a terminal's name is network text and stays outside the message. */
function noticeParts(t: Translate, notice: Notice): { subject: string | null; text: string } {
  switch (notice.kind) {
    case 'online':
    case 'offline':
      return notice.name !== null
        ? { subject: notice.name, text: t(notice.kind === 'online' ? 'notify.online.one' : 'notify.offline.one') }
        : { subject: null, text: t(notice.kind === 'online' ? 'notify.online.many' : 'notify.offline.many', { count: notice.count }) };
    case 'switched':
      if (notice.mine) return { subject: null, text: t('notify.switched.mine', { group: notice.group }) };
      return notice.name !== null
        ? { subject: notice.name, text: t('notify.switched.one', { group: notice.group }) }
        : { subject: null, text: t('notify.switched.many', { count: notice.count }) };
    case 'tempCreated':
      return { subject: null, text: t('notify.tempCreated', { group: notice.group }) };
    case 'tempLeft':
      return { subject: null, text: t('notify.tempLeft', { group: notice.group }) };
    case 'tempCancelled':
      return { subject: null, text: t('notify.tempCancelled', { group: notice.group }) };
  }
}

/**
 * SPEC §8 notices, 3 s each, a polite live region apart from the toasts. Shown in a strip of the
 * layout's own (the header's middle) instead of SPEC's top 50 over the screen: they cover no control.
 */
export function NoticeStack() {
  const t = useT();
  const notices = useAtomValue(noticesAtom);
  return (
    <section className="notices" aria-label={t('notify.region')} aria-live="polite" data-testid="notices">
      {notices.map(({ id, notice }) => {
        const { subject, text } = noticeParts(t, notice);
        return (
          <div key={id} className={`ui-toast ui-toast--${TONE[notice.kind]} notice`} data-testid="notice" data-kind={notice.kind}>
            {subject !== null ? <strong className="notice__subject">{subject}</strong> : null}
            {subject !== null ? ' ' : null}
            {text}
          </div>
        );
      })}
    </section>
  );
}

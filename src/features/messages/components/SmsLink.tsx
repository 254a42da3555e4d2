import { Link } from 'react-aria-components';
import { useT } from '../../../ui/index.ts';

/** The page's path; `?sms=` opens its SMS tab with that terminal chosen. */
export const MESSAGES_PAGE_PATH = '/messages/message';

/** SPEC §2 terminal operations "SMS": an SMS to this terminal, on the messages page. */
export function SmsLink({ msId }: { msId: string }) {
  const t = useT();
  return (
    <Link href={`${MESSAGES_PAGE_PATH}?sms=${encodeURIComponent(msId)}`} className="ui-button ui-button--secondary" data-testid="terminal-sms">
      {t('sms.send')}
    </Link>
  );
}

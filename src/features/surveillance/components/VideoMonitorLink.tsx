import { Link } from 'react-aria-components';
import { hasCamera, type Terminal } from '../../../../protocol/index.ts';
import { useT } from '../../../ui/index.ts';

/** The wall's path; `?terminal=` puts that terminal's camera on the first free tile. */
export const SURVEILLANCE_PAGE_PATH = '/video-surveillances/video-surveillance';

/**
 * SPEC §2 terminal operations "video monitor": the terminal's camera on the video wall. Offered for
 * terminals with a camera only (the platform refuses the others), and only while it is online.
 */
export function VideoMonitorLink({ terminal }: { terminal: Pick<Terminal, 'msId' | 'type' | 'online'> }) {
  const t = useT();
  if (!hasCamera(terminal.type)) return null;
  return (
    <Link
      href={`${SURVEILLANCE_PAGE_PATH}?terminal=${encodeURIComponent(terminal.msId)}`}
      isDisabled={terminal.online !== 1}
      className="ui-button ui-button--secondary"
      data-testid="terminal-video-monitor"
    >
      {t('terminalMonitor.monitor')}
    </Link>
  );
}

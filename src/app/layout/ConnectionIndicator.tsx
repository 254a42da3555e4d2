import type { ConnectionStatus } from '../../../protocol/index.ts';
import { connectionStatusAtom } from '../../state/connection.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { useT, type MessageKey } from '../../ui/index.ts';

const LABELS: Record<ConnectionStatus, MessageKey> = {
  connecting: 'connection.connecting',
  online: 'connection.online',
  offline: 'connection.offline',
  error: 'connection.error',
};

/** The socket's status union, as a dot and a word. */
export function ConnectionIndicator() {
  const t = useT();
  const status = useAtomValue(connectionStatusAtom);
  return (
    <div className="connection" data-testid="connection-indicator" data-status={status} role="status">
      <span className="connection__dot" aria-hidden="true" />
      <span>{t(LABELS[status])}</span>
    </div>
  );
}

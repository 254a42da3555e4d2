import { CallSet, callSetOf } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useT } from '../../../ui/index.ts';

/** Says when a terminal is stunned or killed; an active terminal shows nothing. */
export function CallSetBadge({ terminal }: { terminal: Pick<TerminalRecord, 'callSet'> }) {
  const t = useT();
  const status = callSetOf(terminal);
  if (status === CallSet.Active) return null;
  const killed = status === CallSet.Killed;
  return (
    <span className="call-set-badge" data-call-set={killed ? 'killed' : 'stunned'} data-testid="call-set-badge">
      {t(killed ? 'remoteControl.status.killed' : 'remoteControl.status.stunned')}
    </span>
  );
}

import { CallSet, callSetOf } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useIntl, useT } from '../../../ui/index.ts';

/** Says when a terminal is stunned (and until when, for a timed stun) or killed; an active terminal shows nothing. */
export function CallSetBadge({ terminal }: { terminal: Pick<TerminalRecord, 'callSet' | 'callSetUntil'> }) {
  const t = useT();
  const intl = useIntl();
  const status = callSetOf(terminal);
  if (status === CallSet.Active) return null;
  const killed = status === CallSet.Killed;
  const until = !killed && terminal.callSetUntil !== undefined ? intl.formatDate(terminal.callSetUntil, { timeStyle: 'medium' }) : null;
  return (
    <span className="call-set-badge" data-call-set={killed ? 'killed' : 'stunned'} data-testid="call-set-badge">
      {killed ? t('remoteControl.status.killed') : until ? t('remoteControl.status.stunnedUntil', { time: until }) : t('remoteControl.status.stunned')}
    </span>
  );
}

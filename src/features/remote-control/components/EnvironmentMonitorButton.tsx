import { callSetOf, Feature, isDisabled, isFeatureEnabled, TerminalType } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { clientConfigAtom, verifiedAtom } from '../../../state/session.ts';
import { ActionButton, useT } from '../../../ui/index.ts';
import { callViewAtom, useCallControls } from '../../calls/index.ts';

/** SPEC §6: environment monitor is unlocked by access code '1' only (and the product version, host switches). */
function useMonitorEnabled(): boolean {
  const verified = useAtomValue(verifiedAtom);
  const config = useAtomValue(clientConfigAtom);
  if (!verified || !config) return false;
  return isFeatureEnabled(Feature.EnvironmentMonitor, { dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches });
}

/**
 * SPEC §2 terminal operation "environment monitoring": listen to what a terminal's microphone picks
 * up, with no sign on the terminal. Hidden without the feature and for dispatchers (a console has
 * no silent answer); disabled offline, stunned or killed, and while a call or monitoring is open.
 */
export function EnvironmentMonitorButton({ terminal, compact }: { terminal: TerminalRecord; compact?: boolean }) {
  const t = useT();
  const enabled = useMonitorEnabled();
  const controls = useCallControls();
  const view = useAtomValue(callViewAtom);
  if (!enabled || terminal.type === TerminalType.Dispatcher) return null;
  const busy = view.phase === 'connecting' || view.phase === 'awaiting' || view.phase === 'incoming' || view.phase === 'connected';
  return (
    <ActionButton
      icon="ear"
      text={t('remoteControl.monitor.start')}
      label={`${t('remoteControl.monitor.start')}: ${terminal.msName}`}
      compact={compact}
      isDisabled={!controls || terminal.online !== 1 || isDisabled(callSetOf(terminal)) || busy}
      onPress={() => controls?.listen(terminal.msId, terminal.msName)}
      data-testid={`monitor-terminal-${terminal.msId}`}
    />
  );
}

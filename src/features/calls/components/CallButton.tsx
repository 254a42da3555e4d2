import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT } from '../../../ui/index.ts';
import { callViewAtom } from '../model/atoms.ts';
import { useCallControls } from '../model/callControls.ts';

export type CallButtonProps = {
  msId: string;
  /** The terminal's name (network text, shown as text in the tooltip and the call panel). */
  name: string;
  online: boolean;
  /** Only the icon (the terminal list's one-line rows). */
  compact?: boolean;
};

/** A call button for a terminal row or its context menu; disabled offline, during a call, or outside a CallsProvider. */
export function CallButton({ msId, name, online, compact }: CallButtonProps) {
  const t = useT();
  const controls = useCallControls();
  const view = useAtomValue(callViewAtom);
  const busy = view.phase === 'connecting' || view.phase === 'awaiting' || view.phase === 'incoming' || view.phase === 'connected';
  return (
    <ActionButton
      icon="phone"
      text={t('calls.call')}
      label={`${t('calls.call')}: ${name}`}
      compact={compact}
      isDisabled={!controls || !online || busy}
      onPress={() => controls?.place(msId, name)}
      data-testid={`call-terminal-${msId}`}
    />
  );
}

import { useAtomValue } from '../../../state/jotai.ts';
import { ActionButton, useT } from '../../../ui/index.ts';
import { callViewAtom } from '../model/atoms.ts';
import { useCallControls } from '../model/callControls.ts';
import type { CallButtonProps } from './CallButton.tsx';

/** A video call button (360p; the launcher chooses other resolutions); disabled offline, during a call, or outside a CallsProvider. */
export function VideoCallButton({ msId, name, online, compact }: CallButtonProps) {
  const t = useT();
  const controls = useCallControls();
  const view = useAtomValue(callViewAtom);
  const busy = view.phase === 'connecting' || view.phase === 'awaiting' || view.phase === 'incoming' || view.phase === 'connected';
  return (
    <ActionButton
      icon="camera"
      text={t('videoCalls.call')}
      label={`${t('videoCalls.call')}: ${name}`}
      compact={compact}
      isDisabled={!controls || !online || busy}
      onPress={() => controls?.placeVideo(msId, name)}
      data-testid={`video-call-terminal-${msId}`}
    />
  );
}

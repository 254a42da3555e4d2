import { useAtomValue } from '../../../state/jotai.ts';
import { IconToggle, useT } from '../../../ui/index.ts';
import { muteListAtom } from '../model/atoms.ts';
import { useMuteAction } from '../model/useMuteAction.ts';

type MuteToggleProps = { msId: string; name: string };

/** Mutes or unmutes one terminal for this dispatcher; hidden when the mute list is not available. */
export function MuteToggle({ msId, name }: MuteToggleProps) {
  const t = useT();
  const entry = useAtomValue(muteListAtom).find((item) => item.muteId === msId);
  const action = useMuteAction();
  if (!action.available) return null;
  return (
    <IconToggle
      label={t(entry ? 'muteList.unmute' : 'muteList.mute', { name })}
      icon="user"
      selectedIcon="userMuted"
      isSelected={entry !== undefined}
      onChange={() => {
        if (action.busy) return;
        if (entry) action.unmute(entry.id, name);
        else action.mute(msId, name);
      }}
      testId={`mute-terminal-${msId}`}
    />
  );
}

import { Button } from 'react-aria-components';
import { Icon, keyLabel, useT } from '../../../ui/index.ts';
import type { PttView } from '../model/model.ts';
import { PttStatus } from './PttStatus.tsx';

type PttButtonProps = {
  view: PttView;
  groupName: string | null;
  shortcut: string;
  onPress: () => void;
  onRelease: () => void;
};

/** The big hold-to-talk button: pointer, touch, and Space or Enter while it has focus. */
export function PttButton({ view, groupName, shortcut, onPress, onRelease }: PttButtonProps) {
  const t = useT();
  const disabled = groupName === null;
  return (
    <div className="ptt" data-testid="ptt" data-state={view.kind}>
      <Button
        className="ptt__button"
        data-state={view.kind}
        data-testid="ptt-button"
        isDisabled={disabled}
        aria-label={disabled ? t('voice.noGroup') : t('voice.ptt.label', { group: groupName })}
        aria-keyshortcuts={shortcut}
        onPressStart={onPress}
        onPressEnd={onRelease}
      >
        <Icon name="microphone" size={34} />
      </Button>
      <div className="ptt__text">
        <PttStatus view={view} />
        <span className="ptt__hint">{disabled ? t('voice.noGroup') : t('voice.ptt.keyHint', { key: keyLabel(shortcut) })}</span>
      </div>
    </div>
  );
}

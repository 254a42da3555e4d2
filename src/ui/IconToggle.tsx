import { ToggleButton } from 'react-aria-components';
import { Icon, type IconName } from './Icon.tsx';

type IconToggleProps = {
  /** Accessible name; the pressed state is announced with it. */
  label: string;
  icon: IconName;
  /** Shown while selected, e.g. a struck-out speaker for mute. */
  selectedIcon?: IconName;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  testId?: string;
};

/** A square on/off button showing only an icon (mute, solo, ...). */
export function IconToggle({ label, icon, selectedIcon, isSelected, onChange, testId }: IconToggleProps) {
  return (
    <ToggleButton className="ui-icon-button ui-icon-toggle" aria-label={label} isSelected={isSelected} onChange={onChange} data-testid={testId}>
      <Icon name={isSelected && selectedIcon ? selectedIcon : icon} />
    </ToggleButton>
  );
}

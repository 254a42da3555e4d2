import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { Icon } from './Icon.tsx';

export type ToggleProps = {
  children: ReactNode;
  isSelected: boolean;
  onChange: (selected: boolean) => void;
  isDisabled?: boolean;
  testId?: string;
};

export function Checkbox({ children, testId, ...props }: ToggleProps) {
  return (
    <AriaCheckbox {...props} className="ui-checkbox" data-testid={testId}>
      <span className="ui-checkbox__box" aria-hidden="true">
        <Icon name="check" size={12} />
      </span>
      {children}
    </AriaCheckbox>
  );
}

import { Switch as AriaSwitch } from 'react-aria-components';
import type { ToggleProps } from './Checkbox.tsx';

export function Switch({ children, testId, ...props }: ToggleProps) {
  return (
    <AriaSwitch {...props} className="ui-switch" data-testid={testId}>
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}

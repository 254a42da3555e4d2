import { Button as AriaButton, Tooltip, TooltipTrigger, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from './Icon.tsx';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

type ButtonProps = Omit<AriaButtonProps, 'className'> & { variant?: ButtonVariant; className?: string };

export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')} />;
}

type IconButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> & {
  icon: IconName;
  /** Accessible name and tooltip. */
  label: string;
  className?: string;
};

/** A square button showing only an icon; its label is the accessible name and a tooltip. */
export function IconButton({ icon, label, className, ...props }: IconButtonProps) {
  return (
    <TooltipTrigger delay={500}>
      <AriaButton {...props} aria-label={label} className={['ui-icon-button', className].filter(Boolean).join(' ')}>
        <Icon name={icon} />
      </AriaButton>
      <Tooltip className="ui-tooltip" offset={6}>
        {label}
      </Tooltip>
    </TooltipTrigger>
  );
}

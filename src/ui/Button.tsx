import { Button as AriaButton, Tooltip, TooltipTrigger, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from './Icon.tsx';

/** `alarm`: the one action an open alarm asks for (Acknowledge), the strongest contrast on screen. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'alarm';

type ButtonProps = Omit<AriaButtonProps, 'className'> & { variant?: ButtonVariant; className?: string };

export function Button({ variant = 'secondary', className, ...props }: ButtonProps) {
  return <AriaButton {...props} className={['ui-button', `ui-button--${variant}`, className].filter(Boolean).join(' ')} />;
}

type IconButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> & {
  icon: IconName;
  /** Accessible name, and the tooltip unless `tooltip` is given. */
  label: string;
  tooltip?: string;
  className?: string;
};

/** A square button showing only an icon; its label is the accessible name and a tooltip. */
export function IconButton({ icon, label, tooltip, className, ...props }: IconButtonProps) {
  // A disabled button takes no hover, so the tooltip cannot open: the browser's own, on a wrapper,
  // still tells what a greyed icon would do (React Aria's Button passes no title through).
  if (props.isDisabled) {
    return (
      <span className="ui-icon-button-tip" title={tooltip ?? label}>
        <AriaButton {...props} aria-label={label} className={['ui-icon-button', className].filter(Boolean).join(' ')}>
          <Icon name={icon} />
        </AriaButton>
      </span>
    );
  }
  return (
    <TooltipTrigger delay={500}>
      <AriaButton {...props} aria-label={label} className={['ui-icon-button', className].filter(Boolean).join(' ')}>
        <Icon name={icon} />
      </AriaButton>
      <Tooltip className="ui-tooltip" offset={6}>
        {tooltip ?? label}
      </Tooltip>
    </TooltipTrigger>
  );
}

type ActionButtonProps = Omit<AriaButtonProps, 'className' | 'children' | 'aria-label'> & {
  icon: IconName;
  /** What the action is called: the button's text, or the compact button's tooltip. */
  text: string;
  /** Accessible name, usually the text and what it acts on. */
  label: string;
  /** Only the icon: where a row offers many actions and a line per row matters (the terminal list). */
  compact?: boolean;
};

/**
 * An action on one item (a terminal): a ghost button with its text, or in a compact row its icon
 * with the text as tooltip. Also a MenuTrigger's button: the trigger's press reaches it through context.
 */
export function ActionButton({ icon, text, label, compact = false, ...props }: ActionButtonProps) {
  if (!compact) {
    return (
      <AriaButton {...props} aria-label={label} className="ui-button ui-button--ghost">
        {text}
      </AriaButton>
    );
  }
  return <IconButton {...props} icon={icon} label={label} tooltip={text} />;
}

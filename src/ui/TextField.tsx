import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'password';
  /** Localised message shown under the field; marks it invalid. */
  error?: string | null;
  description?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  placeholder?: string;
  /** data-testid of the input element, where tests type. */
  testId?: string;
  onFocus?: () => void;
};

export function TextField({ label, error, description, testId, type = 'text', placeholder, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} isInvalid={Boolean(error)} validationBehavior="aria" className="ui-field">
      <Label className="ui-field__label">{label}</Label>
      <Input className="ui-input" data-testid={testId} placeholder={placeholder} />
      {description && !error ? (
        <Text slot="description" className="ui-field__description">
          {description}
        </Text>
      ) : null}
      <FieldError className="ui-field__error">{error}</FieldError>
    </AriaTextField>
  );
}

import { Label, Radio, RadioGroup } from 'react-aria-components';
import type { SelectOption } from './SelectField.tsx';

type RadioGroupFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  testId?: string;
};

export function RadioGroupField<V extends string>({ label, value, options, onChange, testId }: RadioGroupFieldProps<V>) {
  return (
    <RadioGroup
      className="ui-radio-group"
      orientation="horizontal"
      value={value}
      data-testid={testId}
      onChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
    >
      <Label className="ui-field__label">{label}</Label>
      <div className="ui-radio-group__options">
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className="ui-radio">
            {option.label}
          </Radio>
        ))}
      </div>
    </RadioGroup>
  );
}

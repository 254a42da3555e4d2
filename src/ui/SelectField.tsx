import { useId } from 'react';

export type SelectOption<V extends string> = { value: V; label: string };

type SelectFieldProps<V extends string> = {
  label: string;
  value: V;
  options: readonly SelectOption<V>[];
  onChange: (value: V) => void;
  testId?: string;
};

/** A labelled native select: reliable with every keyboard, screen reader and test driver. */
export function SelectField<V extends string>({ label, value, options, onChange, testId }: SelectFieldProps<V>) {
  const id = useId();
  return (
    <div className="ui-field">
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="ui-select"
        value={value}
        data-testid={testId}
        onChange={(event) => {
          const chosen = options.find((option) => option.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

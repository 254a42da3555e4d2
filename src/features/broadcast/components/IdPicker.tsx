import { Checkbox } from '../../../ui/index.ts';

type Props = { legend: string; items: { id: number; label: string }[]; chosen: readonly number[]; onChange: (ids: number[]) => void; error?: string | null; testId: string; /** Said when there is nothing to choose, instead of an empty box. */ empty: string };

/** A fieldset of checkboxes choosing ids in the order they are ticked (a playlist's order). */
export function IdPicker({ legend, items, chosen, onChange, error, testId, empty }: Props) {
  return (
    <fieldset className="broadcast__picker" data-testid={testId} aria-invalid={error ? true : undefined}>
      <legend className="ui-field__label">{legend}</legend>
      {items.length === 0 ? <p className="broadcast__muted">{empty}</p> : null}
      {items.map((item) => (
        <Checkbox key={item.id} isSelected={chosen.includes(item.id)} onChange={(on) => onChange(on ? [...chosen, item.id] : chosen.filter((id) => id !== item.id))}>
          {item.label}
        </Checkbox>
      ))}
      {error ? <p className="ui-field__error">{error}</p> : null}
    </fieldset>
  );
}

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroupField } from './RadioGroupField.tsx';
import type { SelectOption } from './SelectField.tsx';

type Layout = 'list' | 'cards' | 'map';

const LAYOUTS: readonly SelectOption<Layout>[] = [
  { value: 'list', label: 'List' },
  { value: 'cards', label: 'Cards' },
  { value: 'map', label: 'Map' },
];

function Held({ onChange }: { onChange: (value: Layout) => void }) {
  const [value, setValue] = useState<Layout>('list');
  return (
    <RadioGroupField
      label="Group layout"
      value={value}
      options={LAYOUTS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('RadioGroupField', () => {
  it('is a radio group named by its label, with one radio per option, the value checked', () => {
    render(<RadioGroupField label="Group layout" value="cards" options={LAYOUTS} onChange={() => undefined} />);
    const group = screen.getByRole('radiogroup', { name: 'Group layout' });
    expect(group).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['list', 'cards', 'map']);
    expect(screen.getByRole('radio', { name: 'Cards' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'List' })).not.toBeChecked();
  });

  it('takes one tab stop, the checked radio, and the arrow keys move the choice', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <>
        <Held onChange={onChange} />
        <button type="button">Save</button>
      </>,
    );
    await user.tab();
    expect(screen.getByRole('radio', { name: 'List' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Cards' })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowLeft}');
    expect(onChange.mock.calls).toEqual([['cards'], ['map'], ['cards']]);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });

  it('a click picks an option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    await user.click(screen.getByText('Map'));
    expect(onChange).toHaveBeenCalledWith('map');
    expect(screen.getByRole('radio', { name: 'Map' })).toBeChecked();
  });
});

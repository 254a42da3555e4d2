import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SelectField, type SelectOption } from './SelectField.tsx';

type Priority = 'low' | 'normal' | 'high';

const PRIORITIES: readonly SelectOption<Priority>[] = [
  { value: 'low', label: 'Low' },
  { value: 'normal', label: 'Normal' },
  { value: 'high', label: 'High' },
];

function Held({ onChange }: { onChange: (value: Priority) => void }) {
  const [value, setValue] = useState<Priority>('normal');
  return (
    <SelectField
      label="Call priority"
      value={value}
      options={PRIORITIES}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('SelectField', () => {
  it('is a select named by its label, showing the value given', () => {
    render(<SelectField label="Call priority" value="high" options={PRIORITIES} onChange={() => undefined} />);
    const select = screen.getByRole('combobox', { name: 'Call priority' });
    expect(select).toHaveValue('high');
    expect(screen.getByRole('option', { name: 'High' })).toHaveProperty('selected', true);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Low', 'Normal', 'High']);
  });

  it('gives the caller the chosen option\'s value', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Call priority' });
    await user.selectOptions(select, 'High');
    expect(onChange).toHaveBeenCalledWith('high');
    expect(select).toHaveValue('high');
  });

  it('is reached with Tab', async () => {
    const user = userEvent.setup();
    render(<Held onChange={() => undefined} />);
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Call priority' })).toHaveFocus();
  });

  it('two fields on a screen keep their own labels', () => {
    render(
      <>
        <SelectField label="Call priority" value="low" options={PRIORITIES} onChange={() => undefined} />
        <SelectField label="Alarm priority" value="high" options={PRIORITIES} onChange={() => undefined} />
      </>,
    );
    expect(screen.getByRole('combobox', { name: 'Call priority' })).toHaveValue('low');
    expect(screen.getByRole('combobox', { name: 'Alarm priority' })).toHaveValue('high');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './Checkbox.tsx';

/** The checkbox as a form holds it: the state lives with the caller. */
function Held({ initial = false, onChange }: { initial?: boolean; onChange: (selected: boolean) => void }) {
  const [selected, setSelected] = useState(initial);
  return (
    <Checkbox
      isSelected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    >
      Play alarm sound
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its text, its tick only decoration', () => {
    render(<Checkbox isSelected={false} onChange={() => undefined}>Play alarm sound</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Play alarm sound' });
    expect(box).not.toBeChecked();
  });

  it('Space toggles it from the keyboard, and a click on the text does too', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Play alarm sound' });
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    await user.click(screen.getByText('Play alarm sound'));
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('shows the state it is given, not one of its own', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox isSelected onChange={onChange}>Play alarm sound</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Play alarm sound' });
    await user.click(box);
    expect(onChange).toHaveBeenCalledWith(false);
    // The caller did not take the change, so it stays ticked.
    expect(box).toBeChecked();
  });

  it('when disabled, cannot be changed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Checkbox isSelected={false} onChange={onChange} isDisabled>Play alarm sound</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Play alarm sound' });
    expect(box).toBeDisabled();
    await user.click(box);
    await user.tab();
    await user.keyboard(' ');
    expect(onChange).not.toHaveBeenCalled();
  });
});

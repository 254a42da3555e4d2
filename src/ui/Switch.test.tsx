import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Switch } from './Switch.tsx';

function Held({ onChange }: { onChange: (selected: boolean) => void }) {
  const [selected, setSelected] = useState(false);
  return (
    <Switch
      isSelected={selected}
      onChange={(next) => {
        setSelected(next);
        onChange(next);
      }}
    >
      Follow the selected terminal
    </Switch>
  );
}

describe('Switch', () => {
  it('is a switch named by its text, off until the caller says on', () => {
    const { rerender } = render(<Switch isSelected={false} onChange={() => undefined}>Follow the selected terminal</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Follow the selected terminal' });
    expect(toggle).not.toBeChecked();
    rerender(<Switch isSelected onChange={() => undefined}>Follow the selected terminal</Switch>);
    expect(toggle).toBeChecked();
  });

  it('Space and a click turn it on and off, telling the caller each time', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Follow the selected terminal' });
    await user.tab();
    expect(toggle).toHaveFocus();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('when disabled, cannot be changed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Switch isSelected={false} onChange={onChange} isDisabled>Follow the selected terminal</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Follow the selected terminal' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    expect(onChange).not.toHaveBeenCalled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { IconToggle } from './IconToggle.tsx';

function Mute({ onChange }: { onChange: (selected: boolean) => void }) {
  const [muted, setMuted] = useState(false);
  return (
    <IconToggle
      label="Mute group Fire"
      icon="volume"
      selectedIcon="volumeOff"
      isSelected={muted}
      onChange={(next) => {
        setMuted(next);
        onChange(next);
      }}
    />
  );
}

/** The drawing inside the toggle, to tell the speaker from the struck-out one. */
const drawing = (button: HTMLElement) => button.querySelector('path')?.getAttribute('d');

describe('IconToggle', () => {
  it('is a toggle button named by its label, announcing its pressed state', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Mute onChange={onChange} />);
    const toggle = screen.getByRole('button', { name: 'Mute group Fire' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });

  it('Enter and Space toggle it from the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Mute onChange={onChange} />);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(screen.getByRole('button', { name: 'Mute group Fire' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows its selected icon while on, and its own icon while off', async () => {
    const user = userEvent.setup();
    render(<Mute onChange={() => undefined} />);
    const toggle = screen.getByRole('button', { name: 'Mute group Fire' });
    const off = drawing(toggle);
    await user.click(toggle);
    expect(drawing(toggle)).not.toBe(off);
    await user.click(toggle);
    expect(drawing(toggle)).toBe(off);
  });

  it('keeps its icon when it has no selected one', () => {
    const { rerender } = render(<IconToggle label="Solo" icon="headset" isSelected={false} onChange={() => undefined} />);
    const off = drawing(screen.getByRole('button', { name: 'Solo' }));
    rerender(<IconToggle label="Solo" icon="headset" isSelected onChange={() => undefined} />);
    expect(drawing(screen.getByRole('button', { name: 'Solo' }))).toBe(off);
  });
});

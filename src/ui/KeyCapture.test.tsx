import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { KeyCapture, keyLabel } from './KeyCapture.tsx';

/** The push-to-talk key setting, holding the code the way the settings screen does. */
function PttKey({ onChange, initial = 'Space' }: { onChange: (code: string) => void; initial?: string }) {
  const [code, setCode] = useState(initial);
  return (
    <>
      <KeyCapture
        label="Push-to-talk key"
        prompt="Press a key"
        value={code}
        onChange={(next) => {
          setCode(next);
          onChange(next);
        }}
      />
      <button type="button">Save</button>
    </>
  );
}

const field = () => screen.getByRole('button', { name: 'Push-to-talk key' });

describe('KeyCapture', () => {
  it('is a button named by its label that shows the key in use', () => {
    render(<PttKey onChange={() => undefined} initial="KeyT" />);
    expect(field()).toHaveTextContent(/^T$/);
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('a press starts capturing, the prompt read as its description, and the next key is recorded', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PttKey onChange={onChange} />);
    await user.click(field());
    expect(field()).toHaveAccessibleDescription('Press a key');
    await user.keyboard('[F2]');
    expect(onChange).toHaveBeenCalledWith('F2');
    expect(field()).toHaveTextContent(/^F2$/);
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('while capturing, Enter and Space are keys to record, not presses', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PttKey onChange={onChange} initial="F2" />);
    await user.tab();
    // Not capturing yet: Enter presses the button, which starts the capture.
    await user.keyboard('{Enter}');
    expect(field()).toHaveAccessibleDescription('Press a key');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('Enter');
    await user.keyboard(' ');
    expect(field()).toHaveAccessibleDescription('Press a key');
    await user.keyboard(' ');
    expect(onChange.mock.calls).toEqual([['Enter'], ['Space']]);
  });

  it('Escape cancels the capture and keeps the key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PttKey onChange={onChange} initial="F2" />);
    await user.click(field());
    await user.keyboard('{Escape}');
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).toHaveTextContent(/^F2$/);
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('Tab leaves the field without changing the key', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PttKey onChange={onChange} initial="F2" />);
    await user.click(field());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
    expect(field()).not.toHaveAccessibleDescription();
  });

  it('keys typed while not capturing change nothing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<PttKey onChange={onChange} initial="F2" />);
    await user.tab();
    await user.keyboard('[KeyA][F3]');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('keyLabel', () => {
  it('names letter and digit keys by their character, other codes as they are', () => {
    expect(keyLabel('KeyT')).toBe('T');
    expect(keyLabel('Digit1')).toBe('1');
    expect(keyLabel('F2')).toBe('F2');
    expect(keyLabel('Numpad1')).toBe('Numpad1');
    expect(keyLabel('KeyboardX')).toBe('KeyboardX');
  });
});

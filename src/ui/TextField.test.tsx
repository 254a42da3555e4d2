import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TextField } from './TextField.tsx';

type Props = Partial<ComponentProps<typeof TextField>>;

/** A field whose value the caller holds, as every form does. */
function Held({ onChange, ...props }: Props) {
  const [value, setValue] = useState('');
  return (
    <TextField
      label="Display name"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('TextField', () => {
  it('is a text box named by its label that gives the caller each value typed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    await user.tab();
    expect(input).toHaveFocus();
    await user.keyboard('Unit 7');
    expect(input).toHaveValue('Unit 7');
    expect(onChange).toHaveBeenLastCalledWith('Unit 7');
    expect(input).toBeValid();
  });

  it('shows its error as text, marks the field invalid and reads the error with it', () => {
    // Server text in an error must show as typed, never as markup.
    const error = '<b>Name</b> is taken';
    render(<TextField label="Display name" value="Unit 7" onChange={() => undefined} error={error} description="Shown to other dispatchers" />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toBeInvalid();
    expect(input).toHaveAccessibleDescription(error);
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    // The error takes the description's place.
    expect(screen.queryByText('Shown to other dispatchers')).toBeNull();
  });

  it('reads its description with it while there is no error', () => {
    render(<TextField label="Display name" value="" onChange={() => undefined} error={null} description="Shown to other dispatchers" />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toHaveAccessibleDescription('Shown to other dispatchers');
    expect(input).toBeValid();
  });

  it('as a password, hides what is typed and is found by its label', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held label="Password" type="password" autoComplete="current-password" onChange={onChange} />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('autocomplete', 'current-password');
    await user.type(input, 's3cret');
    expect(onChange).toHaveBeenLastCalledWith('s3cret');
  });

  it('when required, says so to assistive technology', () => {
    render(<TextField label="Display name" value="" onChange={() => undefined} isRequired />);
    expect(screen.getByRole('textbox', { name: 'Display name' })).toBeRequired();
  });

  it('when disabled, takes no typing', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<TextField label="Display name" value="Unit 7" onChange={onChange} isDisabled />);
    const input = screen.getByRole('textbox', { name: 'Display name' });
    expect(input).toBeDisabled();
    await user.type(input, 'x');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('Unit 7');
  });

  it('takes no more than its maximum length, and numeric input where asked', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Held label="Terminal ID" inputMode="numeric" maxLength={4} onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Terminal ID' });
    expect(input).toHaveAttribute('inputmode', 'numeric');
    await user.type(input, '123456');
    expect(input).toHaveValue('1234');
  });

  it('takes focus on mount when asked, and tells the caller it has focus', async () => {
    const user = userEvent.setup();
    const onFocus = vi.fn();
    const { unmount } = render(<Held autoFocus />);
    expect(screen.getByRole('textbox', { name: 'Display name' })).toHaveFocus();
    unmount();
    render(<Held onFocus={onFocus} />);
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
  });
});

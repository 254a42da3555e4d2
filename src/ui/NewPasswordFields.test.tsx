import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NewPasswordFields } from './NewPasswordFields.tsx';
import { renderWithIntl } from './test/intl.tsx';

type Field = 'newPassword' | 'confirm';

const RULES = 'At least 8 characters, with a letter and a digit';

/** The form around the two fields: it holds the values and checks that they match. */
function PasswordForm({ onChange, autoFocus }: { onChange?: (field: Field, value: string) => void; autoFocus?: boolean }) {
  const [value, setValue] = useState({ newPassword: '', confirm: '' });
  return (
    <NewPasswordFields
      value={value}
      onChange={(field) => (next) => {
        setValue((current) => ({ ...current, [field]: next }));
        onChange?.(field, next);
      }}
      errorOf={(field) => (field === 'confirm' && value.confirm !== '' && value.confirm !== value.newPassword ? 'The passwords differ' : null)}
      testIdPrefix="profile-password"
      rules={RULES}
      autoFocus={autoFocus}
    />
  );
}

describe('NewPasswordFields', () => {
  it('are two password fields named in the console\'s language, the rules read with the first', () => {
    renderWithIntl(<PasswordForm />);
    const first = screen.getByLabelText('New password');
    const second = screen.getByLabelText('Confirm password');
    for (const field of [first, second]) {
      expect(field).toHaveAttribute('type', 'password');
      // Password managers offer to generate, not to fill in the current one.
      expect(field).toHaveAttribute('autocomplete', 'new-password');
    }
    expect(first).toHaveAccessibleDescription(RULES);
    expect(second).not.toHaveAccessibleDescription(RULES);
  });

  it('are named in French in a French console', () => {
    renderWithIntl(<PasswordForm />, 'fr-FR');
    expect(screen.getByLabelText('Nouveau mot de passe')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirmer le mot de passe')).toBeInTheDocument();
  });

  it('Tab goes from the new password to its confirmation, each change reaching the caller with its field', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithIntl(<PasswordForm onChange={onChange} autoFocus />);
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.keyboard('ab1');
    await user.tab();
    expect(screen.getByLabelText('Confirm password')).toHaveFocus();
    await user.keyboard('x');
    expect(onChange.mock.calls).toEqual([
      ['newPassword', 'a'],
      ['newPassword', 'ab'],
      ['newPassword', 'ab1'],
      ['confirm', 'x'],
    ]);
  });

  it('show the error of the field it belongs to, as its description', async () => {
    const user = userEvent.setup();
    renderWithIntl(<PasswordForm />);
    await user.type(screen.getByLabelText('New password'), 'abcdefg1');
    await user.type(screen.getByLabelText('Confirm password'), 'abcdefg2');
    const confirm = screen.getByLabelText('Confirm password');
    expect(confirm).toBeInvalid();
    expect(confirm).toHaveAccessibleDescription('The passwords differ');
    expect(screen.getByLabelText('New password')).toBeValid();
    await user.clear(confirm);
    await user.type(confirm, 'abcdefg1');
    expect(confirm).toBeValid();
    expect(screen.queryByText('The passwords differ')).toBeNull();
  });
});

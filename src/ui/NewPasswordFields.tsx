import { useT } from './i18n.tsx';
import { TextField } from './TextField.tsx';

type NewPasswordField = 'newPassword' | 'confirm';

type NewPasswordFieldsProps = {
  readonly value: Readonly<Record<NewPasswordField, string>>;
  readonly onChange: (field: NewPasswordField) => (value: string) => void;
  readonly errorOf: (field: NewPasswordField) => string | null;
  /** Test ids are `${testIdPrefix}-new` and `${testIdPrefix}-confirm`. */
  readonly testIdPrefix: string;
  /** The password rules, shown under the new password (the caller knows them; ui/ knows no protocol). */
  readonly rules: string;
  readonly autoFocus?: boolean;
};

/** A new password and its confirmation, with the platform's rules under the first: every form that sets a password. */
export function NewPasswordFields({ value, onChange, errorOf, testIdPrefix, rules, autoFocus }: NewPasswordFieldsProps) {
  const t = useT();
  return (
    <>
      <TextField
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        value={value.newPassword}
        onChange={onChange('newPassword')}
        error={errorOf('newPassword')}
        description={rules}
        testId={`${testIdPrefix}-new`}
      />
      <TextField
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        value={value.confirm}
        onChange={onChange('confirm')}
        error={errorOf('confirm')}
        testId={`${testIdPrefix}-confirm`}
      />
    </>
  );
}

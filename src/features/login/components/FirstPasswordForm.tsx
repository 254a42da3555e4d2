import { useState, type FormEvent } from 'react';
import { DsError, LoginError, PASSWORD_MAX, PASSWORD_MIN, validatePasswordChange } from '../../../../protocol/index.ts';
import { Button, NewPasswordFields, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { loginFailureKey } from '../model/model.ts';

type FirstPasswordFormProps = {
  account: string;
  /** The password the account signed in with (the set-up's): the new one must differ. */
  firstPassword: string;
  /** Changes the password and signs in with the new one. */
  onSubmit: (newPassword: string) => Promise<void>;
  onBack: () => void;
};

type Field = 'newPassword' | 'confirm';

/**
 * The account still has the password it was given at set-up (the first administrator's): the
 * platform takes nothing else until its holder picks one of their own, with the change-password
 * dialog's rules.
 */
export function FirstPasswordForm({ account, firstPassword, onSubmit, onBack }: FirstPasswordFormProps) {
  const t = useT();
  const [form, setForm] = useState({ newPassword: '', confirm: '' });
  const { problems: errors, check, clear, set: setErrors } = useFormProblems<Partial<Record<Field, MessageKey>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { oldPassword: _old, ...found } = validatePasswordChange({ oldPassword: firstPassword, ...form });
    setFailure(null);
    if (!check(found)) return;
    setBusy(true);
    try {
      await onSubmit(form.newPassword);
    } catch (error) {
      if (error instanceof DsError && error.code === '400') setErrors({ newPassword: 'validation.passwordPolicy' });
      else if (error instanceof LoginError) setFailure(t(loginFailureKey(error)));
      else setFailure(t('password.failed', { code: error instanceof DsError ? error.code : 'unknown' }));
      setBusy(false);
    }
  };

  const fieldError = (field: Field) => (errors[field] ? t(errors[field]) : null);

  return (
    <form className="login-form" onSubmit={submit} noValidate data-testid="first-password-form">
      <h2 className="login-form__title">{t('login.firstPassword.title')}</h2>
      <p className="login-form__intro">{t('login.firstPassword.intro', { account })}</p>
      <NewPasswordFields value={form} onChange={edit} errorOf={fieldError} testIdPrefix="first-password" rules={t('password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX })} autoFocus />
      {failure ? (
        <p className="login-form__error" role="alert" data-testid="first-password-error">
          {failure}
        </p>
      ) : null}
      <Button variant="primary" type="submit" isDisabled={busy} data-testid="first-password-submit" className="login-form__submit">
        {busy ? t('password.saving') : t('password.submit')}
      </Button>
      <div className="login-form__links">
        <Button variant="ghost" onPress={onBack} data-testid="first-password-back">
          {t('login.firstPassword.back')}
        </Button>
      </div>
    </form>
  );
}

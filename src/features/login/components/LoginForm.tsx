import { useState, type FormEvent } from 'react';
import { validateLogin, type FieldErrors } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { settingAtoms } from '../../../state/settings.ts';
import { Button, Checkbox, TextField, useAsyncEffect, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { loginFailureKey, needsNewPassword, REMEMBERED_MASK, typedOverMask } from '../model/model.ts';

/** password null: log in with the remembered credentials. */
export type LoginSubmission = { account: string; password: string | null; remember: boolean };

type LoginFormProps = {
  onLogin: (submission: LoginSubmission) => Promise<void>;
  /** The remembered account, when the dispatcher chose to remember the password. */
  rememberedAccount: () => Promise<string | null>;
  /** "Forgot password" and, after a lock-out, "unlock by e-mail", with the account typed so far. */
  onRecover: (mode: 'retrieve' | 'unlock', account: string) => void;
  /** A failure of the sign-in the page started by itself (auto-login key, OAuth). */
  signInFailure?: MessageKey | null;
  /** The account must pick its own password first (PASSWORD_CHANGE_REQUIRED): the page asks for it. */
  onNewPasswordNeeded?: (submission: LoginSubmission & { password: string }) => void;
};

export function LoginForm({ onLogin, rememberedAccount, onRecover, signInFailure = null, onNewPasswordNeeded }: LoginFormProps) {
  const t = useT();
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [remembered, setRemembered] = useState(false);
  const rememberPreference = useAtomValue(settingAtoms.isRememberPw);
  const [remember, setRemember] = useState(rememberPreference);
  const { problems: errors, check, clear } = useFormProblems<FieldErrors<'account' | 'password'>>({});
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);

  useAsyncEffect(
    () => rememberedAccount(),
    (saved) => {
      if (!saved) return;
      setAccount((typed) => (typed === '' ? saved : typed));
      setRemembered(true);
    },
    [rememberedAccount],
  );

  const changeAccount = (value: string) => {
    setAccount(value);
    clear('account');
    if (remembered) setRemembered(false); // the saved password belongs to the saved account only
  };
  const changePassword = (value: string) => {
    setPassword(remembered ? typedOverMask(value) : value);
    setRemembered(false);
    clear('password');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin({ account, password: remembered ? REMEMBERED_MASK : password });
    if (remembered) delete found.password;
    setFailure(null);
    if (!check(found)) return;
    setBusy(true);
    const submission = { account: account.trim(), password: remembered ? null : password, remember };
    try {
      await onLogin(submission);
    } catch (error) {
      setBusy(false);
      if (needsNewPassword(error) && onNewPasswordNeeded && submission.password !== null) return onNewPasswordNeeded({ ...submission, password: submission.password });
      setFailure(loginFailureKey(error));
    }
  };

  return (
    <form className="login-form" onSubmit={submit} noValidate>
      <TextField
        label={t('login.account')}
        value={account}
        onChange={changeAccount}
        autoComplete="username"
        inputMode="numeric"
        autoFocus
        error={errors.account ? t(errors.account) : null}
        testId="login-account"
      />
      <TextField
        label={t('login.password')}
        type="password"
        value={remembered ? REMEMBERED_MASK : password}
        onChange={changePassword}
        autoComplete="current-password"
        error={errors.password ? t(errors.password) : null}
        description={remembered ? t('login.passwordRemembered') : undefined}
        testId="login-password"
      />
      <Checkbox isSelected={remember} onChange={setRemember} testId="login-remember">
        {t('login.remember')}
      </Checkbox>
      {failure || signInFailure ? (
        <p className="login-form__error" role="alert" data-testid="login-error">
          {t((failure ?? signInFailure)!)}
        </p>
      ) : null}
      <Button variant="primary" type="submit" isDisabled={busy} data-testid="login-submit" className="login-form__submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </Button>
      <div className="login-form__links">
        <Button variant="ghost" onPress={() => onRecover('retrieve', account.trim())} data-testid="login-forgot">
          {t('recovery.forgot')}
        </Button>
        {failure === 'login.code.locked' ? (
          <Button variant="ghost" onPress={() => onRecover('unlock', account.trim())} data-testid="login-unlock">
            {t('recovery.unlockLink')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

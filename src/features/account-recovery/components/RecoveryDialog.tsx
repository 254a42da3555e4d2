import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN, RecoveryLimits } from '../../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { PURPOSE_OF, recoveryFailure, requestCode, resetPassword, unlockUser, validateAccountAndEmail, validateNewPassword, type RecoveryDs, type RecoveryErrors, type RecoveryField, type RecoveryMode } from '../model/model.ts';

export type RecoveryDialogProps = {
  mode: RecoveryMode;
  ds: RecoveryDs;
  /** The account typed on the login form, as a start. */
  account: string;
  /** The console's language: the mail is written in it. */
  language: string;
  onClose: () => void;
};

type Step = 'request' | 'answer' | 'done';

/**
 * "Forgot password" and "unlock by e-mail" from the login screen: account and bound e-mail, a code
 * by mail, then the code (and for a reset the new password twice).
 */
export function RecoveryDialog({ mode, ds, account: initialAccount, language, onClose }: RecoveryDialogProps) {
  const t = useT();
  const [step, setStep] = useState<Step>('request');
  const [form, setForm] = useState({ account: initialAccount, email: '', code: '', newPassword: '', confirm: '' });
  const { problems: errors, check, clear } = useFormProblems<RecoveryErrors>({});
  const [failure, setFailure] = useState<{ text: string; notBound: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const withPassword = mode === 'retrieve';

  const edit = (field: RecoveryField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };
  const fieldError = (field: RecoveryField) => (errors[field] ? t(errors[field]) : null);

  const run = async (work: () => Promise<unknown>, next: Step) => {
    setFailure(null);
    setBusy(true);
    try {
      await work();
      setStep(next);
    } catch (error) {
      const { key, code } = recoveryFailure(error);
      setFailure({ text: t(key, { code }), notBound: key === 'recovery.error.notBound' });
    } finally {
      setBusy(false);
    }
  };

  const sendCode = (event?: FormEvent) => {
    event?.preventDefault();
    if (!check(validateAccountAndEmail(form))) return;
    void run(() => requestCode(ds, { uid: form.account.trim(), email: form.email, purpose: PURPOSE_OF[mode], lang: language }), 'answer');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!check(validateNewPassword(form, withPassword))) return;
    const answer = { uid: form.account.trim(), email: form.email, verifyCode: form.code };
    void run(() => (withPassword ? resetPassword(ds, { ...answer, newPassword: form.newPassword }) : unlockUser(ds, answer)), 'done');
  };

  const title = withPassword ? t('recovery.title.retrieve') : t('recovery.title.unlock');
  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={title} closeLabel={t('common.close')} testId="recovery-dialog">
      {step === 'done' ? (
        <>
          <DialogBody>
            <p role="status" data-testid="recovery-done">
              {withPassword ? t('recovery.done.retrieve') : t('recovery.done.unlock')}
            </p>
          </DialogBody>
          <DialogFooter>
            <Button variant="primary" onPress={onClose} data-testid="recovery-back">
              {t('recovery.back')}
            </Button>
          </DialogFooter>
        </>
      ) : (
        <form onSubmit={step === 'request' ? sendCode : submit} noValidate>
          <DialogBody>
            <p>{withPassword ? t('recovery.intro.retrieve') : t('recovery.intro.unlock')}</p>
            <TextField label={t('recovery.account')} value={form.account} onChange={edit('account')} inputMode="numeric" autoComplete="username" isDisabled={step !== 'request'} error={fieldError('account')} testId="recovery-account" />
            <TextField label={t('recovery.email')} value={form.email} onChange={edit('email')} autoComplete="email" isDisabled={step !== 'request'} error={fieldError('email')} testId="recovery-email" />
            {step === 'answer' ? (
              <>
                <p role="status" data-testid="recovery-code-sent">
                  {t('recovery.codeSent', { email: form.email.trim(), minutes: RecoveryLimits.codeTtlMs / 60_000 })}
                </p>
                <TextField label={t('recovery.code')} value={form.code} onChange={edit('code')} inputMode="numeric" autoComplete="one-time-code" autoFocus maxLength={RecoveryLimits.codeLength} error={fieldError('code')} testId="recovery-code" />
                {withPassword ? (
                  <>
                    <TextField label={t('recovery.newPassword')} type="password" value={form.newPassword} onChange={edit('newPassword')} autoComplete="new-password" description={t('password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX })} error={fieldError('newPassword')} testId="recovery-new-password" />
                    <TextField label={t('recovery.confirm')} type="password" value={form.confirm} onChange={edit('confirm')} autoComplete="new-password" error={fieldError('confirm')} testId="recovery-confirm" />
                  </>
                ) : null}
              </>
            ) : null}
            {failure ? (
              <p className="form-error" role="alert" data-testid={failure.notBound ? 'recovery-not-bound' : 'recovery-error'}>
                {failure.text}
              </p>
            ) : null}
          </DialogBody>
          <DialogFooter>
            {step === 'answer' ? (
              <Button variant="ghost" onPress={() => sendCode()} isDisabled={busy} data-testid="recovery-resend">
                {t('recovery.resend')}
              </Button>
            ) : null}
            <Button variant="ghost" onPress={onClose}>
              {t('common.cancel')}
            </Button>
            <Button variant="primary" type="submit" isDisabled={busy} data-testid="recovery-submit">
              {step === 'request' ? t('recovery.sendCode') : withPassword ? t('recovery.submit.retrieve') : t('recovery.submit.unlock')}
            </Button>
          </DialogFooter>
        </form>
      )}
    </Dialog>
  );
}

import { useState, type FormEvent } from 'react';
import { PASSWORD_MAX, PASSWORD_MIN, validatePasswordChange, type PasswordChange } from '../../../protocol/index.ts';
import { Button, Dialog, DialogBody, DialogFooter, NewPasswordFields, TextField, useFormProblems, useT, useToast, type MessageKey } from '../../ui/index.ts';
import { useSession } from '../session/SessionProvider.tsx';
import { passwordChangeFailure, type PasswordField } from './passwordChange.ts';

const EMPTY: PasswordChange = { oldPassword: '', newPassword: '', confirm: '' };

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const toast = useToast();
  const session = useSession();
  const [form, setForm] = useState(EMPTY);
  const { problems: errors, check, clear, set: setErrors } = useFormProblems<Partial<Record<PasswordField, MessageKey>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const edit = (field: PasswordField) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!check(validatePasswordChange(form))) return;
    setBusy(true);
    try {
      await session.changePassword(form.oldPassword, form.newPassword);
      toast({ tone: 'success', text: t('password.changed') });
      onClose();
    } catch (error) {
      const failure = passwordChangeFailure(error);
      if (failure.field) setErrors({ [failure.field]: failure.key });
      else setFormError(t(failure.key, { code: failure.code }));
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: PasswordField) => (errors[field] ? t(errors[field]) : null);

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('password.title')} closeLabel={t('common.close')} testId="change-password-dialog">
      <form onSubmit={submit} noValidate>
        <DialogBody>
          <TextField
            label={t('password.old')}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={form.oldPassword}
            onChange={edit('oldPassword')}
            error={fieldError('oldPassword')}
            testId="change-password-old"
          />
          <NewPasswordFields value={form} onChange={edit} errorOf={fieldError} testIdPrefix="change-password" rules={t('password.rules', { min: PASSWORD_MIN, max: PASSWORD_MAX })} />
          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={onClose}>
            {t('common.cancel')}
          </Button>
          <Button variant="primary" type="submit" isDisabled={busy} data-testid="change-password-submit">
            {busy ? t('password.saving') : t('password.submit')}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}

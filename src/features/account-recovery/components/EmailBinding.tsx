import { useEffect, useState } from 'react';
import { RecoveryLimits, VerifyPurpose } from '../../../../protocol/index.ts';
import { Button, TextField, useT } from '../../../ui/index.ts';
import './recovery.css';
import { bindEmail, boundEmail, recoveryFailure, requestCode, validateCode, validateEmail, type RecoveryDs } from '../model/model.ts';

export type EmailBindingProps = { ds: RecoveryDs; msId: string; language: string };

/**
 * Settings → E-mail: the address a forgotten password is retrieved with. A code mailed to the new
 * address proves it is the dispatcher's before it is bound.
 */
export function EmailBinding({ ds, msId, language }: EmailBindingProps) {
  const t = useT();
  const [current, setCurrent] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [error, setError] = useState<{ field: 'email' | 'code' | 'form'; text: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    boundEmail(ds).then(
      (value) => live && setCurrent(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [ds]);

  const run = async (work: () => Promise<void>) => {
    setError(null);
    setNotice(null);
    setBusy(true);
    try {
      await work();
    } catch (failure) {
      const { key, code: answer } = recoveryFailure(failure);
      setError({ field: 'form', text: t(key, { code: answer }) });
    } finally {
      setBusy(false);
    }
  };

  const send = () => {
    const invalid = validateEmail(email);
    if (invalid) return setError({ field: 'email', text: t(invalid) });
    void run(async () => {
      await requestCode(ds, { uid: msId, email, purpose: VerifyPurpose.Bind, lang: language });
      setCodeSent(true);
      setNotice(t('recovery.codeSent', { email: email.trim(), minutes: RecoveryLimits.codeTtlMs / 60_000 }));
    });
  };

  const bind = () => {
    const invalid = validateCode(code);
    if (invalid) return setError({ field: 'code', text: t(invalid) });
    void run(async () => {
      await bindEmail(ds, { uid: msId, email, verifyCode: code });
      setCurrent(email.trim());
      setNotice(t('email.bound', { email: email.trim() }));
      setEmail('');
      setCode('');
      setCodeSent(false);
    });
  };

  return (
    <fieldset className="settings__section email-binding" data-testid="email-binding">
      <legend>{t('email.section')}</legend>
      <p data-testid="email-current">{current ? t('email.current', { email: current }) : t('email.none')}</p>
      <TextField label={t('email.new')} value={email} onChange={(value) => (setEmail(value), setCodeSent(false))} autoComplete="email" error={error?.field === 'email' ? error.text : null} testId="email-new" />
      {codeSent ? <TextField label={t('recovery.code')} value={code} onChange={setCode} inputMode="numeric" autoComplete="one-time-code" maxLength={RecoveryLimits.codeLength} error={error?.field === 'code' ? error.text : null} testId="email-code" /> : null}
      <div className="email-binding__actions">
        <Button variant={codeSent ? 'ghost' : 'primary'} onPress={send} isDisabled={busy} data-testid="email-send-code">
          {codeSent ? t('recovery.resend') : t('recovery.sendCode')}
        </Button>
        {codeSent ? (
          <Button variant="primary" onPress={bind} isDisabled={busy} data-testid="email-bind">
            {t('email.bind')}
          </Button>
        ) : null}
      </div>
      {error?.field === 'form' ? (
        <p className="form-error" role="alert" data-testid="email-error">
          {error.text}
        </p>
      ) : null}
      {notice ? (
        <p role="status" data-testid="email-notice">
          {notice}
        </p>
      ) : null}
    </fieldset>
  );
}

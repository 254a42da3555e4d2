import { useState, type FormEvent } from 'react';
import { Button, TextField, useT } from '../../../ui/index.ts';
import { BroadcastError, loginToBroadcast, type BroadcastLogin } from '../model/model.ts';

type Props = { account: string; fetchImpl?: typeof fetch; onLoggedIn: (login: BroadcastLogin) => void; onNoPermission: () => void };

/** Logs in to the broadcast service (SPEC §7 POST /v1/login) with the dispatcher's account. */
export function BroadcastLoginForm({ account, fetchImpl, onLoggedIn, onNoPermission }: Props) {
  const t = useT();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onLoggedIn(await loginToBroadcast(account, { typed: password }, fetchImpl));
    } catch (failure) {
      const code = failure instanceof BroadcastError ? failure.code : 500;
      if (code === 107) onNoPermission();
      else setError(code === 2 ? t('broadcast.login.wrongPassword') : t('broadcast.error.failed', { code: String(code) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="broadcast__login" onSubmit={(event) => void submit(event)} data-testid="broadcast-login" noValidate>
      <h2 className="broadcast__subtitle">{t('broadcast.login.title')}</h2>
      <p>{t('broadcast.login.hint', { account })}</p>
      <TextField label={t('broadcast.field.password')} type="password" value={password} onChange={setPassword} autoComplete="current-password" testId="broadcast-password" />
      {error ? (
        <p className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="primary" isDisabled={busy}>
        {t('broadcast.login.submit')}
      </Button>
    </form>
  );
}

import { useState } from 'react';
import { patrolNameProblem, type PatrolUser } from '../../../../protocol/index.ts';
import { Button, TextField, useT } from '../../../ui/index.ts';
import { addUser, findAccount, patrolFailureKey, type PatrolApi } from '../model/patrolApi.ts';

/** Patrol users: a PoC terminal found by its account (findAccountByPoC) and added (addUserByNms). */
export function PatrolUsers({ api, users, onChanged }: { api: PatrolApi; users: readonly PatrolUser[]; onChanged: () => void }) {
  const t = useT();
  const [account, setAccount] = useState('');
  const [found, setFound] = useState<{ pocAccount: string; added: boolean } | null>(null);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    const { key, code } = patrolFailureKey(failure);
    setError(t(key, { code }));
  };
  const find = async () => {
    setError(null);
    setFound(null);
    if (!/^\d{8}$/.test(account)) return setError(t('patrol.error.account'));
    try {
      const answer = await findAccount(api, account);
      setFound(answer);
      setName(answer.name);
      if (answer.added) setError(t('patrol.error.userExists'));
    } catch (failure) {
      fail(failure);
    }
  };
  const add = async () => {
    if (!found) return;
    if (patrolNameProblem(name)) return setError(t('patrol.error.required'));
    try {
      await addUser(api, { name: name.trim(), pocAccount: found.pocAccount });
      setFound(null);
      setAccount('');
      setError(null);
      onChanged();
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <section className="patrol-section" data-testid="patrol-users">
      <h2>{t('patrol.users')}</h2>
      <ul className="patrol-chips">
        {users.map((user) => (
          <li key={user.id} data-testid={`patrol-user-${user.id}`}>
            {user.name} ({user.pocAccount})
          </li>
        ))}
      </ul>
      <div className="patrol-toolbar">
        <TextField label={t('patrol.user.account')} value={account} onChange={setAccount} inputMode="numeric" maxLength={8} testId="patrol-user-account" />
        <Button onPress={() => void find()} data-testid="patrol-user-find">
          {t('patrol.user.find')}
        </Button>
        {found && !found.added ? (
          <>
            <TextField label={t('patrol.user.name')} value={name} onChange={setName} testId="patrol-user-name" />
            <Button variant="primary" onPress={() => void add()} data-testid="patrol-user-add">
              {t('patrol.user.add')}
            </Button>
          </>
        ) : null}
      </div>
      {error ? (
        <p className="ui-field__error" role="alert" data-testid="patrol-user-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

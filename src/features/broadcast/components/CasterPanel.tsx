import { useState, type FormEvent } from 'react';
import { BroadcastLimits, BroadcastPaths, broadcastPassword, casterProblems, hashForWire, type BroadcastCaster, type FieldProblem } from '../../../../protocol/index.ts';
import { Button, Cell, DataTable, SelectField, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import type { BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';

type Props = { api: BroadcastApi; casters: BroadcastCaster[]; users: { id: string; name: string }[]; act: Act };

/** Casters (SPEC §3 caster): the users who announce, with a priority (default 5). */
export function CasterPanel({ api, casters, users, act }: Props) {
  const t = useT();
  const [userId, setUserId] = useState('');
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [callNumber, setCallNumber] = useState('');
  const [priority, setPriority] = useState(String(BroadcastLimits.defaultPriority));
  const [password, setPassword] = useState('');
  const { problems, check } = useFormProblems<FieldProblem[]>([]);

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { user_id: userId, name: name.trim(), code: code.trim(), call_number: callNumber.trim(), priority: priority.trim() === '' ? Number.NaN : Number(priority) };
    if (!check(casterProblems(draft, casters, new Set(users.map((user) => user.id))))) return;
    await act(() => api.call('POST', BroadcastPaths.caster, { ...draft, password: broadcastPassword(password, hashForWire) }), t('broadcast.caster.added', { name: draft.name }), () => {
      setName('');
      setCode('');
      setCallNumber('');
      setPassword('');
    });
  };

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-casters" data-testid="broadcast-casters">
      <h2 id="broadcast-casters" className="broadcast__subtitle">
        {t('broadcast.caster.title')}
      </h2>
      {casters.length === 0 ? <p className="broadcast__muted">{t('broadcast.caster.empty')}</p> : null}
      <DataTable className="broadcast__table" label={t('broadcast.caster.title')}>
        <thead>
          <tr>
            <th scope="col">{t('broadcast.field.name')}</th>
            <th scope="col">{t('broadcast.field.user')}</th>
            <th scope="col">{t('broadcast.field.code')}</th>
            <th scope="col">{t('broadcast.field.callNumber')}</th>
            <th scope="col">{t('broadcast.field.priority')}</th>
          </tr>
        </thead>
        <tbody>
          {casters.map((caster) => (
            <tr key={caster.id} data-testid="broadcast-caster-row">
              <td>{caster.name}</td>
              <td>{users.find((user) => user.id === caster.user_id)?.name ?? caster.user_id}</td>
              <Cell kind="id">{caster.code}</Cell>
              <Cell kind="id">{caster.call_number}</Cell>
              <Cell kind="number">{caster.priority}</Cell>
            </tr>
          ))}
        </tbody>
      </DataTable>
      <form onSubmit={(event) => void add(event)} noValidate className="broadcast__form" data-testid="broadcast-caster-form">
        <h3 className="broadcast__minor">{t('broadcast.caster.add')}</h3>
        <SelectField label={t('broadcast.field.user')} value={userId} options={[{ value: '', label: t('broadcast.caster.pickUser') }, ...users.map((user) => ({ value: user.id, label: `${user.name} (${user.id})` }))]} onChange={setUserId} testId="broadcast-caster-user" />
        {problemOf(t, problems, 'user_id') ? <p className="ui-field__error">{problemOf(t, problems, 'user_id')}</p> : null}
        <TextField label={t('broadcast.field.name')} value={name} onChange={setName} error={problemOf(t, problems, 'name')} testId="broadcast-caster-name" />
        <TextField label={t('broadcast.field.code')} value={code} onChange={setCode} error={problemOf(t, problems, 'code')} testId="broadcast-caster-code" />
        <TextField label={t('broadcast.field.callNumber')} value={callNumber} onChange={setCallNumber} inputMode="numeric" error={problemOf(t, problems, 'call_number')} testId="broadcast-caster-call" />
        <TextField label={t('broadcast.field.priority')} value={priority} onChange={setPriority} inputMode="numeric" error={problemOf(t, problems, 'priority')} description={t('broadcast.caster.priorityHint')} testId="broadcast-caster-priority" />
        <TextField label={t('broadcast.field.password')} type="password" value={password} onChange={setPassword} description={t('broadcast.passwordHint')} testId="broadcast-caster-password" />
        <Button type="submit" variant="primary">
          {t('broadcast.caster.add')}
        </Button>
      </form>
    </section>
  );
}

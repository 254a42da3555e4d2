import { useState, type FormEvent } from 'react';
import { BroadcastPaths, broadcastPassword, hashForWire, orgProblems, type BroadcastOrg, type FieldProblem } from '../../../../protocol/index.ts';
import { Button, Checkbox, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { orgTree, type BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';
import { OrgEditForm } from './OrgEditForm.tsx';

type Props = { api: BroadcastApi; orgs: BroadcastOrg[]; selected: number | null; onSelect: (id: number | null) => void; act: Act };

/** The organisation tree (SPEC §3 organisation): choose one, add a root or a child, edit, delete. */
export function OrgPanel({ api, orgs, selected, onSelect, act }: Props) {
  const t = useT();
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const [callNumber, setCallNumber] = useState('');
  const [password, setPassword] = useState('');
  const [asChild, setAsChild] = useState(true);
  const { problems, check } = useFormProblems<FieldProblem[]>([]);
  const chosen = orgs.find((org) => org.id === selected) ?? null;
  const parentId = asChild && chosen ? chosen.id : 0;

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { parent_id: parentId, name: name.trim(), code: code.trim(), call_number: callNumber.trim() };
    if (!check(orgProblems(draft, orgs, null))) return;
    // SPEC §7: a root goes to /api/v1/org, a child to /v1/org; SPEC §5: a blank password is the default.
    const path = parentId === 0 ? BroadcastPaths.rootOrg : BroadcastPaths.org;
    await act(() => api.call('POST', path, { ...draft, password: broadcastPassword(password, hashForWire) }), t('broadcast.org.added', { name: draft.name }), () => {
      setName('');
      setCode('');
      setCallNumber('');
      setPassword('');
    });
  };

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-orgs" data-testid="broadcast-orgs">
      <h2 id="broadcast-orgs" className="broadcast__subtitle">
        {t('broadcast.org.title')}
      </h2>
      <ul className="broadcast__tree" role="tree" aria-label={t('broadcast.org.title')}>
        {orgTree(orgs).map(({ org, depth }) => (
          <li key={org.id} role="treeitem" aria-level={depth + 1} aria-selected={org.id === selected} style={{ paddingInlineStart: `${depth * 16}px` }}>
            <button type="button" className={org.id === selected ? 'broadcast__node broadcast__node--selected' : 'broadcast__node'} onClick={() => onSelect(org.id === selected ? null : org.id)} data-testid={`broadcast-org-${org.code}`}>
              {org.name} <span className="broadcast__muted">({org.code})</span>
            </button>
          </li>
        ))}
      </ul>
      {orgs.length === 0 ? <p className="broadcast__muted">{t('broadcast.org.empty')}</p> : null}
      {chosen ? (
        <Button variant="danger" onPress={() => void act(() => api.call('DELETE', `${BroadcastPaths.org}/${chosen.id}`), t('broadcast.org.deleted', { name: chosen.name })).then((ok) => ok && onSelect(null))}>
          {t('broadcast.org.delete', { name: chosen.name })}
        </Button>
      ) : null}
      {chosen ? <OrgEditForm key={`${chosen.id}:${chosen.name}`} api={api} org={chosen} orgs={orgs} act={act} /> : null}
      <form onSubmit={(event) => void add(event)} noValidate className="broadcast__form" data-testid="broadcast-org-form">
        <h3 className="broadcast__minor">{t('broadcast.org.add')}</h3>
        {chosen ? (
          <Checkbox isSelected={asChild} onChange={setAsChild} testId="broadcast-org-as-child">
            {t('broadcast.org.asChild', { name: chosen.name })}
          </Checkbox>
        ) : null}
        <TextField label={t('broadcast.field.name')} value={name} onChange={setName} error={problemOf(t, problems, 'name')} testId="broadcast-org-name" />
        <TextField label={t('broadcast.field.code')} value={code} onChange={setCode} error={problemOf(t, problems, 'code')} testId="broadcast-org-code" />
        <TextField label={t('broadcast.field.callNumber')} value={callNumber} onChange={setCallNumber} inputMode="numeric" error={problemOf(t, problems, 'call_number')} testId="broadcast-org-call" />
        <TextField label={t('broadcast.field.password')} type="password" value={password} onChange={setPassword} description={t('broadcast.passwordHint')} testId="broadcast-org-password" />
        <Button type="submit" variant="primary">
          {t('broadcast.org.add')}
        </Button>
      </form>
    </section>
  );
}

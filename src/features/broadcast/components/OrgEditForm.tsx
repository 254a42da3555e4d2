import { useState, type FormEvent } from 'react';
import { BroadcastPaths, broadcastPassword, hashForWire, orgProblems, type BroadcastOrg, type FieldProblem } from '../../../../protocol/index.ts';
import { Button, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import type { BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';

type Props = { api: BroadcastApi; org: BroadcastOrg; orgs: BroadcastOrg[]; act: Act };

/**
 * Edits the chosen organisation (PATCH /v1/org/{id}): its name and password. SPEC §5: a blank
 * password goes as the default secret, any other as its MD5. Parent, code and call number are kept.
 */
export function OrgEditForm({ api, org, orgs, act }: Props) {
  const t = useT();
  const [name, setName] = useState(org.name);
  const [password, setPassword] = useState('');
  const { problems, check } = useFormProblems<FieldProblem[]>([]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { parent_id: org.parent_id, name: name.trim(), code: org.code, call_number: org.call_number };
    if (!check(orgProblems(draft, orgs, org.id))) return;
    await act(() => api.call('PATCH', `${BroadcastPaths.org}/${org.id}`, { ...draft, password: broadcastPassword(password, hashForWire) }), t('broadcast.org.saved', { name: draft.name }), () => setPassword(''));
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="broadcast__form" data-testid="broadcast-org-edit">
      <h3 className="broadcast__minor">{t('broadcast.org.edit', { name: org.name })}</h3>
      <TextField label={t('broadcast.field.name')} value={name} onChange={setName} error={problemOf(t, problems, 'name')} testId="broadcast-org-edit-name" />
      <TextField label={t('broadcast.field.password')} type="password" value={password} onChange={setPassword} description={t('broadcast.passwordHint')} testId="broadcast-org-edit-password" />
      <Button type="submit" variant="primary">
        {t('broadcast.org.save')}
      </Button>
    </form>
  );
}

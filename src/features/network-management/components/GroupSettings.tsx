import { useState } from 'react';
import { GROUP_PALETTE, type Group } from '../../../../protocol/index.ts';
import { groupsAtom } from '../../../state/eventLog.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { Button, TextField, useFormProblems, useT, useToast } from '../../../ui/index.ts';
import { addGroup, colorGroup, groupNameError, renameGroup, type NetworkDs, type Problem } from '../model/model.ts';

/** A group's name and colour, and a new subgroup under it; each checked here and again by the platform. */
export function GroupSettings({ ds, group }: { ds: NetworkDs; group: Group }) {
  const t = useT();
  const toast = useToast();
  const groups = useAtomValue(groupsAtom);
  const [name, setName] = useState(group.name);
  const [subgroup, setSubgroup] = useState('');
  const { problems, put } = useFormProblems<{ name?: Problem | null; subgroup?: Problem | null; color?: Problem | null }>({});
  const [busy, setBusy] = useState(false);
  const namesBut = (gid: string | null) => [...groups.values()].filter((other) => other.gid !== gid).map((other) => other.name);
  const say = (problem: Problem | null) => (problem ? t(problem.key, problem.values) : null);

  const run = async (field: 'name' | 'subgroup' | 'color', check: Problem | null, work: () => Promise<Problem | null>, done: () => void) => {
    put(field, check);
    if (check) return;
    setBusy(true);
    const refusal = await work();
    setBusy(false);
    put(field, refusal);
    if (!refusal) done();
  };

  const rename = () =>
    run('name', groupNameError(name, namesBut(group.gid)), () => renameGroup(ds, group.gid, name), () => toast({ tone: 'success', text: t('network.done.groupRenamed', { name: name.trim() }) }));
  const add = () =>
    run('subgroup', groupNameError(subgroup, namesBut(null)), () => addGroup(ds, subgroup, group.gid), () => {
      toast({ tone: 'success', text: t('network.done.groupAdded', { name: subgroup.trim() }) });
      setSubgroup('');
    });
  const paint = (color: string) => run('color', null, () => colorGroup(ds, group.gid, color), () => toast({ tone: 'success', text: t('network.done.colorSet', { name: group.name }) }));

  return (
    <div className="network-settings">
      <form className="network-row" onSubmit={(event) => (event.preventDefault(), void rename())}>
        <TextField label={t('network.groupName')} value={name} onChange={setName} error={say(problems.name ?? null)} testId="network-group-name" />
        <Button type="submit" isDisabled={busy} data-testid="network-group-rename">
          {t('network.rename')}
        </Button>
      </form>
      <fieldset className="network-colors">
        <legend>{t('network.color')}</legend>
        {GROUP_PALETTE.map((color) => (
          <button
            key={color}
            type="button"
            className="network-swatch"
            style={{ background: color }}
            aria-label={t('network.colorOf', { value: color })}
            aria-pressed={group.color === color}
            disabled={busy}
            onClick={() => void paint(color)}
            data-testid={`network-color-${color.slice(1)}`}
          />
        ))}
        <label className="network-custom-color">
          {t('network.customColor')}
          <input type="color" value={group.color} disabled={busy} onChange={(event) => void paint(event.target.value)} data-testid="network-color-custom" />
        </label>
        {problems.color ? <p className="ui-field__error">{say(problems.color)}</p> : null}
      </fieldset>
      <form className="network-row" onSubmit={(event) => (event.preventDefault(), void add())}>
        <TextField
          label={t('network.subgroup', { name: group.name })}
          placeholder={t('network.subgroupName')}
          value={subgroup}
          onChange={setSubgroup}
          error={say(problems.subgroup ?? null)}
          testId="network-subgroup-name"
        />
        <Button type="submit" isDisabled={busy} data-testid="network-subgroup-add">
          {t('network.add')}
        </Button>
      </form>
    </div>
  );
}

import { useState, type FormEvent } from 'react';
import { BroadcastPaths, deviceProblems, volumeProblem, type BroadcastOrg, type DeviceView, type FieldProblem } from '../../../../protocol/index.ts';
import { Button, SelectField, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { orgTree, type BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';

type Props = { api: BroadcastApi; device: DeviceView; devices: DeviceView[]; orgs: BroadcastOrg[]; act: Act; onClose: () => void };

/** Edits a speaker: name and organisation (PATCH /v1/device/{id}), then its volume when it changed (PATCH .../volume). */
export function DeviceEditForm({ api, device, devices, orgs, act, onClose }: Props) {
  const t = useT();
  const [name, setName] = useState(device.name);
  const [orgId, setOrgId] = useState(String(device.org_id));
  const [volume, setVolume] = useState(String(device.ao_volume));
  const { problems, check } = useFormProblems<FieldProblem[]>([]);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { org_id: Number(orgId), name: name.trim(), code: device.code };
    const level = volume.trim() === '' ? Number.NaN : Number(volume);
    const found = deviceProblems(draft, devices, new Set(orgs.map((org) => org.id)), device.id);
    const volumeWrong = volumeProblem(level);
    if (volumeWrong) found.push({ field: 'ao_volume', problem: volumeWrong });
    if (!check(found)) return;
    const ok = await act(async () => {
      await api.call('PATCH', `${BroadcastPaths.device}/${device.id}`, draft);
      if (level !== device.ao_volume) await api.call('PATCH', `${BroadcastPaths.device}/${device.id}/volume`, { ao_volume: level });
    }, t('broadcast.device.saved', { name: draft.name }));
    if (ok) onClose();
  };

  return (
    <form onSubmit={(event) => void save(event)} noValidate className="broadcast__form" data-testid="broadcast-device-edit">
      <h3 className="broadcast__minor">{t('broadcast.device.edit', { name: device.name })}</h3>
      <TextField label={t('broadcast.field.name')} value={name} onChange={setName} error={problemOf(t, problems, 'name')} testId="broadcast-device-edit-name" />
      <SelectField label={t('broadcast.field.org')} value={orgId} options={orgTree(orgs).map(({ org, depth }) => ({ value: String(org.id), label: `${'— '.repeat(depth)}${org.name}` }))} onChange={setOrgId} testId="broadcast-device-edit-org" />
      {problemOf(t, problems, 'org_id') ? <p className="ui-field__error">{problemOf(t, problems, 'org_id')}</p> : null}
      <TextField label={t('broadcast.field.volume')} value={volume} onChange={setVolume} inputMode="numeric" error={problemOf(t, problems, 'ao_volume')} testId="broadcast-device-edit-volume" />
      <div className="broadcast__row">
        <Button type="submit" variant="primary">
          {t('broadcast.device.save')}
        </Button>
        <Button onPress={onClose}>{t('broadcast.cancel')}</Button>
      </div>
    </form>
  );
}

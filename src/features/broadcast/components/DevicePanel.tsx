import { BroadcastTable } from './BroadcastTable.tsx';
import { useState, type FormEvent } from 'react';
import { BroadcastLimits, BroadcastPaths, deviceProblems, volumeProblem, type BroadcastFile, type BroadcastOrg, type DeviceView, type FieldProblem } from '../../../../protocol/index.ts';
import { Button, Checkbox, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { batchDeviceIds, numberOfText, type BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';
import { DeviceEditForm } from './DeviceEditForm.tsx';

type Props = { api: BroadcastApi; orgs: BroadcastOrg[]; devices: DeviceView[]; files: BroadcastFile[]; orgId: number | null; act: Act };

/** The speakers of the chosen organisation (all without one): online, what they play, volume, batch volume, add, edit and delete. */
export function DevicePanel({ api, orgs, devices, files, orgId, act }: Props) {
  const t = useT();
  const shown = devices.filter((device) => orgId === null || device.org_id === orgId);
  const [volumes, setVolumes] = useState<Record<number, string>>({});
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [batch, setBatch] = useState(String(BroadcastLimits.defaultVolume));
  const [batchProblem, setBatchProblem] = useState<string | null>(null);
  const [rowProblem, setRowProblem] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [code, setCode] = useState('');
  const { problems, check } = useFormProblems<FieldProblem[]>([]);
  const [editing, setEditing] = useState<number | null>(null);
  const edited = devices.find((device) => device.id === editing) ?? null;
  const fileName = (id: number) => files.find((file) => file.id === id)?.original_name ?? String(id);
  const orgName = (id: number) => orgs.find((org) => org.id === id)?.name ?? String(id);

  const setVolume = (device: DeviceView) => {
    const typed = volumes[device.id];
    const volume = typed === undefined ? device.ao_volume : numberOfText(typed);
    if (volumeProblem(volume)) return setRowProblem(t('broadcast.device.volumeRange', { name: device.name }));
    setRowProblem(null);
    void act(() => api.call('PATCH', `${BroadcastPaths.device}/${device.id}/volume`, { ao_volume: volume }), t('broadcast.device.volumeSet', { name: device.name, value: volume }));
  };

  const setBatchVolume = () => {
    const volume = numberOfText(batch);
    if (orgId === null) return setBatchProblem(t('broadcast.device.chooseOrg'));
    if (volumeProblem(volume)) return setBatchProblem(t('broadcast.problem.range'));
    setBatchProblem(null);
    const ids = batchDeviceIds(picked, shown);
    void act(() => api.call('POST', BroadcastPaths.batchVolume, { group_id: orgId, ao_volume: volume, device_ids: ids }), t('broadcast.device.batchSet', { value: volume, count: ids.length || shown.length }));
  };

  const add = async (event: FormEvent) => {
    event.preventDefault();
    const draft = { org_id: orgId ?? 0, name: name.trim(), code: code.trim() };
    if (!check(deviceProblems(draft, devices, new Set(orgs.map((org) => org.id)), null))) return;
    await act(() => api.call('POST', BroadcastPaths.device, draft), t('broadcast.device.added', { name: draft.name }), () => {
      setName('');
      setCode('');
    });
  };

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-devices" data-testid="broadcast-devices">
      <h2 id="broadcast-devices" className="broadcast__subtitle">
        {t('broadcast.device.title')}
      </h2>
      <BroadcastTable columns={['broadcast.device.pick', 'broadcast.field.name', 'broadcast.field.code', 'broadcast.field.org', 'broadcast.device.state', 'broadcast.field.volume', 'broadcast.actions']} empty="broadcast.device.empty" rowCount={shown.length}>
        {shown.map((device) => (
          <tr key={device.id} data-testid={`broadcast-device-${device.code}`} data-online={device.online} data-playing={device.playing ? fileName(device.playing.file_id) : ''}>
            <td>
              <Checkbox isSelected={picked.has(device.id)} onChange={(on) => setPicked((was) => new Set(on ? [...was, device.id] : [...was].filter((id) => id !== device.id)))}>
                <span className="visually-hidden">{device.name}</span>
              </Checkbox>
            </td>
            <td>{device.name}</td>
            <td>{device.code}</td>
            <td>{orgName(device.org_id)}</td>
            <td>
              {device.online ? t('broadcast.device.online') : t('broadcast.device.offline')}
              {device.playing ? ` · ${t('broadcast.device.playing', { name: fileName(device.playing.file_id), seconds: Math.floor(device.playing.position_ms / 1000) })}` : ''}
            </td>
            <td>
              <input
                className="ui-input broadcast__volume"
                type="number"
                min={0}
                max={100}
                aria-label={t('broadcast.device.volumeOf', { name: device.name })}
                value={volumes[device.id] ?? String(device.ao_volume)}
                onChange={(event) => setVolumes((was) => ({ ...was, [device.id]: event.target.value }))}
                data-testid={`broadcast-volume-${device.code}`}
              />
              <Button onPress={() => setVolume(device)}>{t('broadcast.device.setVolume')}</Button>
            </td>
            <td>
              <Button onPress={() => setEditing(device.id)}>{t('broadcast.edit')}</Button>
              <Button variant="danger" onPress={() => void act(() => api.call('DELETE', `${BroadcastPaths.device}/${device.id}`), t('broadcast.device.deleted', { name: device.name }))}>
                {t('broadcast.delete')}
              </Button>
            </td>
          </tr>
        ))}
      </BroadcastTable>
      {rowProblem ? (
        <p className="ui-field__error" role="alert" data-testid="broadcast-volume-error">
          {rowProblem}
        </p>
      ) : null}
      {edited ? <DeviceEditForm key={edited.id} api={api} device={edited} devices={devices} orgs={orgs} act={act} onClose={() => setEditing(null)} /> : null}
      <div className="broadcast__row">
        <TextField label={t('broadcast.device.batchVolume')} value={batch} onChange={setBatch} inputMode="numeric" error={batchProblem} testId="broadcast-batch-volume" />
        <Button onPress={setBatchVolume}>{t('broadcast.device.setBatch')}</Button>
      </div>
      <form onSubmit={(event) => void add(event)} noValidate className="broadcast__form" data-testid="broadcast-device-form">
        <h3 className="broadcast__minor">{t('broadcast.device.add')}</h3>
        {problemOf(t, problems, 'org_id') ? <p className="ui-field__error">{t('broadcast.device.chooseOrg')}</p> : null}
        <TextField label={t('broadcast.field.name')} value={name} onChange={setName} error={problemOf(t, problems, 'name')} testId="broadcast-device-name" />
        <TextField label={t('broadcast.field.code')} value={code} onChange={setCode} error={problemOf(t, problems, 'code')} testId="broadcast-device-code" />
        <Button type="submit" variant="primary">
          {t('broadcast.device.add')}
        </Button>
      </form>
    </section>
  );
}

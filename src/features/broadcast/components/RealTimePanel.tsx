import { useState } from 'react';
import { BroadcastLimits, BroadcastPaths, realTimeProblems, type BroadcastFile, type DeviceView, type FieldProblem, type RealTimeView } from '../../../../protocol/index.ts';
import { Button, SelectField, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import { numberOfText, type BroadcastApi } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';
import { IdPicker } from './IdPicker.tsx';

type Props = { api: BroadcastApi; realTime: RealTimeView | null; files: BroadcastFile[]; devices: DeviceView[]; act: Act };

/** The real-time task (SPEC §4): choose files and speakers, start (volume 60 by default), pause, next, previous, choose a file, stop. */
export function RealTimePanel({ api, realTime, files, devices, act }: Props) {
  const t = useT();
  const [fileIds, setFileIds] = useState<number[]>([]);
  const [deviceIds, setDeviceIds] = useState<number[]>([]);
  const [volume, setVolume] = useState(String(BroadcastLimits.defaultVolume));
  const { problems, check } = useFormProblems<FieldProblem[]>([]);
  // The service keeps the last choice (saved, or started and stopped): the pickers show it again after
  // a reload, and follow it when it changes there; the dispatcher's own ticks stand until then.
  const saved = realTime ? JSON.stringify([realTime.file_ids, realTime.device_ids, realTime.volume]) : '';
  const [shown, setShown] = useState('');
  if (realTime && saved !== shown) {
    setShown(saved);
    setFileIds(realTime.file_ids);
    setDeviceIds(realTime.device_ids);
    setVolume(String(realTime.volume));
  }
  const active = realTime !== null && realTime.status !== 'idle';
  const fileName = (id: number | null) => files.find((file) => file.id === id)?.original_name ?? '';
  const R = BroadcastPaths.realTime;

  const draft = () => ({ file_ids: fileIds, device_ids: deviceIds, volume: numberOfText(volume) });
  const checked = () => check(realTimeProblems(draft(), new Set(files.map((file) => file.id)), new Set(devices.map((device) => device.id))));
  const start = () => {
    if (checked()) void act(() => api.call('POST', `${R}/start`, draft()), t('broadcast.realTime.started'));
  };
  // SPEC §7 PATCH /v1/real_time_task keeps the choice for later with duration_type 1.
  const keep = () => {
    if (checked()) void act(() => api.call('PATCH', R, { ...draft(), duration_type: 1 }), t('broadcast.realTime.kept'));
  };
  const control = (action: 'pause' | 'next' | 'prev' | 'stop', done: string) => void act(() => api.call('GET', `${R}/${action}`), done);

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-realtime" data-testid="broadcast-realtime" data-status={realTime?.status ?? 'idle'}>
      <h2 id="broadcast-realtime" className="broadcast__subtitle">
        {t('broadcast.realTime.title')}
      </h2>
      {active && realTime ? (
        <div className="broadcast__now">
          <p data-testid="broadcast-realtime-now">
            {t(realTime.status === 'paused' ? 'broadcast.realTime.pausedOn' : 'broadcast.realTime.playingOn', { name: fileName(realTime.current_file_id), count: realTime.device_ids.length, seconds: Math.floor(realTime.position_ms / 1000) })}
          </p>
          <div className="broadcast__row">
            <Button onPress={() => control('prev', t('broadcast.realTime.moved'))}>{t('broadcast.realTime.prev')}</Button>
            <Button onPress={() => control('pause', t(realTime.status === 'paused' ? 'broadcast.realTime.resumed' : 'broadcast.realTime.paused'))}>{t(realTime.status === 'paused' ? 'broadcast.realTime.resume' : 'broadcast.realTime.pause')}</Button>
            <Button onPress={() => control('next', t('broadcast.realTime.moved'))}>{t('broadcast.realTime.next')}</Button>
            <Button variant="danger" onPress={() => control('stop', t('broadcast.realTime.stopped'))}>
              {t('broadcast.realTime.stop')}
            </Button>
          </div>
          <SelectField
            label={t('broadcast.realTime.choose')}
            value={String(realTime.current_file_id ?? '')}
            options={realTime.file_ids.map((id) => ({ value: String(id), label: fileName(id) }))}
            onChange={(value) => void act(() => api.call('PATCH', `${R}/choice`, { choice_file_id: Number(value) }), t('broadcast.realTime.moved'))}
            testId="broadcast-realtime-choice"
          />
        </div>
      ) : (
        <div className="broadcast__form">
          <IdPicker legend={t('broadcast.field.files')} items={files.map((file) => ({ id: file.id, label: file.original_name }))} chosen={fileIds} onChange={setFileIds} error={problemOf(t, problems, 'file_ids')} testId="broadcast-realtime-files" empty={t('broadcast.file.empty')} />
          <IdPicker legend={t('broadcast.field.devices')} items={devices.map((device) => ({ id: device.id, label: device.name }))} chosen={deviceIds} onChange={setDeviceIds} error={problemOf(t, problems, 'device_ids')} testId="broadcast-realtime-devices" empty={t('broadcast.device.empty')} />
          <TextField label={t('broadcast.field.volume')} value={volume} onChange={setVolume} inputMode="numeric" error={problemOf(t, problems, 'volume')} testId="broadcast-realtime-volume" />
          <div className="broadcast__row">
            <Button variant="primary" onPress={start}>
              {t('broadcast.realTime.start')}
            </Button>
            <Button onPress={keep}>{t('broadcast.realTime.keep')}</Button>
          </div>
        </div>
      )}
    </section>
  );
}

import { BroadcastTable } from './BroadcastTable.tsx';
import { useState, type FormEvent } from 'react';
import { BroadcastLimits, BroadcastPaths, taskProblems, type BroadcastFile, type BroadcastPlan, type DeviceView, type FieldProblem, type TaskView } from '../../../../protocol/index.ts';
import { Button, Checkbox, TextField, useFormProblems, useT, type MessageKey } from '../../../ui/index.ts';
import { taskControls, taskDraftOf, type BroadcastApi, type TaskAction, type TaskForm } from '../model/model.ts';
import { problemOf } from '../model/problemText.ts';
import type { Act } from './act.ts';
import { IdPicker } from './IdPicker.tsx';

type Props = { api: BroadcastApi; tasks: TaskView[]; plan: BroadcastPlan | null; files: BroadcastFile[]; devices: DeviceView[]; act: Act };

const WEEKDAYS: readonly { day: number; key: MessageKey }[] = [
  { day: 1, key: 'broadcast.day.1' },
  { day: 2, key: 'broadcast.day.2' },
  { day: 3, key: 'broadcast.day.3' },
  { day: 4, key: 'broadcast.day.4' },
  { day: 5, key: 'broadcast.day.5' },
  { day: 6, key: 'broadcast.day.6' },
  { day: 7, key: 'broadcast.day.7' },
];
const STATUS: Readonly<Record<TaskView['status'], MessageKey>> = { idle: 'broadcast.status.idle', playing: 'broadcast.status.playing', paused: 'broadcast.status.paused' };

const DONE: Readonly<Record<TaskAction, MessageKey>> = { start: 'broadcast.task.started', pause: 'broadcast.task.paused', resume: 'broadcast.task.resumed', stop: 'broadcast.task.stopped' };

const EMPTY: TaskForm = { name: '', file_ids: [], device_ids: [], start_time: '08:00:00', weekdays: [1, 2, 3, 4, 5], volume: String(BroadcastLimits.defaultVolume), loop: '1' };

/** Timed tasks (SPEC §4): add, edit, start, pause, resume, stop, delete, and their plan's schedule. */
export function TaskPanel({ api, tasks, plan, files, devices, act }: Props) {
  const t = useT();
  const [draft, setDraft] = useState<TaskForm>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const { problems, check, set: setProblems } = useFormProblems<FieldProblem[]>([]);
  const fileName = (id: number | null) => files.find((file) => file.id === id)?.original_name ?? '';
  const patch = (change: Partial<TaskForm>) => setDraft((was) => ({ ...was, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = taskDraftOf(draft);
    if (!check(taskProblems(body, new Set(files.map((file) => file.id)), new Set(devices.map((device) => device.id))))) return;
    await act(
      () => (editing === null ? api.call('POST', BroadcastPaths.task, { ...body, offline: 0, audio_source: 0 }) : api.call('PATCH', `${BroadcastPaths.task}/${editing}`, { ...body, offline: 0, audio_source: 0 })),
      t(editing === null ? 'broadcast.task.added' : 'broadcast.task.saved', { name: body.name }),
      () => {
        setDraft(EMPTY);
        setEditing(null);
      },
    );
  };

  const edit = (task: TaskView) => {
    setEditing(task.id);
    setProblems([]);
    setDraft({ name: task.name, file_ids: task.file_ids, device_ids: task.device_ids, start_time: task.start_time, weekdays: task.weekdays, volume: String(task.volume), loop: String(task.loop) });
  };

  const run = (task: TaskView, action: TaskAction) => void act(() => api.call('GET', `${BroadcastPaths.task}/${task.id}/${action}`), t(DONE[action], { name: task.name }));

  return (
    <section className="broadcast__panel" aria-labelledby="broadcast-tasks" data-testid="broadcast-tasks">
      <h2 id="broadcast-tasks" className="broadcast__subtitle">
        {t('broadcast.task.title')}
      </h2>
      {plan ? (
        <p className="broadcast__row" data-testid="broadcast-plan" data-running={plan.running}>
          {t(plan.running ? 'broadcast.plan.running' : 'broadcast.plan.stopped')}
          <Button onPress={() => void act(() => api.call('GET', `${BroadcastPaths.plan}/${plan.id}/${plan.running ? 'stop' : 'start'}`), t(plan.running ? 'broadcast.plan.stopped' : 'broadcast.plan.running'))}>
            {t(plan.running ? 'broadcast.plan.stop' : 'broadcast.plan.start')}
          </Button>
        </p>
      ) : null}
      <BroadcastTable columns={['broadcast.field.name', 'broadcast.field.startTime', 'broadcast.field.weekdays', 'broadcast.task.status', 'broadcast.actions']} empty="broadcast.task.empty" rowCount={tasks.length}>
        {tasks.map((task) => {
          const controls = taskControls(task.status);
          return (
            <tr key={task.id} data-testid={`broadcast-task-${task.name}`} data-status={task.status}>
              <td>{task.name}</td>
              <td>{task.start_time}</td>
              <td>{WEEKDAYS.filter(({ day }) => task.weekdays.includes(day)).map(({ key }) => t(key)).join(' ')}</td>
              <td>
                {t(STATUS[task.status])}
                {task.current_file_id !== null && task.status !== 'idle' ? ` · ${fileName(task.current_file_id)}` : ''}
              </td>
              <td className="broadcast__actions">
                {controls.actions.includes('start') ? <Button onPress={() => run(task, 'start')}>{t('broadcast.task.start')}</Button> : null}
                {controls.actions.includes('pause') ? <Button onPress={() => run(task, 'pause')}>{t('broadcast.task.pause')}</Button> : null}
                {controls.actions.includes('resume') ? <Button onPress={() => run(task, 'resume')}>{t('broadcast.task.resume')}</Button> : null}
                {controls.actions.includes('stop') ? <Button onPress={() => run(task, 'stop')}>{t('broadcast.task.stop')}</Button> : null}
                <Button isDisabled={!controls.editable} onPress={() => edit(task)}>
                  {t('broadcast.edit')}
                </Button>
                <Button variant="danger" isDisabled={!controls.editable} onPress={() => void act(() => api.call('DELETE', `${BroadcastPaths.task}/${task.id}`), t('broadcast.task.deleted', { name: task.name }))}>
                  {t('broadcast.delete')}
                </Button>
              </td>
            </tr>
          );
        })}
      </BroadcastTable>
      <form onSubmit={(event) => void save(event)} noValidate className="broadcast__form" data-testid="broadcast-task-form">
        <h3 className="broadcast__minor">{t(editing === null ? 'broadcast.task.add' : 'broadcast.task.edit')}</h3>
        <TextField label={t('broadcast.field.name')} value={draft.name} onChange={(name) => patch({ name })} error={problemOf(t, problems, 'name')} testId="broadcast-task-name" />
        <TextField label={t('broadcast.field.startTime')} value={draft.start_time} onChange={(start_time) => patch({ start_time })} placeholder="HH:mm:ss" error={problemOf(t, problems, 'start_time')} testId="broadcast-task-time" />
        <fieldset className="broadcast__picker">
          <legend className="ui-field__label">{t('broadcast.field.weekdays')}</legend>
          {WEEKDAYS.map(({ day, key }) => (
            <Checkbox key={day} isSelected={draft.weekdays.includes(day)} onChange={(on) => patch({ weekdays: on ? [...draft.weekdays, day] : draft.weekdays.filter((other) => other !== day) })}>
              {t(key)}
            </Checkbox>
          ))}
          {problemOf(t, problems, 'weekdays') ? <p className="ui-field__error">{problemOf(t, problems, 'weekdays')}</p> : null}
        </fieldset>
        <IdPicker legend={t('broadcast.field.files')} items={files.map((file) => ({ id: file.id, label: file.original_name }))} chosen={draft.file_ids} onChange={(file_ids) => patch({ file_ids })} error={problemOf(t, problems, 'file_ids')} testId="broadcast-task-files" empty={t('broadcast.file.empty')} />
        <IdPicker legend={t('broadcast.field.devices')} items={devices.map((device) => ({ id: device.id, label: device.name }))} chosen={draft.device_ids} onChange={(device_ids) => patch({ device_ids })} error={problemOf(t, problems, 'device_ids')} testId="broadcast-task-devices" empty={t('broadcast.device.empty')} />
        <TextField label={t('broadcast.field.volume')} value={draft.volume} onChange={(volume) => patch({ volume })} inputMode="numeric" error={problemOf(t, problems, 'volume')} testId="broadcast-task-volume" />
        <TextField label={t('broadcast.field.loop')} value={draft.loop} onChange={(loop) => patch({ loop })} inputMode="numeric" error={problemOf(t, problems, 'loop')} testId="broadcast-task-loop" />
        <div className="broadcast__row">
          <Button type="submit" variant="primary">
            {t(editing === null ? 'broadcast.task.add' : 'broadcast.task.save')}
          </Button>
          {editing !== null ? (
            <Button
              onPress={() => {
                setEditing(null);
                setDraft(EMPTY);
                setProblems([]);
              }}
            >
              {t('broadcast.cancel')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}

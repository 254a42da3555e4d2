import { useEffect, useState, type ReactNode } from 'react';
import type { CommonTask } from '../../../../protocol/index.ts';
import { Button, DateTimeField, Dialog, DialogBody, DialogFooter, SelectField, TextField, useFormProblems, useT } from '../../../ui/index.ts';
import {
  addCommonTask,
  addJob,
  checkJobFields,
  commonTaskError,
  deleteCommonTask,
  jobFailureKey,
  listCommonTasks,
  type JobDs,
  type JobFieldErrors,
} from '../model/jobDs.ts';
import { localDateTime } from '../model/time.ts';
import { notDispatcher, TerminalChecklist } from '../../terminal-search/index.ts';

type JobFormProps = {
  ds: JobDs;
  /** Assignees chosen when the dialog opens. */
  initialMsIds?: readonly string[];
  onClose: () => void;
  onCreated: () => void;
  /** The place picker (a small map); absent where no map can be drawn. */
  placePicker?: (props: { place: Place | null; onPick: (place: Place, address: string) => void }) => ReactNode;
};

type Place = { readonly lat: number; readonly lng: number };

/** Terminals shown at once in the assignee list; the search finds the others. */
const SHOWN = 100;
const NO_COMMON_TASK = '';

/** A new job: task (or a common task), assignees from the fleet, dispatch time and an optional place with its address. */
export function JobForm({ ds, initialMsIds = [], onClose, onCreated, placePicker }: JobFormProps) {
  const t = useT();
  const [task, setTask] = useState('');
  const [msIds, setMsIds] = useState<string[]>(() => [...initialMsIds]);
  const [dispatchTime, setDispatchTime] = useState(() => localDateTime(Date.now()));
  const [place, setPlace] = useState<Place | null>(null);
  const [address, setAddress] = useState('');
  const [commonTasks, setCommonTasks] = useState<CommonTask[]>([]);
  const [commonTaskId, setCommonTaskId] = useState(NO_COMMON_TASK);
  const { problems: errors, check, set: setErrors } = useFormProblems<JobFieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reloadCommonTasks = () => listCommonTasks(ds).then(setCommonTasks, () => setProblem(t('jobs.loadFailed')));
  // Once per opening: the list changes only by this form's own buttons, which reload it.
  const [loadedFor, setLoadedFor] = useState<JobDs | null>(null);
  useEffect(() => {
    if (loadedFor === ds) return;
    setLoadedFor(ds);
    listCommonTasks(ds).then(setCommonTasks, () => setProblem(t('jobs.loadFailed')));
  }, [ds, loadedFor, t]);

  const pickCommonTask = (id: string) => {
    setCommonTaskId(id);
    const chosen = commonTasks.find((entry) => entry.id === id);
    if (chosen) setTask(chosen.text);
  };

  const saveCommonTask = async () => {
    const error = commonTaskError(task);
    if (error) return setErrors({ ...errors, task: error });
    const result = await addCommonTask(ds, task);
    if (!result.ok) return setProblem(t(jobFailureKey(result), { code: result.code }));
    setProblem(null);
    await reloadCommonTasks();
  };

  const removeCommonTask = async () => {
    if (commonTaskId === NO_COMMON_TASK) return;
    const result = await deleteCommonTask(ds, commonTaskId);
    if (!result.ok) setProblem(t(jobFailureKey(result), { code: result.code }));
    setCommonTaskId(NO_COMMON_TASK);
    await reloadCommonTasks();
  };

  const submit = async () => {
    const fields = { task, msIds, dispatchTime, place, address };
    setProblem(null);
    if (!check(checkJobFields(fields, Date.now()))) return;
    setBusy(true);
    const result = await addJob(ds, fields);
    setBusy(false);
    if (result.ok) onCreated();
    else setProblem(t(jobFailureKey(result), { code: result.code }));
  };

  const error = (key: keyof JobFieldErrors) =>
    errors[key] ? (
      <p className="ui-field__error" role="alert" data-testid={`job-error-${key}`}>
        {t(errors[key])}
      </p>
    ) : null;

  return (
    <Dialog isOpen onOpenChange={(open) => !open && onClose()} title={t('jobs.create')} closeLabel={t('common.close')} size="large" testId="job-form">
      <DialogBody>
        <div className="job-form">
          <div className="job-form__row">
            <SelectField
              label={t('jobs.commonTasks')}
              value={commonTaskId}
              options={[{ value: NO_COMMON_TASK, label: t('jobs.commonTasks.choose') }, ...commonTasks.map((entry) => ({ value: entry.id, label: entry.text }))]}
              onChange={pickCommonTask}
              testId="job-common-task"
            />
            <Button variant="ghost" onPress={() => void saveCommonTask()} data-testid="job-common-task-save">
              {t('jobs.commonTasks.save')}
            </Button>
            <Button variant="ghost" isDisabled={commonTaskId === NO_COMMON_TASK} onPress={() => void removeCommonTask()} data-testid="job-common-task-delete">
              {t('jobs.commonTasks.delete')}
            </Button>
          </div>
          <TextField label={t('jobs.field.task')} value={task} onChange={setTask} isRequired testId="job-task" />
          {error('task')}
          <TerminalChecklist legend={t('jobs.field.assignees')} selected={msIds} onChange={setMsIds} accept={notDispatcher} shown={SHOWN} testId="job-assignees" itemTestId="job-assignee">
            <span className="ui-field__description">{t('jobs.assignees.chosen', { count: msIds.length })}</span>
          </TerminalChecklist>
          {error('msIds')}
          <DateTimeField label={t('jobs.field.dispatchTime')} kind="minute" value={dispatchTime} onChange={setDispatchTime} testId="job-dispatch-time" />
          {error('dispatchTime')}
          {placePicker ? (
            <div className="ui-field">
              <span className="ui-field__label">{t('jobs.field.place')}</span>
              {placePicker({
                place,
                onPick: (picked, road) => {
                  setPlace(picked);
                  setAddress(road);
                },
              })}
              <div className="job-form__row">
                <span data-testid="job-place">{place ? `${place.lat.toFixed(5)}, ${place.lng.toFixed(5)}` : t('jobs.place.none')}</span>
                {place ? (
                  <Button variant="ghost" onPress={() => (setPlace(null), setAddress(''))} data-testid="job-place-clear">
                    {t('jobs.place.clear')}
                  </Button>
                ) : null}
              </div>
              <TextField label={t('jobs.field.address')} value={address} onChange={setAddress} isDisabled={!place} testId="job-address" />
            </div>
          ) : null}
          {error('place')}
          {problem ? (
            <p className="ui-field__error" role="alert" data-testid="job-form-error">
              {problem}
            </p>
          ) : null}
        </div>
      </DialogBody>
      <DialogFooter>
        <Button variant="ghost" onPress={onClose}>
          {t('common.cancel')}
        </Button>
        <Button variant="primary" isDisabled={busy} onPress={() => void submit()} data-testid="job-submit">
          {t('jobs.send')}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}

import {
  assigneesProblem,
  CommonTaskSchema,
  dispatchTimeProblem,
  DsError,
  HandOverRefusal,
  JobLimits,
  JobPageSchema,
  JobPaths,
  JobSchema,
  jobLocationProblem,
  jobTaskProblem,
  commonTaskProblem,
  type CommonTask,
  type Job,
  type JobPage,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

type DsAnswer = Promise<{ desc: unknown; list: unknown[] }>;
type Params = Record<string, string | number | undefined>;
/** The part of the /ds client job ticketing uses. */
export type JobDs = {
  get(path: string, params?: Params): DsAnswer;
  post(path: string, body?: unknown): DsAnswer;
  delete(path: string, params?: Params): DsAnswer;
  put(path: string, body?: unknown): DsAnswer;
};

/** Text from the network: a malformed entry is skipped, not shown. */
const parsedList = <T,>(list: unknown[], schema: { safeParse(value: unknown): { success: true; data: T } | { success: false } }): T[] =>
  list.flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

/** One page of the newest-first list (SPEC: a refresh reads page 1, size 20). */
export async function listJobs(ds: JobDs, page: number): Promise<{ page: JobPage; jobs: Job[] }> {
  const data = await ds.get(JobPaths.list, { page, size: JobLimits.pageSize });
  return { page: JobPageSchema.parse(data.desc), jobs: parsedList(data.list, JobSchema) };
}

export const pageCount = (page: JobPage): number => Math.max(1, Math.ceil(page.total / page.size));

export async function listCommonTasks(ds: JobDs): Promise<CommonTask[]> {
  return parsedList((await ds.get(JobPaths.commonTasks)).list, CommonTaskSchema);
}

export type JobFields = {
  readonly task: string;
  readonly msIds: readonly string[];
  /** The value of a datetime-local input ('' when empty), read in the browser's time zone. */
  readonly dispatchTime: string;
  readonly place: { readonly lat: number; readonly lng: number } | null;
  readonly address: string;
};
export type JobField = 'task' | 'msIds' | 'dispatchTime' | 'place';
export type JobFieldErrors = Partial<Record<JobField, MessageKey>>;

/** A datetime-local value as epoch ms; null when empty or not a date. */
export function dispatchTimeOf(value: string): number | null {
  if (value === '') return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}

/** The form's validation: the same rules the emulator applies (protocol/jobs.ts). */
export function checkJobFields(fields: JobFields, now: number): JobFieldErrors {
  const errors: JobFieldErrors = {};
  const task = jobTaskProblem(fields.task);
  if (task) errors.task = `jobs.error.task.${task}`;
  const assignees = assigneesProblem(fields.msIds);
  if (assignees) errors.msIds = `jobs.error.assignees.${assignees}`;
  const time = dispatchTimeProblem(dispatchTimeOf(fields.dispatchTime), now);
  if (time) errors.dispatchTime = `jobs.error.dispatchTime.${time}`;
  const place = jobLocationProblem(fields.place?.lat ?? null, fields.place?.lng ?? null, fields.address);
  if (place) errors.place = `jobs.error.place.${place}`;
  return errors;
}

export const commonTaskError = (text: string): MessageKey | null => {
  const problem = commonTaskProblem(text);
  return problem ? `jobs.error.commonTask.${problem}` : null;
};

export type JobResult = { readonly ok: true } | { readonly ok: false; readonly code: string; readonly desc: string };

async function attempt(work: () => Promise<unknown>): Promise<JobResult> {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    return error instanceof DsError ? { ok: false, code: error.code, desc: error.desc ?? '' } : { ok: false, code: '500', desc: '' };
  }
}

export const addJob = (ds: JobDs, fields: JobFields) =>
  attempt(() =>
    ds.post(JobPaths.add, {
      task: fields.task.trim(),
      msIds: fields.msIds,
      dispatchTime: dispatchTimeOf(fields.dispatchTime),
      lat: fields.place?.lat ?? null,
      lng: fields.place?.lng ?? null,
      address: fields.address.trim(),
    }),
  );
/** Several dispatchers at once: the handler gives the job to another dispatcher. */
export const handOverJob = (ds: JobDs, id: string, to: string) => attempt(() => ds.put(JobPaths.handOver, { id, to }));
export const deleteJob = (ds: JobDs, id: string) => attempt(() => ds.delete(JobPaths.delete, { id }));
export const addCommonTask = (ds: JobDs, text: string) => attempt(() => ds.post(JobPaths.addCommonTask, { text: text.trim() }));
export const deleteCommonTask = (ds: JobDs, id: string) => attempt(() => ds.delete(JobPaths.deleteCommonTask, { id }));

/** A refusal of the platform in the dispatcher's words. */
export function jobFailureKey(result: { code: string; desc: string }): MessageKey {
  const { code, desc } = result;
  if (desc.startsWith('dispatchTime:past')) return 'jobs.error.dispatchTime.past';
  if (desc.startsWith('dispatchTime:tooFar')) return 'jobs.error.dispatchTime.tooFar';
  if (desc.startsWith('msIds:dispatcher')) return 'jobs.error.assignees.dispatcher';
  if (desc.startsWith('msIds:unknown')) return 'jobs.error.assignees.unknown';
  if (desc.startsWith('commonTask:exists')) return 'jobs.error.commonTask.exists';
  if (desc.startsWith('commonTasks:tooMany')) return 'jobs.error.commonTask.tooMany';
  if (desc.startsWith('jobs:tooMany')) return 'jobs.error.tooMany';
  if (desc === HandOverRefusal.NotHandler) return 'jobs.error.notHandler';
  if (desc === HandOverRefusal.ToSelf) return 'jobs.error.toSelf';
  if (desc === HandOverRefusal.ToNotDispatcher) return 'jobs.error.toNotDispatcher';
  if (code === '400') return 'jobs.error.invalid';
  if (code === '404') return 'jobs.error.unknown';
  if (code === '403') return 'jobs.error.forbidden';
  return 'jobs.error.failed';
}

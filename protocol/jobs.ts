import { z } from 'zod';
import { LogType } from './logs.ts';

/**
 * Job ticketing (SPEC §3 "Job ticket": task, assignee, dispatch time, execution state, common tasks,
 * jobMsList, lng, lat, address; §3 "Job ticket execution": unsettled, accepted, rejected, working,
 * completed; §7 "POST /ds/job/add, GET list, DELETE delete", refresh page 1 size 20). A dispatcher
 * sends a job to terminals; each assignee answers on its own over the socket and the platform holds
 * one execution state per assignee (docs/protocol.md "Job ticketing").
 */

export const JobState = { Unsettled: 'unsettled', Accepted: 'accepted', Rejected: 'rejected', Working: 'working', Completed: 'completed' } as const;
export type JobState = (typeof JobState)[keyof typeof JobState];
export const JOB_STATES: readonly JobState[] = Object.values(JobState);
const JobStateSchema = z.enum([JobState.Unsettled, JobState.Accepted, JobState.Rejected, JobState.Working, JobState.Completed]);

/** What an assignee's app says: each answer moves its own state one step. */
export const JobAnswer = { Accept: 'accept', Reject: 'reject', Start: 'start', Complete: 'complete' } as const;
export type JobAnswer = (typeof JobAnswer)[keyof typeof JobAnswer];
const JobAnswerSchema = z.enum([JobAnswer.Accept, JobAnswer.Reject, JobAnswer.Start, JobAnswer.Complete]);

/** The one state each answer leads to, and the state it must come from (unsettled -> accepted|rejected; accepted -> working; working -> completed). */
const STEPS: Readonly<Record<JobAnswer, { readonly from: JobState; readonly to: JobState }>> = {
  accept: { from: JobState.Unsettled, to: JobState.Accepted },
  reject: { from: JobState.Unsettled, to: JobState.Rejected },
  start: { from: JobState.Accepted, to: JobState.Working },
  complete: { from: JobState.Working, to: JobState.Completed },
};

/** The state after `answer`, or null when the answer does not follow from `state`. */
export function nextJobState(state: JobState, answer: JobAnswer): JobState | null {
  const step = STEPS[answer];
  return step.from === state ? step.to : null;
}

/** Rejected and completed are final: nothing more is asked of that assignee. */
export const isFinalJobState = (state: JobState): boolean => state === JobState.Rejected || state === JobState.Completed;

/** The spec leaves these open; ours (docs/protocol.md "Job ticketing"). */
export const JobLimits = {
  maxTaskLength: 200,
  maxAssignees: 20,
  maxAddressLength: 200,
  maxCommonTaskLength: 100,
  maxCommonTasks: 50,
  maxJobs: 10_000,
  /** SPEC §9 "job refresh 20". */
  pageSize: 20,
  /** A dispatch time this far in the past is refused (clock skew and a slow form). */
  pastSlackMs: 5 * 60_000,
  /** And this far ahead. */
  maxAheadMs: 366 * 24 * 3_600_000,
} as const;

/** Control characters other than tab and line breaks (a task may have lines; a common task may not). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex
const ANY_CONTROL = /[\u0000-\u001f\u007f]/;

export type JobTextProblem = 'required' | 'tooLong' | 'control';

export function jobTaskProblem(task: string): JobTextProblem | null {
  const trimmed = task.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > JobLimits.maxTaskLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export function commonTaskProblem(text: string): JobTextProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > JobLimits.maxCommonTaskLength) return 'tooLong';
  return ANY_CONTROL.test(trimmed) ? 'control' : null;
}

export type AssigneesProblem = 'required' | 'tooMany' | 'duplicate';

export function assigneesProblem(msIds: readonly string[]): AssigneesProblem | null {
  if (msIds.length === 0) return 'required';
  if (msIds.length > JobLimits.maxAssignees) return 'tooMany';
  return new Set(msIds).size === msIds.length ? null : 'duplicate';
}

export type DispatchTimeProblem = 'required' | 'past' | 'tooFar';

/** The time the assignees are to go: required, not in the past, at most a year ahead. */
export function dispatchTimeProblem(time: number | null, now: number): DispatchTimeProblem | null {
  if (time === null || !Number.isFinite(time) || time <= 0) return 'required';
  if (time < now - JobLimits.pastSlackMs) return 'past';
  return time > now + JobLimits.maxAheadMs ? 'tooFar' : null;
}

export type LocationProblem = 'incomplete' | 'outOfRange' | 'addressTooLong';

/** The place is optional, but a latitude needs its longitude; an address needs a place. */
export function jobLocationProblem(lat: number | null, lng: number | null, address: string): LocationProblem | null {
  if (address.trim().length > JobLimits.maxAddressLength) return 'addressTooLong';
  if (lat === null && lng === null) return address.trim() === '' ? null : 'incomplete';
  if (lat === null || lng === null) return 'incomplete';
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return 'outOfRange';
  return null;
}

const MsId = z.string().regex(/^\d{8}$/);

/** One assignee of a job (SPEC jobMsList) and where it stands. */
export const JobAssigneeSchema = z.object({
  msId: MsId,
  msName: z.string(),
  state: JobStateSchema,
  /** When it last answered; null while unsettled. */
  answeredAt: z.number().nullable(),
});
export type JobAssignee = z.infer<typeof JobAssigneeSchema>;

export const JobSchema = z.object({
  id: z.string(),
  task: z.string(),
  dispatchTime: z.number(),
  jobMsList: z.array(JobAssigneeSchema),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  address: z.string(),
  creator: MsId,
  creatorName: z.string(),
  createdAt: z.number(),
  /** Ours (several dispatchers): who handles the job now; absent until a hand-over, when the creator does. */
  handler: MsId.optional(),
  handlerName: z.string().optional(),
});
export type Job = z.infer<typeof JobSchema>;

/** Who handles a job: the creator until it is handed over. */
export const jobHandler = (job: Pick<Job, 'creator' | 'creatorName' | 'handler' | 'handlerName'>): { readonly msId: string; readonly msName: string } =>
  job.handler === undefined ? { msId: job.creator, msName: job.creatorName } : { msId: job.handler, msName: job.handlerName ?? job.handler };

export const CommonTaskSchema = z.object({
  id: z.string(),
  text: z.string(),
  createdAt: z.number(),
  /** The dispatcher who added it: the list is its organisation's (none before organisations: the first's). */
  createBy: z.string().optional(),
});
export type CommonTask = z.infer<typeof CommonTaskSchema>;

/** A text rule as a zod check whose message is the rule's name (`task: required`). */
const checked = <P extends string>(schema: z.ZodType<string>, problem: (text: string) => P | null) =>
  schema.superRefine((text, context) => {
    const found = problem(text);
    if (found) context.addIssue({ code: 'custom', message: found });
  });

/** POST /ds/job/add. The dispatch time is checked against the platform's clock by the service. */
export const AddJobBody = z
  .object({
    task: checked(z.string().max(JobLimits.maxTaskLength * 2).transform((text) => text.trim()), jobTaskProblem),
    msIds: z.array(MsId).max(JobLimits.maxAssignees * 2),
    dispatchTime: z.number().int().nullable(),
    lat: z.number().nullable().default(null),
    lng: z.number().nullable().default(null),
    address: z.string().max(JobLimits.maxAddressLength * 2).default('').transform((text) => text.trim()),
  })
  .superRefine((body, context) => {
    const assignees = assigneesProblem(body.msIds);
    if (assignees) context.addIssue({ code: 'custom', path: ['msIds'], message: assignees });
    if (body.dispatchTime === null || body.dispatchTime <= 0) context.addIssue({ code: 'custom', path: ['dispatchTime'], message: 'required' });
    const location = jobLocationProblem(body.lat, body.lng, body.address);
    if (location) context.addIssue({ code: 'custom', path: [location === 'addressTooLong' ? 'address' : 'lat'], message: location });
  });
export type AddJob = z.input<typeof AddJobBody>;

/** GET /ds/job/list?page=&size= — newest first. */
export const ListJobsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  size: z.coerce.number().int().min(1).max(100).default(JobLimits.pageSize),
});
/** What list answers in `data.desc` (the page is in `data.list`). */
export const JobPageSchema = z.object({ total: z.number().int().nonnegative(), page: z.number().int(), size: z.number().int() });
export type JobPage = z.infer<typeof JobPageSchema>;

/** DELETE /ds/job/delete?id= and DELETE /ds/job/deleteCommonTask?id= */
export const JobIdQuery = z.object({ id: z.string().min(1).max(32) });
/** POST /ds/job/addCommonTask. */
export const AddCommonTaskBody = z.object({ text: checked(z.string().max(JobLimits.maxCommonTaskLength * 2).transform((text) => text.trim()), commonTaskProblem) });

export const JobPaths = {
  add: '/ds/job/add',
  list: '/ds/job/list',
  delete: '/ds/job/delete',
  commonTasks: '/ds/job/commonTasks',
  addCommonTask: '/ds/job/addCommonTask',
  deleteCommonTask: '/ds/job/deleteCommonTask',
  /** Ours: the handler gives the job to another dispatcher. */
  handOver: '/ds/job/handOver',
} as const;

/** PUT /ds/job/handOver. */
export const JobHandOverBody = z.object({ id: z.string().min(1).max(32), to: MsId });

/** Refusal texts (`desc` starts with one). */
export const JobRefusal = {
  NotDispatcher: 'caller:not-dispatcher',
  Unknown: 'id:unknown',
  UnknownAssignee: 'msIds:unknown',
  DispatcherAssignee: 'msIds:dispatcher',
  DispatchPast: 'dispatchTime:past',
  DispatchTooFar: 'dispatchTime:tooFar',
  TooMany: 'jobs:tooMany',
  TooManyCommonTasks: 'commonTasks:tooMany',
  CommonTaskExists: 'commonTask:exists',
  NotAssignee: 'job:notAssignee',
  /** The answer does not follow from the assignee's state (e.g. complete before start). */
  BadTransition: 'job:transition',
} as const;

/** Socket commands of the assignees' apps. */
export const JobCommandSchemas = {
  /** An assignee answers a job: accept or reject it, start work, complete it. */
  jobAnswer: z.object({ id: z.string().min(1).max(32), answer: JobAnswerSchema }),
  /** The caller's jobs that still wait for an answer of it (an app that was offline catches up). */
  jobMine: z.object({}),
} as const;

/** Events of the log: every dispatcher's job list and map follow them; assignees learn their jobs from job.created. */
export const JobCreatedSchema = z.object({ type: z.literal('job.created'), job: JobSchema });
export const JobAnsweredSchema = z.object({ type: z.literal('job.answered'), id: z.string(), msId: MsId, state: JobStateSchema, time: z.number() });
export const JobDeletedSchema = z.object({ type: z.literal('job.deleted'), id: z.string(), by: MsId });
export const JobCommonTaskAddedSchema = z.object({ type: z.literal('job.commonTaskAdded'), commonTask: CommonTaskSchema, by: MsId });
export const JobCommonTaskRemovedSchema = z.object({ type: z.literal('job.commonTaskRemoved'), id: z.string(), by: MsId });
/** Ours: the handler gave the job to another dispatcher (log type 143). */
export const JobHandedOverSchema = z.object({
  type: z.literal('job.handedOver'),
  id: z.string(),
  from: MsId,
  fromName: z.string(),
  to: MsId,
  toName: z.string(),
  time: z.number(),
  logType: z.literal(LogType.JobHandedOver),
});
export type JobEvent =
  | z.infer<typeof JobCreatedSchema>
  | z.infer<typeof JobAnsweredSchema>
  | z.infer<typeof JobDeletedSchema>
  | z.infer<typeof JobCommonTaskAddedSchema>
  | z.infer<typeof JobCommonTaskRemovedSchema>
  | z.infer<typeof JobHandedOverSchema>;

export const isJobEvent = (event: { type: string }): event is JobEvent => event.type.startsWith('job.');

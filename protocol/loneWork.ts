import { z } from 'zod';
import { TerminalType } from './codes.ts';
import type { AlarmHandling } from './handover.ts';
import { LogType } from './logs.ts';

/**
 * Lone worker safety (SPEC §2 /loneworks/lonework, §3 lone worker and lone work alarm, §4 statuses
 * and alarm causes, §5 validations, §7 "POST add, POST addAlarm, PUT updateAlarm, GET findAlarm,
 * GET list, DELETE delete, PUT update"). A plan watches up to four terminals for wTime minutes; every
 * hb minutes the platform checks each one (battery, online, signal, busy) and whether it answered
 * the last check-in. docs/protocol.md "Lone worker".
 */

export const LoneWorkLimits = {
  /** SPEC §5/§9: at most 4 terminals. */
  maxTerminals: 4,
  /** SPEC §5/§9: duration at most one day. */
  maxMinutes: 1_440,
  maxRemarkLength: 200,
  /** Plans the organisation keeps (ours; the spec gives none). */
  maxPlans: 500,
} as const;

/** SPEC §4 status: normal, alarm, finished (over). */
export const LoneWorkStatus = { Normal: 'normal', Alarm: 'alarm', Finished: 'finished' } as const;
export type LoneWorkStatus = (typeof LoneWorkStatus)[keyof typeof LoneWorkStatus];

/** SPEC §4 job list states: awaiting plan, doing, over. */
export const LoneWorkPhase = { Awaiting: 'awaiting', Doing: 'doing', Over: 'over' } as const;
export type LoneWorkPhase = (typeof LoneWorkPhase)[keyof typeof LoneWorkPhase];

/** SPEC §4 alarm causes. */
export const LoneWorkCause = { NoBattery: 'noBattery', Offline: 'offline', WeakSignal: 'weakSignal', Busy: 'busy', ForgotReply: 'forgotReply' } as const;
export type LoneWorkCause = (typeof LoneWorkCause)[keyof typeof LoneWorkCause];
export const LONE_WORK_CAUSES: readonly LoneWorkCause[] = Object.values(LoneWorkCause);

/** Who can work alone: people's devices, not dispatchers' consoles or cameras. */
export const canWorkAlone = (type: number): boolean => type !== TerminalType.Dispatcher && type !== TerminalType.Camera;

/** Signal bars at or under this are weak (0-5 bars, docs/protocol.md). */
export const WEAK_SIGNAL_BARS = 1;

const MsId = z.string().regex(/^\d{8}$/);

export const LoneWorkSchema = z.object({
  id: z.string(),
  msIds: z.array(MsId),
  /** Planned day, YYYY-MM-DD, and begin HH:mm in the planner's time zone (utcOffset minutes east of UTC). */
  date: z.string(),
  sTime: z.string(),
  /** Planned end HH:mm: sTime + wTime on the clock (it may fall on the next day). */
  eTime: z.string(),
  /** Work period and heartbeat interval, in minutes. */
  wTime: z.number().int(),
  hb: z.number().int(),
  utcOffset: z.number().int(),
  /** Planned begin and end instants (ms), from date, sTime, wTime and utcOffset. */
  plannedStart: z.number(),
  plannedEnd: z.number(),
  /** A disabled plan does not start by itself at its planned time; it can still be started now. */
  enabled: z.boolean(),
  status: z.enum([LoneWorkStatus.Normal, LoneWorkStatus.Alarm, LoneWorkStatus.Finished]),
  realStart: z.number().nullable(),
  realEnd: z.number().nullable(),
  /** When the running plan ends by itself: realStart + wTime platform minutes. */
  dueEnd: z.number().nullable(),
  /** The last check-in asked of the terminals, and the next one due (the reply countdown runs to it). */
  lastCheckIn: z.number().nullable(),
  nextCheckIn: z.number().nullable(),
  /** Each terminal's last check-in reply (ms), by msId. */
  replies: z.record(z.string(), z.number()),
  alarmCount: z.number().int().nonnegative(),
  creator: MsId,
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type LoneWork = z.infer<typeof LoneWorkSchema>;

/** The job list state a plan is in. */
export const phaseOf = (work: Pick<LoneWork, 'realStart' | 'realEnd'>): LoneWorkPhase =>
  work.realEnd !== null ? LoneWorkPhase.Over : work.realStart !== null ? LoneWorkPhase.Doing : LoneWorkPhase.Awaiting;

/** SPEC §4: no edit when finished or in alarm, and a running job cannot be operated (edited or removed). */
export const canEdit = (work: LoneWork): boolean => work.status === LoneWorkStatus.Normal && phaseOf(work) === LoneWorkPhase.Awaiting;
export const canStart = (work: LoneWork): boolean => phaseOf(work) === LoneWorkPhase.Awaiting;
export const canEnd = (work: LoneWork): boolean => phaseOf(work) === LoneWorkPhase.Doing;

export const LoneWorkAlarmSchema = z.object({
  id: z.string(),
  workId: z.string(),
  msId: MsId,
  alarmTime: z.number(),
  cause: z.enum([LoneWorkCause.NoBattery, LoneWorkCause.Offline, LoneWorkCause.WeakSignal, LoneWorkCause.Busy, LoneWorkCause.ForgotReply]),
  remark: z.string(),
  /**
   * Who handles it (ours, several dispatchers: the dispatcher who acknowledged it or was handed it) and,
   * once handledAt is set, who handled it (updateAlarm); null while nobody does.
   */
  handler: MsId.nullable(),
  handlerName: z.string().optional(),
  /** When it was handled (updateAlarm, closed), or null while open. */
  handledAt: z.number().nullable(),
});
export type LoneWorkAlarm = z.infer<typeof LoneWorkAlarmSchema>;

/** The alarm's handling state for the shared rule (protocol/handover.ts). */
export const loneWorkAlarmHandling = (alarm: Pick<LoneWorkAlarm, 'handler' | 'handledAt'>): AlarmHandling => ({ handler: alarm.handler, closed: alarm.handledAt !== null });

/** What a dispatcher fills in (console form and add/update bodies alike). */
export type LoneWorkDraft = {
  readonly msIds: readonly string[];
  readonly date: string;
  readonly sTime: string;
  readonly wTime: number | null;
  readonly hb: number | null;
};

export type LoneWorkField = 'msIds' | 'date' | 'sTime' | 'wTime' | 'hb';
export type LoneWorkProblem =
  | 'terminalRequired'
  | 'tooManyTerminals'
  | 'durationRequired'
  | 'intervalRequired'
  | 'intervalAboveDuration'
  | 'overOneDay'
  | 'dateRequired'
  | 'timeRequired'
  | 'sameBeginEnd';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

const validDate = (date: string): boolean => {
  const match = DATE.exec(date);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const day = new Date(Date.UTC(y, m - 1, d));
  return day.getUTCFullYear() === y && day.getUTCMonth() === m - 1 && day.getUTCDate() === d;
};

const minutesOf = (time: string): number | null => {
  const match = TIME.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/** sTime + wTime on a 24-hour clock (HH:mm). */
export function endTimeOf(sTime: string, wTime: number): string {
  const begin = minutesOf(sTime) ?? 0;
  const end = (((begin + wTime) % 1_440) + 1_440) % 1_440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}

const positive = (value: number | null): value is number => value !== null && Number.isInteger(value) && value > 0;

/**
 * SPEC §5, one problem per field (the first rule that fails): terminal required, at most 4;
 * duration and interval required; interval not above duration; duration at most one day; date and
 * time required; begin and end differ (a whole day, 1440 minutes, would end when it begins).
 */
export function loneWorkProblems(draft: LoneWorkDraft): Partial<Record<LoneWorkField, LoneWorkProblem>> {
  const problems: Partial<Record<LoneWorkField, LoneWorkProblem>> = {};
  if (draft.msIds.length === 0) problems.msIds = 'terminalRequired';
  else if (new Set(draft.msIds).size > LoneWorkLimits.maxTerminals) problems.msIds = 'tooManyTerminals';
  if (!validDate(draft.date)) problems.date = 'dateRequired';
  if (minutesOf(draft.sTime) === null) problems.sTime = 'timeRequired';
  if (!positive(draft.wTime)) problems.wTime = 'durationRequired';
  else if (draft.wTime > LoneWorkLimits.maxMinutes) problems.wTime = 'overOneDay';
  else if (endTimeOf(draft.sTime, draft.wTime) === draft.sTime && !problems.sTime) problems.wTime = 'sameBeginEnd';
  if (!positive(draft.hb)) problems.hb = 'intervalRequired';
  else if (positive(draft.wTime) && draft.hb > draft.wTime) problems.hb = 'intervalAboveDuration';
  return problems;
}

/** The planned begin instant (ms) of a valid draft in its planner's zone. */
export function plannedStartOf(date: string, sTime: string, utcOffset: number): number {
  const [y, m, d] = date.split('-').map(Number);
  const begin = minutesOf(sTime) ?? 0;
  return Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1, 0, begin) - utcOffset * 60_000;
}

const Minutes = z.number().int().min(0).max(1_000_000).nullable();
const DraftShape = {
  msIds: z.array(MsId).max(50),
  date: z.string().max(10),
  sTime: z.string().max(5),
  wTime: Minutes,
  hb: Minutes,
  enabled: z.boolean().default(true),
  /** Minutes east of UTC of the planner's clock (UTC+8 is 480). */
  utcOffset: z.number().int().min(-840).max(840),
};

const checkDraft = (draft: LoneWorkDraft, context: z.RefinementCtx) => {
  for (const [field, problem] of Object.entries(loneWorkProblems(draft))) context.addIssue({ code: 'custom', path: [field], message: problem });
};

/** POST /ds/lonework/add. */
export const AddLoneWorkBody = z.object(DraftShape).superRefine(checkDraft);
export type AddLoneWork = z.input<typeof AddLoneWorkBody>;

/** PUT /ds/lonework/update: a whole new draft for a plan not yet started, or `op` start now / end. */
export const EditLoneWorkBody = z.object({ id: z.string().min(1).max(32), ...DraftShape }).superRefine(checkDraft);
export const OperateLoneWorkBody = z.object({ id: z.string().min(1).max(32), op: z.enum(['start', 'end']) });
export const UpdateLoneWorkBody = z.union([OperateLoneWorkBody, EditLoneWorkBody]);
export type UpdateLoneWork = z.input<typeof UpdateLoneWorkBody>;

/** DELETE /ds/lonework/delete?id= */
export const DeleteLoneWorkQuery = z.object({ id: z.string().min(1).max(32) });

const Remark = z
  .string()
  .max(LoneWorkLimits.maxRemarkLength * 2)
  .transform((text) => text.trim())
  // eslint-disable-next-line no-control-regex
  .refine((text) => text.length <= LoneWorkLimits.maxRemarkLength && !/[\u0000-\u001f\u007f]/.test(text), 'remark');

/** POST /ds/lonework/addAlarm: a dispatcher records an alarm of a running plan by hand. */
export const AddLoneWorkAlarmBody = z.object({ workId: z.string().min(1).max(32), msId: MsId, cause: LoneWorkAlarmSchema.shape.cause, remark: Remark.default('') });
/** PUT /ds/lonework/updateAlarm: handles an alarm with a remark. */
export const UpdateLoneWorkAlarmBody = z.object({ id: z.string().min(1).max(32), remark: Remark });
/** GET /ds/lonework/findAlarm?workId=&pageNo=&pageSize= */
export const FindLoneWorkAlarmQuery = z.object({
  workId: z.string().min(1).max(32).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const FindLoneWorkAlarmAnswerSchema = z.object({ total: z.number().int().nonnegative() });

export const PATH_LONE_WORK_ADD = '/ds/lonework/add';
export const PATH_LONE_WORK_LIST = '/ds/lonework/list';
export const PATH_LONE_WORK_UPDATE = '/ds/lonework/update';
export const PATH_LONE_WORK_DELETE = '/ds/lonework/delete';
export const PATH_LONE_WORK_ADD_ALARM = '/ds/lonework/addAlarm';
export const PATH_LONE_WORK_UPDATE_ALARM = '/ds/lonework/updateAlarm';
export const PATH_LONE_WORK_FIND_ALARM = '/ds/lonework/findAlarm';
/** Ours (several dispatchers): acknowledge an alarm (its handler from then on), hand it to another dispatcher. */
export const PATH_LONE_WORK_ACK_ALARM = '/ds/lonework/ackAlarm';
export const PATH_LONE_WORK_HAND_OVER_ALARM = '/ds/lonework/handOverAlarm';
/** PUT /ds/lonework/ackAlarm */
export const AckLoneWorkAlarmBody = z.object({ id: z.string().min(1).max(32) });
/** PUT /ds/lonework/handOverAlarm */
export const HandOverLoneWorkAlarmBody = z.object({ id: z.string().min(1).max(32), to: MsId });

/** Refusal texts (`desc`). */
export const LoneWorkRefusal = {
  Unknown: 'id:unknown',
  NotDispatcher: 'caller:not-dispatcher',
  UnknownTerminal: 'msIds:unknown',
  NotEditable: 'status:not-editable',
  NotStartable: 'status:not-startable',
  NotRunning: 'status:not-running',
  TooMany: 'plans:tooMany',
  NotInPlan: 'msId:not-in-plan',
} as const;

/** Events of the log: the console's plan list and alarms follow them; terminals answer check-ins. */
const by = MsId;
export const LoneWorkAddedSchema = z.object({ type: z.literal('loneWork.added'), work: LoneWorkSchema, by, name: z.string(), logType: z.literal(LogType.LoneWorkerSet) });
export const LoneWorkEditedSchema = z.object({ type: z.literal('loneWork.edited'), work: LoneWorkSchema, by, name: z.string(), logType: z.literal(LogType.LoneWorkerEdited) });
export const LoneWorkRemovedSchema = z.object({ type: z.literal('loneWork.removed'), id: z.string(), by, name: z.string(), logType: z.literal(LogType.LoneWorkerRemoved) });
/** by: the dispatcher who started it now, or null when its planned time came. */
export const LoneWorkStartedSchema = z.object({ type: z.literal('loneWork.started'), id: z.string(), at: z.number(), dueEnd: z.number(), by: by.nullable() });
/** by: the dispatcher who ended it, or null when its work period ran out. */
export const LoneWorkEndedSchema = z.object({ type: z.literal('loneWork.ended'), id: z.string(), at: z.number(), by: by.nullable() });
/** The platform asks the plan's terminals to answer before `next`. */
export const LoneWorkCheckInSchema = z.object({ type: z.literal('loneWork.checkIn'), id: z.string(), msIds: z.array(MsId), at: z.number(), next: z.number() });
export const LoneWorkRepliedSchema = z.object({ type: z.literal('loneWork.replied'), id: z.string(), msId: MsId, at: z.number() });
export const LoneWorkAlarmedSchema = z.object({ type: z.literal('loneWork.alarmed'), alarm: LoneWorkAlarmSchema });
export const LoneWorkAlarmHandledSchema = z.object({
  type: z.literal('loneWork.alarmHandled'),
  id: z.string(),
  workId: z.string(),
  remark: z.string(),
  by,
  /** Ours: the handler's name (absent in events logged before). */
  byName: z.string().optional(),
  at: z.number(),
});
/** Ours (several dispatchers): a dispatcher acknowledged the alarm and handles it (log type 140). */
export const LoneWorkAlarmAcknowledgedSchema = z.object({
  type: z.literal('loneWork.alarmAcknowledged'),
  id: z.string(),
  workId: z.string(),
  msId: MsId,
  by,
  byName: z.string(),
  at: z.number(),
  logType: z.literal(LogType.AlarmAcknowledged),
});
/** Ours: its handler gave the alarm to another dispatcher (log type 142). */
export const LoneWorkAlarmHandedOverSchema = z.object({
  type: z.literal('loneWork.alarmHandedOver'),
  id: z.string(),
  workId: z.string(),
  msId: MsId,
  from: MsId,
  fromName: z.string(),
  to: MsId,
  toName: z.string(),
  at: z.number(),
  logType: z.literal(LogType.AlarmHandedOver),
});

export type LoneWorkEvent =
  | z.infer<typeof LoneWorkAddedSchema>
  | z.infer<typeof LoneWorkEditedSchema>
  | z.infer<typeof LoneWorkRemovedSchema>
  | z.infer<typeof LoneWorkStartedSchema>
  | z.infer<typeof LoneWorkEndedSchema>
  | z.infer<typeof LoneWorkCheckInSchema>
  | z.infer<typeof LoneWorkRepliedSchema>
  | z.infer<typeof LoneWorkAlarmedSchema>
  | z.infer<typeof LoneWorkAlarmHandledSchema>
  | z.infer<typeof LoneWorkAlarmAcknowledgedSchema>
  | z.infer<typeof LoneWorkAlarmHandedOverSchema>;

export const isLoneWorkEvent = (event: { type: string }): event is LoneWorkEvent => event.type.startsWith('loneWork.');

/** A terminal answers a check-in over the socket (command `loneWorkReply`). */
export const LoneWorkCommandSchemas = {
  loneWorkReply: z.object({ id: z.string().min(1).max(32) }),
} as const;

import {
  DsError,
  FindLoneWorkAlarmAnswerSchema,
  LoneWorkAlarmSchema,
  LoneWorkLimits,
  LoneWorkPhase,
  LoneWorkRefusal,
  LoneWorkSchema,
  loneWorkProblems,
  PATH_LONE_WORK_ADD,
  PATH_LONE_WORK_DELETE,
  PATH_LONE_WORK_ACK_ALARM,
  PATH_LONE_WORK_FIND_ALARM,
  PATH_LONE_WORK_HAND_OVER_ALARM,
  PATH_LONE_WORK_LIST,
  PATH_LONE_WORK_UPDATE,
  PATH_LONE_WORK_UPDATE_ALARM,
  phaseOf,
  type LoneWork,
  type LoneWorkAlarm,
  type LoneWorkField,
  type LoneWorkProblem,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';
import { z } from 'zod';

type DsData = { desc: unknown; list: unknown[] };
/** The part of the /ds client the lone worker screens use. */
export type LoneWorkDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
  put(path: string, body?: unknown): Promise<DsData>;
  delete(path: string, params?: Record<string, string | number | undefined>): Promise<DsData>;
};

/** The form as typed: numbers stay text until checked. */
export type DraftForm = { msIds: string[]; date: string; sTime: string; wTime: string; hb: string; enabled: boolean };

const minutes = (text: string): number | null => (/^\s*\d{1,7}\s*$/.test(text) ? Number(text) : null);

export const draftOf = (form: DraftForm) => ({ msIds: form.msIds, date: form.date.trim(), sTime: form.sTime.trim(), wTime: minutes(form.wTime), hb: minutes(form.hb) });

export const PROBLEM_KEY: Record<LoneWorkProblem, MessageKey> = {
  terminalRequired: 'loneWork.problem.terminalRequired',
  tooManyTerminals: 'loneWork.problem.tooManyTerminals',
  durationRequired: 'loneWork.problem.durationRequired',
  intervalRequired: 'loneWork.problem.intervalRequired',
  intervalAboveDuration: 'loneWork.problem.intervalAboveDuration',
  overOneDay: 'loneWork.problem.overOneDay',
  dateRequired: 'loneWork.problem.dateRequired',
  timeRequired: 'loneWork.problem.timeRequired',
  sameBeginEnd: 'loneWork.problem.sameBeginEnd',
};

/** The form's errors by field, the same rules the emulator applies (protocol/loneWork.ts). */
export function formProblems(form: DraftForm): Partial<Record<LoneWorkField, MessageKey>> {
  const problems = loneWorkProblems(draftOf(form));
  return Object.fromEntries(Object.entries(problems).map(([field, problem]) => [field, PROBLEM_KEY[problem]]));
}

export const problemValues = (key: MessageKey) => ({ max: key === 'loneWork.problem.overOneDay' ? LoneWorkLimits.maxMinutes : LoneWorkLimits.maxTerminals });

/** An empty form for today (local date), begin at the next full hour. */
export function emptyForm(now: Date, msIds: string[] = []): DraftForm {
  const pad = (n: number) => String(n).padStart(2, '0');
  return { msIds, date: `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`, sTime: `${pad((now.getHours() + 1) % 24)}:00`, wTime: '60', hb: '10', enabled: true };
}

export const formOf = (work: LoneWork): DraftForm => ({ msIds: [...work.msIds], date: work.date, sTime: work.sTime, wTime: String(work.wTime), hb: String(work.hb), enabled: work.enabled });

/** Minutes east of UTC of this browser's clock. */
export const localUtcOffset = (at: Date): number => -at.getTimezoneOffset();

const ListAnswer = z.object({ seq: z.number(), now: z.number(), minuteMs: z.number() });
export type PlanList = { readonly plans: LoneWork[]; readonly serverNow: number; readonly minuteMs: number };

export async function listPlans(ds: LoneWorkDs): Promise<PlanList> {
  const data = await ds.get(PATH_LONE_WORK_LIST);
  const { now, minuteMs } = ListAnswer.parse(data.desc);
  return { plans: data.list.map((item) => LoneWorkSchema.parse(item)), serverNow: now, minuteMs };
}

export type Outcome = { readonly ok: true } | { readonly ok: false; readonly key: MessageKey; readonly code: string };

const failure = (error: unknown): Outcome => {
  const code = error instanceof DsError ? error.code : '500';
  const desc = error instanceof DsError ? error.message : '';
  const key: MessageKey =
    code === '409' ? 'loneWork.error.notEditable' : code === '404' ? 'loneWork.error.unknown' : desc.includes(LoneWorkRefusal.UnknownTerminal) ? 'loneWork.error.terminal' : 'loneWork.error.failed';
  return { ok: false, key, code };
};

const attempt = async (work: () => Promise<unknown>): Promise<Outcome> => {
  try {
    await work();
    return { ok: true };
  } catch (error) {
    return failure(error);
  }
};

export const savePlan = (ds: LoneWorkDs, form: DraftForm, id: string | null): Promise<Outcome> => {
  const body = { ...draftOf(form), enabled: form.enabled, utcOffset: localUtcOffset(new Date()) };
  return attempt(() => (id === null ? ds.post(PATH_LONE_WORK_ADD, body) : ds.put(PATH_LONE_WORK_UPDATE, { id, ...body })));
};
export const operatePlan = (ds: LoneWorkDs, id: string, op: 'start' | 'end'): Promise<Outcome> => attempt(() => ds.put(PATH_LONE_WORK_UPDATE, { id, op }));
export const deletePlan = (ds: LoneWorkDs, id: string): Promise<Outcome> => attempt(() => ds.delete(PATH_LONE_WORK_DELETE, { id }));
/** Several dispatchers at once: acknowledge an alarm (its handler from then on), hand it to another dispatcher; reject with the refusal (DsError). */
export const acknowledgeAlarm = (ds: LoneWorkDs, id: string) => ds.put(PATH_LONE_WORK_ACK_ALARM, { id });
export const handOverAlarm = (ds: LoneWorkDs, id: string, to: string) => ds.put(PATH_LONE_WORK_HAND_OVER_ALARM, { id, to });
export const handleAlarm = (ds: LoneWorkDs, id: string, remark: string): Promise<Outcome> => attempt(() => ds.put(PATH_LONE_WORK_UPDATE_ALARM, { id, remark }));

export async function findAlarms(ds: LoneWorkDs, pageNo: number, pageSize: number): Promise<{ total: number; list: LoneWorkAlarm[] }> {
  const data = await ds.get(PATH_LONE_WORK_FIND_ALARM, { pageNo, pageSize });
  return { total: FindLoneWorkAlarmAnswerSchema.parse(data.desc).total, list: data.list.map((item) => LoneWorkAlarmSchema.parse(item)) };
}

export const PHASE_KEY: Record<LoneWorkPhase, MessageKey> = { awaiting: 'loneWork.phase.awaiting', doing: 'loneWork.phase.doing', over: 'loneWork.phase.over' };
export const STATUS_KEY: Record<LoneWork['status'], MessageKey> = { normal: 'loneWork.status.normal', alarm: 'loneWork.status.alarm', finished: 'loneWork.status.finished' };
export const CAUSE_KEY: Record<LoneWorkAlarm['cause'], MessageKey> = {
  noBattery: 'loneWork.cause.noBattery',
  offline: 'loneWork.cause.offline',
  weakSignal: 'loneWork.cause.weakSignal',
  busy: 'loneWork.cause.busy',
  forgotReply: 'loneWork.cause.forgotReply',
};

/** Why a plan's edit button is off (SPEC §4), or null when it may be edited. */
export function lockReason(work: LoneWork): MessageKey | null {
  if (work.status === 'finished' || phaseOf(work) === LoneWorkPhase.Over) return 'loneWork.locked.finished';
  if (work.status === 'alarm') return 'loneWork.locked.alarm';
  if (phaseOf(work) === LoneWorkPhase.Doing) return 'loneWork.locked.running';
  return null;
}

/** SPEC §4 today's job state of a terminal's plans: the one dated today that matters most. */
export type TodayState = 'none' | 'notStarted' | 'working' | 'ended';
export function todayState(plans: readonly LoneWork[], today: string): TodayState {
  const mine = plans.filter((work) => work.date === today || phaseOf(work) === LoneWorkPhase.Doing);
  if (mine.some((work) => phaseOf(work) === LoneWorkPhase.Doing)) return 'working';
  if (mine.some((work) => phaseOf(work) === LoneWorkPhase.Awaiting)) return 'notStarted';
  return mine.length > 0 ? 'ended' : 'none';
}

/** "m:ss" until `at` on the platform's clock, or null when due. */
export function countdown(at: number | null, serverNow: number): string | null {
  if (at === null) return null;
  const left = Math.max(0, Math.ceil((at - serverNow) / 1_000));
  if (left === 0) return null;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

import { z } from 'zod';

/**
 * SOS alarms (SPEC §3 alarm record, §4 alarm status, §7 "SOS: PUT updateSos, GET findSos").
 * A terminal raises one with the `sos` socket command; dispatchers acknowledge and close it over
 * `/ds/sos/updateSos`. The record is separate from the emergency floor request of push-to-talk:
 * that is voice, this is the alarm a dispatcher must see (docs/protocol.md "SOS alarms").
 */

/** SPEC §4: 0 in alarm (shown "sending"), 1 acknowledged, 2 closed. */
export const AlarmStatus = { Alarm: 0, Acknowledged: 1, Closed: 2 } as const;
export type AlarmStatus = (typeof AlarmStatus)[keyof typeof AlarmStatus];

/**
 * SPEC §4 log event types of an alarm's life: raised, cancelled by the terminal, closed by a dispatcher;
 * 140-142 are ours (SPEC gives the workflow's steps no code): acknowledged, marked, handed over.
 */
export const SosLogType = { Alarm: 102, Cancelled: 118, RemotelyClosed: 119, Acknowledged: 140, Marked: 141, HandedOver: 142 } as const;
/** SPEC §4: the log category SOS events are listed under. */
export const SOS_LOG_CATEGORY = 'alarm';

export const SosLimits = {
  maxRemarkLength: 200,
  /** findSos page size: default and most. */
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

/** What raised the alarm: the SOS key of a terminal (the only kind the platform raises today). */
export const AlarmType = { Sos: 'sos' } as const;

const MsId = z.string().regex(/^\d{8}$/);
const StatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);

export const SosAlarmSchema = z.object({
  id: z.string(),
  msId: MsId,
  /** The terminal's name when it raised the alarm. */
  name: z.string(),
  /** SPEC "type": the terminal's type code (505 an SOS terminal, 6 a PoC radio, ...). */
  type: z.number().int(),
  /** SPEC "alarm type": what raised it. */
  alarmType: z.enum([AlarmType.Sos]),
  /** SPEC "time": when the terminal says it pressed SOS (its own clock, ms). */
  time: z.number(),
  /** SPEC "alarm time": when the platform recorded it (ms); lists sort by it. */
  alarmTime: z.number(),
  lng: z.number().nullable(),
  lat: z.number().nullable(),
  status: StatusSchema,
  responder: MsId.nullable(),
  responderName: z.string().nullable(),
  responseTime: z.number().nullable(),
  closer: MsId.nullable(),
  closerName: z.string().nullable(),
  closeTime: z.number().nullable(),
  /** The remark given when acknowledging or closing; the last one given is kept. */
  remark: z.string(),
  /**
   * Ours (docs/protocol.md "Emergency workflow"): the dispatcher handling the alarm. The one who
   * acknowledged it, until they hand it over. Defaults keep alarms stored before the workflow readable.
   */
  handler: MsId.nullable().default(null),
  handlerName: z.string().nullable().default(null),
  /** The handler's verdict after looking into it: a real emergency or a false alarm; null until marked. */
  verdict: z.enum(['valid', 'false']).nullable().default(null),
});
export type SosAlarm = z.infer<typeof SosAlarmSchema>;

/** Events of the log; every dispatcher sees them. */
export const SosRaisedSchema = z.object({ type: z.literal('sos.raised'), alarm: SosAlarmSchema, logType: z.literal(SosLogType.Alarm) });
export const SosAcknowledgedSchema = z.object({
  type: z.literal('sos.acknowledged'),
  id: z.string(),
  msId: MsId,
  responder: MsId,
  responderName: z.string(),
  responseTime: z.number(),
  remark: z.string(),
  /** Ours; absent on alarms acknowledged before the workflow. */
  logType: z.literal(SosLogType.Acknowledged).optional(),
});
export const SosClosedSchema = z.object({
  type: z.literal('sos.closed'),
  id: z.string(),
  msId: MsId,
  closer: MsId,
  closerName: z.string(),
  closeTime: z.number(),
  remark: z.string(),
  /** 118 the terminal cancelled its own alarm, 119 a dispatcher closed it remotely. */
  logType: z.union([z.literal(SosLogType.Cancelled), z.literal(SosLogType.RemotelyClosed)]),
});
/** Ours: the handler marked the alarm a real emergency or a false alarm (log type 141). */
export const SosMarkedSchema = z.object({
  type: z.literal('sos.marked'),
  id: z.string(),
  msId: MsId,
  verdict: z.enum(['valid', 'false']),
  by: MsId,
  byName: z.string(),
  time: z.number(),
  logType: z.literal(SosLogType.Marked),
});
/** Ours: the handler handed the alarm to another dispatcher, who handles it from now on (log type 142). */
export const SosHandedOverSchema = z.object({
  type: z.literal('sos.handedOver'),
  id: z.string(),
  msId: MsId,
  from: MsId,
  fromName: z.string(),
  to: MsId,
  toName: z.string(),
  time: z.number(),
  logType: z.literal(SosLogType.HandedOver),
});
export type SosEvent =
  | z.infer<typeof SosRaisedSchema>
  | z.infer<typeof SosAcknowledgedSchema>
  | z.infer<typeof SosClosedSchema>
  | z.infer<typeof SosMarkedSchema>
  | z.infer<typeof SosHandedOverSchema>;

/** Pure: an alarm after one of its events (the console and the emulator fold the same way). */
export function applySosEvent(alarm: SosAlarm | undefined, event: SosEvent): SosAlarm | undefined {
  if (event.type === 'sos.raised') return event.alarm;
  if (!alarm || alarm.status === AlarmStatus.Closed) return alarm;
  if (event.type === 'sos.acknowledged') {
    if (alarm.status !== AlarmStatus.Alarm) return alarm;
    const { responder, responderName, responseTime, remark } = event;
    return { ...alarm, status: AlarmStatus.Acknowledged, responder, responderName, responseTime, remark: remark || alarm.remark, handler: responder, handlerName: responderName };
  }
  if (event.type === 'sos.marked') return { ...alarm, verdict: event.verdict };
  if (event.type === 'sos.handedOver') return { ...alarm, handler: event.to, handlerName: event.toName };
  const { closer, closerName, closeTime, remark } = event;
  return { ...alarm, status: AlarmStatus.Closed, closer, closerName, closeTime, remark: remark || alarm.remark };
}

/** A remark: trimmed, at most 200 characters, no control characters (it is shown in lists). */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
export function remarkProblem(remark: string, required: boolean): 'required' | 'tooLong' | 'control' | null {
  const trimmed = remark.trim();
  if (required && trimmed === '') return 'required';
  if (trimmed.length > SosLimits.maxRemarkLength) return 'tooLong';
  if (CONTROL.test(trimmed)) return 'control';
  return null;
}

/** A handling remark (an SOS's, a fence alarm's): trimmed, at most 200 characters, no control characters. */
export const AlarmRemark = z
  .string()
  .max(SosLimits.maxRemarkLength * 2)
  .transform((text) => text.trim())
  .refine((text) => text.length <= SosLimits.maxRemarkLength, 'tooLong')
  .refine((text) => !CONTROL.test(text), 'control');

/** PUT /ds/sos/updateSos: status 1 acknowledges, 2 closes (a remark is required to close). */
export const SosUpdateBody = z
  .object({ id: z.string().min(1).max(64), status: z.union([z.literal(1), z.literal(2)]), remark: AlarmRemark.optional() })
  .refine((body) => body.status !== AlarmStatus.Closed || (body.remark ?? '') !== '', { path: ['remark'], message: 'required' });
export type SosUpdate = z.input<typeof SosUpdateBody>;

/** GET /ds/sos/findSos: pageNo from 1; status filter as a comma list of 0, 1, 2; msId filter. */
export const FindSosQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(SosLimits.maxPageSize).default(SosLimits.defaultPageSize),
  status: z
    .string()
    .regex(/^[012](,[012])*$/, 'a comma list of 0, 1, 2')
    .transform((text) => [...new Set(text.split(',').map(Number))] as AlarmStatus[])
    .optional(),
  msId: MsId.optional(),
});
export type FindSosParams = { pageNo?: number; pageSize?: number; status?: string; msId?: string };

/** What updateSos answers: the alarm as it is now; `changed: false` when it already was (another dispatcher acknowledged it). */
export const SosUpdateAnswerSchema = z.object({ alarm: SosAlarmSchema, changed: z.boolean() });
export type SosUpdateAnswer = z.infer<typeof SosUpdateAnswerSchema>;
export const FindSosAnswerSchema = z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const PATH_UPDATE_SOS = '/ds/sos/updateSos';
export const PATH_FIND_SOS = '/ds/sos/findSos';

/** Socket commands of a terminal: raise its alarm (with the fix it has) and cancel it. */
export const SosCommandSchemas = {
  sos: z.object({
    lat: z.number().min(-90).max(90).optional(),
    lng: z.number().min(-180).max(180).optional(),
    time: z.number().int().positive().optional(),
  }),
  sosCancel: z.object({ id: z.string().min(1).max(64).optional() }),
} as const;

/** Refusal texts (`desc`) of updateSos and the commands. */
export const SosRefusal = {
  Unknown: 'id:unknown',
  Closed: 'status:closed',
  NotDispatcher: 'caller:not-dispatcher',
  NotTerminal: 'caller:not-terminal',
  NoOpenAlarm: 'id:no-open-alarm',
} as const;

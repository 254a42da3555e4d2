import { z } from 'zod';
import { MillisQuery, OffsetMinutesQuery } from './gpsTrack.ts';

/**
 * The platform's logs (SPEC §2 /logs/log, §3 log record, §4 log event types and categories, §9 "log
 * lists cap at 300 and are cut to 150"). Every event that carries a `logType` becomes a record; the
 * emulator keeps them in its log table and pushes each new one to dispatchers as a `log` frame.
 * docs/protocol.md "Logs".
 */

/** SPEC §4 log categories, in the spec's order. */
export const LogCategory = {
  Login: 'login',
  Gps: 'gps',
  Alarm: 'alarm',
  Sms: 'sms',
  TempGroup: 'tempGroup',
  SingleCall: 'singleCall',
  Monitor: 'monitor',
  Fence: 'fence',
  LoneWorker: 'loneWorker',
  VoiceQuery: 'voiceQuery',
  VideoCall: 'videoCall',
  AlarmTone: 'alarmTone',
  VideoMonitoring: 'videoMonitoring',
} as const;
export type LogCategory = (typeof LogCategory)[keyof typeof LogCategory];
export const LOG_CATEGORIES: readonly LogCategory[] = Object.values(LogCategory);

/** SPEC §4 log event type codes whose meaning the spec gives (the others of 0-9, 15, 100-130 it does not show). */
export const LogType = {
  TempGroupCreated: 0,
  TempGroupCancelled: 1,
  VoiceCallStarted: 2,
  CallEnded: 3,
  Online: 5,
  Offline: 6,
  LoggedInElsewhere: 7,
  GroupSwitch: 8,
  Alarm: 102,
  PersonalCallSet: 105,
  PersonalCallCancelled: 106,
  MonitorStart: 108,
  MonitorStop: 109,
  MonitorStart2: 110,
  MonitorStop2: 111,
  FenceCreated: 113,
  FenceDeleted: 114,
  FenceEdited: 115,
  AlarmCancelled: 118,
  AlarmRemotelyClosed: 119,
  LoneWorkerSet: 120,
  LoneWorkerEdited: 121,
  LoneWorkerRemoved: 122,
  VideoCall: 128,
  VideoMonitoring: 130,
  // Ours, outside SPEC's 0-9, 15, 100-130: the emergency workflow of an SOS alarm (protocol/sosWorkflow.ts).
  AlarmAcknowledged: 140,
  AlarmMarked: 141,
  AlarmHandedOver: 142,
  // Ours: several dispatchers at once (protocol/handover.ts), a job or a call handed to another dispatcher.
  JobHandedOver: 143,
  CallHandedOver: 144,
  // Ours: an incident timeline saved with a note (protocol/incidents.ts).
  IncidentSaved: 145,
} as const;
export type LogTypeCode = (typeof LogType)[keyof typeof LogType];

/** What a record says happened; the console words it (`logs.op.<operation>`). */
export const LogOperation = {
  TempGroupCreated: 'tempGroupCreated',
  TempGroupCancelled: 'tempGroupCancelled',
  CallStarted: 'callStarted',
  CallEnded: 'callEnded',
  Online: 'online',
  Offline: 'offline',
  LoggedInElsewhere: 'loggedInElsewhere',
  GroupSwitch: 'groupSwitch',
  Alarm: 'alarm',
  AlarmCancelled: 'alarmCancelled',
  AlarmClosed: 'alarmClosed',
  AlarmAcknowledged: 'alarmAcknowledged',
  AlarmMarked: 'alarmMarked',
  AlarmHandedOver: 'alarmHandedOver',
  JobHandedOver: 'jobHandedOver',
  CallHandedOver: 'callHandedOver',
  IncidentSaved: 'incidentSaved',
  PersonalCallSet: 'personalCallSet',
  PersonalCallCancelled: 'personalCallCancelled',
  MonitorStart: 'monitorStart',
  MonitorStop: 'monitorStop',
  FenceCreated: 'fenceCreated',
  FenceDeleted: 'fenceDeleted',
  FenceEdited: 'fenceEdited',
  LoneWorkerSet: 'loneWorkerSet',
  LoneWorkerEdited: 'loneWorkerEdited',
  LoneWorkerRemoved: 'loneWorkerRemoved',
  VideoCall: 'videoCall',
  VideoMonitoring: 'videoMonitoring',
  ToneSent: 'toneSent',
} as const;
export type LogOperation = (typeof LogOperation)[keyof typeof LogOperation];
export const LOG_OPERATIONS: readonly LogOperation[] = Object.values(LogOperation);

/** Each code's operation and the category it is listed under (a call's category follows its media). */
export const LOG_TYPES: Readonly<Record<LogTypeCode, { readonly operation: LogOperation; readonly category: LogCategory }>> = {
  0: { operation: 'tempGroupCreated', category: 'tempGroup' },
  1: { operation: 'tempGroupCancelled', category: 'tempGroup' },
  2: { operation: 'callStarted', category: 'singleCall' },
  3: { operation: 'callEnded', category: 'singleCall' },
  5: { operation: 'online', category: 'login' },
  6: { operation: 'offline', category: 'login' },
  7: { operation: 'loggedInElsewhere', category: 'login' },
  // SPEC §4 gives group switch no category; where a terminal is on the network sits with its presence.
  8: { operation: 'groupSwitch', category: 'login' },
  102: { operation: 'alarm', category: 'alarm' },
  105: { operation: 'personalCallSet', category: 'singleCall' },
  106: { operation: 'personalCallCancelled', category: 'singleCall' },
  108: { operation: 'monitorStart', category: 'monitor' },
  109: { operation: 'monitorStop', category: 'monitor' },
  110: { operation: 'monitorStart', category: 'monitor' },
  111: { operation: 'monitorStop', category: 'monitor' },
  113: { operation: 'fenceCreated', category: 'fence' },
  114: { operation: 'fenceDeleted', category: 'fence' },
  115: { operation: 'fenceEdited', category: 'fence' },
  118: { operation: 'alarmCancelled', category: 'alarm' },
  119: { operation: 'alarmClosed', category: 'alarm' },
  120: { operation: 'loneWorkerSet', category: 'loneWorker' },
  121: { operation: 'loneWorkerEdited', category: 'loneWorker' },
  122: { operation: 'loneWorkerRemoved', category: 'loneWorker' },
  128: { operation: 'videoCall', category: 'videoCall' },
  130: { operation: 'videoMonitoring', category: 'videoMonitoring' },
  140: { operation: 'alarmAcknowledged', category: 'alarm' },
  141: { operation: 'alarmMarked', category: 'alarm' },
  142: { operation: 'alarmHandedOver', category: 'alarm' },
  // SPEC §4 has no job category; a job's hand-over is listed with the alarms and incidents a dispatcher handles.
  143: { operation: 'jobHandedOver', category: 'alarm' },
  144: { operation: 'callHandedOver', category: 'singleCall' },
  // Like 143: an incident is among what a dispatcher handles, listed with the alarms.
  145: { operation: 'incidentSaved', category: 'alarm' },
};

export const isLogTypeCode = (code: unknown): code is LogTypeCode => typeof code === 'number' && Object.hasOwn(LOG_TYPES, code);

export const LogLimits = {
  /** SPEC §9: a live list holds at most 300 records, then keeps the newest 150. */
  listCap: 300,
  listCut: 150,
  /** findLog page size: default and most (one page fills a list). */
  defaultPageSize: 150,
  maxPageSize: 300,
} as const;

/** SPEC §3 log record; date and time are `time` shown in the dispatcher's zone. */
export const LogRecordSchema = z.object({
  /** The log sequence of the event that made it. */
  id: z.number().int(),
  time: z.number(),
  /** SPEC "name" and "account": who did it (the terminal itself for its own presence and alarms). */
  name: z.string(),
  account: z.string(),
  /** SPEC "terminal ID": the terminal the record is about, '' when it is about a group. */
  msId: z.string(),
  /** SPEC "type". */
  category: z.enum(LOG_CATEGORIES as [LogCategory, ...LogCategory[]]),
  /** SPEC "operation type": the §4 code (null where SPEC gives the category no code, e.g. a tone sent). */
  logType: z.number().int().nullable(),
  operation: z.enum(LOG_OPERATIONS as [LogOperation, ...LogOperation[]]),
  /** For the description: what it concerned (a group, the other party, a tone), by name. Network text. */
  subject: z.string(),
  remark: z.string(),
});
export type LogRecord = z.infer<typeof LogRecordSchema>;

export const PATH_FIND_LOG = '/ds/log/findLog';

const Whole = z.string().regex(/^\d{1,6}$/, 'must be a whole number').transform(Number);

/**
 * GET /ds/log/findLog: a time range (SPEC §5, `validateTimeRange` of gpsTrack.ts, checked after the
 * shape), an optional category, pages from 1 (newest first).
 */
export const FindLogQuerySchema = z.object({
  category: z.enum(LOG_CATEGORIES as [LogCategory, ...LogCategory[]]).optional(),
  start: MillisQuery.optional(),
  end: MillisQuery.optional(),
  tz: OffsetMinutesQuery.optional(),
  pageNo: Whole.refine((page) => page >= 1, 'must be 1 or more').optional(),
  pageSize: Whole.refine((size) => size >= 1 && size <= LogLimits.maxPageSize, `must be 1-${LogLimits.maxPageSize}`).optional(),
});
export type FindLogQuery = z.input<typeof FindLogQuerySchema>;

export const FindLogPageSchema = z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type FindLogPage = z.infer<typeof FindLogPageSchema>;
export const LogRecordListSchema = z.array(LogRecordSchema);

/** Server → dispatcher: a record just written (not replayed; findLog has them all). */
export const LogFrameSchema = z.object({ type: z.literal('log'), record: LogRecordSchema });
export type LogFrame = z.infer<typeof LogFrameSchema>;

/** SPEC §9: a new record goes on top; at 300 the list keeps its newest 150. */
export function prependCapped<T>(list: readonly T[], item: T): T[] {
  const next = [item, ...list];
  return next.length > LogLimits.listCap ? next.slice(0, LogLimits.listCut) : next;
}

/**
 * The logs screen's model (SPEC §2 /logs/log, §3 log record, §4 categories, §9 list cap), pure: the
 * query over /ds, which live records join the list, and the 300 → 150 cap.
 */
import {
  DsError,
  FindLogPageSchema,
  LogRecordListSchema,
  PATH_FIND_LOG,
  prependCapped,
  type FindLogPage,
  type LogCategory,
  type LogOperation,
  type LogRecord,
  type TimeRangeError,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

/** The part of the /ds client the logs screen uses. */
export type LogsDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }>;
};

/** A query as the list shows it: a live record joins when it falls in the range and the category. */
export type LogView = { readonly start: number; readonly end: number; readonly tz: number; readonly category: LogCategory | null };

export type LogResult = { readonly page: FindLogPage; readonly records: LogRecord[] };

/** Newest first; one page fills the list (SPEC §9: 300 at most). */
export const QUERY_PAGE_SIZE = 300;

export async function findLog(ds: LogsDs, view: LogView, pageNo = 1): Promise<LogResult> {
  const data = await ds.get(PATH_FIND_LOG, {
    start: view.start,
    end: view.end,
    tz: view.tz,
    category: view.category ?? undefined,
    pageNo,
    pageSize: QUERY_PAGE_SIZE,
  });
  return { page: FindLogPageSchema.parse(data.desc), records: LogRecordListSchema.parse(data.list) };
}

/** The message of a refused query: the §5 rule the platform names, no permission, or a failure. */
export function queryErrorKey(error: unknown): MessageKey {
  if (!(error instanceof DsError)) return 'logs.error.load';
  if (error.code === '403') return 'logs.error.forbidden';
  const rule = error.code === '400' && error.desc?.startsWith('range: ') ? error.desc.slice('range: '.length) : null;
  return rule !== null && Object.hasOwn(RANGE_ERROR_KEY, rule) ? RANGE_ERROR_KEY[rule as TimeRangeError] : 'logs.error.load';
}

/** SPEC §5 rules as the platform names them; the same messages as the form's own check. */
export const RANGE_ERROR_KEY: Readonly<Record<TimeRangeError, MessageKey>> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

export const fitsView = (record: LogRecord, view: LogView): boolean =>
  record.time >= view.start && record.time <= view.end && (view.category === null || record.category === view.category);

/** A live record on top of the list when the query shows it, once (a record already listed is not doubled). */
export function withLiveRecord(list: readonly LogRecord[], record: LogRecord, view: LogView): readonly LogRecord[] {
  if (!fitsView(record, view) || list.some((listed) => listed.id === record.id)) return list;
  return prependCapped(list, record);
}

/**
 * A query's answer with the live records that came while it was asked (in arrival order): the
 * answer may have been read before they were written, and replacing the list with it must not lose them.
 */
export function withLiveRecords(list: readonly LogRecord[], arrived: readonly LogRecord[], view: LogView): readonly LogRecord[] {
  return arrived.reduce((records, record) => withLiveRecord(records, record, view), list);
}

export const CATEGORY_KEY: Readonly<Record<LogCategory, MessageKey>> = {
  login: 'logs.category.login',
  gps: 'logs.category.gps',
  alarm: 'logs.category.alarm',
  sms: 'logs.category.sms',
  tempGroup: 'logs.category.tempGroup',
  singleCall: 'logs.category.singleCall',
  monitor: 'logs.category.monitor',
  fence: 'logs.category.fence',
  loneWorker: 'logs.category.loneWorker',
  voiceQuery: 'logs.category.voiceQuery',
  videoCall: 'logs.category.videoCall',
  alarmTone: 'logs.category.alarmTone',
  videoMonitoring: 'logs.category.videoMonitoring',
};

export const OPERATION_KEY: Readonly<Record<LogOperation, MessageKey>> = {
  tempGroupCreated: 'logs.op.tempGroupCreated',
  tempGroupCancelled: 'logs.op.tempGroupCancelled',
  callStarted: 'logs.op.callStarted',
  callEnded: 'logs.op.callEnded',
  online: 'logs.op.online',
  offline: 'logs.op.offline',
  loggedInElsewhere: 'logs.op.loggedInElsewhere',
  groupSwitch: 'logs.op.groupSwitch',
  alarm: 'logs.op.alarm',
  alarmCancelled: 'logs.op.alarmCancelled',
  alarmClosed: 'logs.op.alarmClosed',
  alarmAcknowledged: 'logs.op.alarmAcknowledged',
  alarmMarked: 'logs.op.alarmMarked',
  alarmHandedOver: 'logs.op.alarmHandedOver',
  jobHandedOver: 'logs.op.jobHandedOver',
  callHandedOver: 'logs.op.callHandedOver',
  incidentSaved: 'logs.op.incidentSaved',
  personalCallSet: 'logs.op.personalCallSet',
  personalCallCancelled: 'logs.op.personalCallCancelled',
  monitorStart: 'logs.op.monitorStart',
  monitorStop: 'logs.op.monitorStop',
  fenceCreated: 'logs.op.fenceCreated',
  fenceDeleted: 'logs.op.fenceDeleted',
  fenceEdited: 'logs.op.fenceEdited',
  loneWorkerSet: 'logs.op.loneWorkerSet',
  loneWorkerEdited: 'logs.op.loneWorkerEdited',
  loneWorkerRemoved: 'logs.op.loneWorkerRemoved',
  videoCall: 'logs.op.videoCall',
  videoMonitoring: 'logs.op.videoMonitoring',
  toneSent: 'logs.op.toneSent',
};

/** The name of a record's operation; null for one the console does not know (shown as it came). */
export const operationKey = (operation: string): MessageKey | null => (Object.hasOwn(OPERATION_KEY, operation) ? OPERATION_KEY[operation as LogOperation] : null);

/** The operation type column: the operation's name with its SPEC §4 log type code, when it has one. */
export const operationType = (operation: string, logType: number | null): string => (logType === null ? operation : `${operation} (${logType})`);

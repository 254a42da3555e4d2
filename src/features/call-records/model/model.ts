/**
 * The call records screen's model (SPEC §2 /call-records/voice-list, §7 callByUTC), pure: the query
 * over /ds and what a refusal says.
 */
import {
  CallStatus,
  CallRecordListSchema,
  CallRecordPageSchema,
  DsError,
  PATH_CALL_BY_UTC,
  type CallRecord,
  type CallRecordPage,
  type TimeRangeError,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of the /ds client the screen uses. */
export type CallRecordsDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }>;
};

/** A query as the screen keeps it: the range, one group or one terminal (or neither), the page. */
export type CallRecordsView = {
  readonly start: number;
  readonly end: number;
  readonly tz: number;
  readonly gid: string | null;
  readonly msId: string | null;
  readonly pageNo: number;
};

export const CALL_RECORDS_PAGE_SIZE = 20;

export type CallRecordsResult = { readonly page: CallRecordPage; readonly records: CallRecord[] };

export async function findCalls(ds: CallRecordsDs, view: CallRecordsView): Promise<CallRecordsResult> {
  const data = await ds.get(PATH_CALL_BY_UTC, {
    start: view.start,
    end: view.end,
    tz: view.tz,
    gid: view.gid ?? undefined,
    msId: view.msId ?? undefined,
    pageNo: view.pageNo,
    pageSize: CALL_RECORDS_PAGE_SIZE,
  });
  return { page: CallRecordPageSchema.parse(data.desc), records: CallRecordListSchema.parse(data.list) };
}

/** SPEC §5 rules as the platform names them; the same messages as the range form's own check. */
const RANGE_ERROR_KEY: Readonly<Record<TimeRangeError, MessageKey>> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

/** The message of a refused query: the §5 rule the platform names, no permission, or a failure. */
export function queryErrorKey(error: unknown): MessageKey {
  if (!(error instanceof DsError)) return 'callRecords.error.load';
  if (error.code === '403') return 'callRecords.error.forbidden';
  const rule = error.code === '400' && error.desc?.startsWith('range: ') ? error.desc.slice('range: '.length) : null;
  return rule !== null && Object.hasOwn(RANGE_ERROR_KEY, rule) ? RANGE_ERROR_KEY[rule as TimeRangeError] : 'callRecords.error.load';
}

export const pageCount = (page: CallRecordPage): number => Math.max(1, Math.ceil(page.total / page.pageSize));

/** Whole seconds of a call, at least 1 when it had any talk (0 stays 0: an unanswered call). */
export const callSeconds = (durationMs: number): number => (durationMs <= 0 ? 0 : Math.max(1, Math.round(durationMs / 1000)));

/** SPEC §4 call status codes by their names (the calls catalogue's, as the call panel says them). */
const CALL_STATUS_KEY: Readonly<Record<CallStatus, MessageKey>> = {
  [CallStatus.Trying]: 'calls.status.trying',
  [CallStatus.Offline]: 'calls.status.offline',
  [CallStatus.SelfTrying]: 'calls.status.selfTrying',
  [CallStatus.Ringing]: 'calls.status.ringing',
  [CallStatus.Ok]: 'calls.status.ok',
  [CallStatus.CameraBusy]: 'calls.status.cameraBusy',
  [CallStatus.Connected]: 'calls.status.connected',
  [CallStatus.NoVideoCredit]: 'calls.status.noVideoCredit',
  [CallStatus.Repeat]: 'calls.status.repeat',
  [CallStatus.NotFound]: 'calls.status.notFound',
  [CallStatus.MaxRequests]: 'calls.status.maxRequests',
  [CallStatus.Timeout]: 'calls.status.timeout',
  [CallStatus.MaxDuration]: 'calls.status.maxDuration',
  [CallStatus.Busy]: 'calls.status.busy',
  [CallStatus.Cancel]: 'calls.status.cancel',
  [CallStatus.ServerError]: 'calls.status.serverError',
  [CallStatus.NoStream]: 'calls.status.noStream',
  [CallStatus.NoSession]: 'calls.status.noSession',
  [CallStatus.Decline]: 'calls.status.decline',
  [CallStatus.NotAcceptable]: 'calls.status.notAcceptable',
  [CallStatus.LocalStreamFailed]: 'calls.status.localStreamFailed',
};

/** The name of how a call ended; null for a code SPEC does not name (shown as the code). */
export const callStatusKey = (code: number): MessageKey | null => (Object.hasOwn(CALL_STATUS_KEY, code) ? CALL_STATUS_KEY[code as CallStatus] : null);

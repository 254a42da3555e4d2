import { DsError, ReportDescSchema, ReportRowListSchema, type ReportDesc, type ReportRange, type ReportRow, type TimeRangeError } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';
import { bucketOf } from './chartBuckets.ts';
import type { ReportModule } from './reportModules.ts';

/** The part of the /ds client the reports use. */
export type ReportsDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }>;
  post(path: string, body?: unknown): Promise<{ desc: unknown; list: unknown[] }>;
};

export type ReportResult = { readonly desc: ReportDesc; readonly rows: readonly ReportRow[] };

export async function queryReport(ds: ReportsDs, module: ReportModule, range: ReportRange): Promise<ReportResult> {
  // A range of a day or less asks the platform for hour buckets too (the chart's bars).
  const body = { start: range.start, end: range.end, tz: range.tz, ...(bucketOf(range) === 'hour' ? { bucket: 'hour' } : {}) };
  const data = module.method === 'GET' ? await ds.get(module.path, body) : await ds.post(module.path, body);
  return { desc: ReportDescSchema.parse(data.desc), rows: ReportRowListSchema.parse(data.list) };
}

/** SPEC §5 rules as the platform names them (`400 range: <rule>`): the same messages as the form's own check. */
export const RANGE_ERROR_KEY: Readonly<Record<TimeRangeError, MessageKey>> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

export function queryErrorKey(error: unknown): MessageKey {
  if (!(error instanceof DsError)) return 'reports.error.load';
  if (error.code === '403') return 'reports.error.forbidden';
  const rule = error.code === '400' && error.desc?.startsWith('range: ') ? error.desc.slice('range: '.length) : null;
  return rule !== null && Object.hasOwn(RANGE_ERROR_KEY, rule) ? RANGE_ERROR_KEY[rule as TimeRangeError] : 'reports.error.load';
}

import { isHourlyRange, ReportPaths, ReportRangeBodySchema, ReportRangeQuerySchema, validateTimeRange, type ReportBucket, type ReportDesc, type ReportId } from '../../../protocol/index.ts';
import { isDispatcher } from '../logs/log-feed.ts';
import { runReport } from './reports.ts';
import { ok, refused, rejected, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedContext, AuthenticatedRoute, RouteTable } from '../http/route.ts';

/**
 * The reports (docs/protocol.md "Reports"): every report takes the same range, checked by the same
 * SPEC §5 rules as the console's form (`400 range: <rule>`), and answers rows per terminal and days.
 */
type Input = { start?: number; end?: number; tz?: number; bucket?: ReportBucket };

async function answer(context: AuthenticatedContext, report: ReportId, { start, end, tz = 0, bucket = 'day' }: Input): Promise<Answer> {
  const { msId } = context.session;
  if (!isDispatcher(context.platform, msId)) return refused('403', 'only dispatchers read reports');
  const refusal = validateTimeRange(start ?? null, end ?? null, tz);
  if (refusal) return rejected(400, `range: ${refusal}`);
  const range = { start: start!, end: end!, tz };
  // Ours: hour buckets only for a range of a day or less (a month of hours is no chart).
  if (bucket === 'hour' && !isHourlyRange(range)) return rejected(400, 'bucket: hour needs a range of at most 25 hours');
  const cid = context.platform.state.terminals.get(msId)!.cid;
  const { rows, days, hours } = await runReport(context.platform, report, { ...range, hourly: bucket === 'hour' }, cid);
  const desc: ReportDesc = hours ? { ...range, days, hours } : { ...range, days };
  return ok(desc, rows);
}

const posted = (report: ReportId): AuthenticatedRoute => ({
  method: 'POST',
  open: false,
  handle: (context) => withInput(ReportRangeBodySchema, context.body ?? {}, (input) => answer(context, report, input)),
});

export const REPORT_ROUTES: RouteTable = {
  // SPEC §7 names it a GET: the range travels in the query string.
  [ReportPaths.online]: {
    method: 'GET',
    open: false,
    handle: (context) => withInput(ReportRangeQuerySchema, queryObject(context.query), (input) => answer(context, 'online', input)),
  },
  [ReportPaths.fenceAlarm]: posted('fenceAlarm'),
  [ReportPaths.emergencyAlarm]: posted('emergencyAlarm'),
  [ReportPaths.callDuration]: posted('callDuration'),
  [ReportPaths.gps]: posted('gps'),
  [ReportPaths.message]: posted('message'),
  [ReportPaths.loneWorkAlarm]: posted('loneWorkAlarm'),
  [ReportPaths.jobTicket]: posted('jobTicket'),
};

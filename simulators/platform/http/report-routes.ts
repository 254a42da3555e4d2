import { ReportPaths, ReportRangeBodySchema, ReportRangeQuerySchema, validateTimeRange, type ReportDesc, type ReportId } from '../../../protocol/index.ts';
import { isDispatcher } from '../logs/log-feed.ts';
import { runReport } from '../reports/reports.ts';
import { ok, refused, rejected, type Answer } from './envelope.ts';
import { queryObject, withInput } from './input.ts';
import type { Route, RouteContext, RouteTable } from './route.ts';

/**
 * The reports (docs/protocol.md "Reports"): every report takes the same range, checked by the same
 * SPEC §5 rules as the console's form (`400 range: <rule>`), and answers rows per terminal and days.
 */
async function answer(context: RouteContext, report: ReportId, start?: number, end?: number, tz = 0): Promise<Answer> {
  const msId = context.session?.msId ?? '';
  if (!isDispatcher(context.platform, msId)) return refused('403', 'only dispatchers read reports');
  const refusal = validateTimeRange(start ?? null, end ?? null, tz);
  if (refusal) return rejected(400, `range: ${refusal}`);
  const range = { start: start!, end: end!, tz };
  const cid = context.platform.state.terminals.get(msId)!.cid;
  const { rows, days } = await runReport(context.platform, report, range, cid);
  const desc: ReportDesc = { ...range, days };
  return ok(desc, rows);
}

const posted = (report: ReportId): Route => ({
  method: 'POST',
  open: false,
  handle: (context) => withInput(ReportRangeBodySchema, context.body ?? {}, ({ start, end, tz }) => answer(context, report, start, end, tz)),
});

export const REPORT_ROUTES: RouteTable = {
  // SPEC §7 names it a GET: the range travels in the query string.
  [ReportPaths.online]: {
    method: 'GET',
    open: false,
    handle: (context) => withInput(ReportRangeQuerySchema, queryObject(context.query), ({ start, end, tz }) => answer(context, 'online', start, end, tz)),
  },
  [ReportPaths.fenceAlarm]: posted('fenceAlarm'),
  [ReportPaths.emergencyAlarm]: posted('emergencyAlarm'),
  [ReportPaths.callDuration]: posted('callDuration'),
  [ReportPaths.gps]: posted('gps'),
  [ReportPaths.message]: posted('message'),
  [ReportPaths.loneWorkAlarm]: posted('loneWorkAlarm'),
  [ReportPaths.jobTicket]: posted('jobTicket'),
};

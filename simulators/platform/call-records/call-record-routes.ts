import {
  CallByUtcQuerySchema,
  CallRecordLimits,
  PATH_CALL_BY_UTC,
  PATH_CALL_BY_UTC_POST,
  recordingUrl,
  validateTimeRange,
  type CallByUtcQuery,
  type CallRecord,
  type CallRecordPage,
} from '../../../protocol/index.ts';
import { queryCallRows } from './query.ts';
import { isDispatcher } from '../logs/log-feed.ts';
import { organisationOfCaller, organisationOfGroup } from '../organisations/organisation-of.ts';
import { ok, refused, rejected, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedRoute, RouteContext, RouteTable } from '../http/route.ts';

/** A JSON body's numbers as text, so GET and POST share one schema (and one set of messages). */
function bodyObject(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return {};
  const fields: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) if (typeof value === 'string' || typeof value === 'number') fields[key] = String(value);
  return fields;
}

function answer({ platform, services }: Pick<RouteContext, 'platform' | 'services'>, msId: string, input: unknown): Promise<Answer> {
  return withInput(CallByUtcQuerySchema, input, async ({ start, end, tz, msId: terminal, gid, pageNo = 1, pageSize = CallRecordLimits.defaultPageSize }) => {
    if (!isDispatcher(platform, msId)) return refused('403', 'only dispatchers read call records');
    const refusal = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
    if (refusal) return rejected(400, `range: ${refusal}`);
    const index = await services.callRecords();
    const { terminals, groups } = platform.state;
    const cid = organisationOfCaller(platform.state, msId);
    // Another organisation's terminals and groups are as unknown ones: their records are left out.
    const rows = index.rows.filter((row) => row.kind === 'individual' || organisationOfGroup(platform.state, row.callee) === cid);
    const page = queryCallRows(
      rows,
      { start: start!, end: end!, msId: terminal ?? null, gid: gid ?? null, offset: (pageNo - 1) * pageSize, limit: pageSize },
      (id) => (terminals.get(id)?.cid === cid ? terminals.get(id)?.type : undefined),
    );
    const nameOf = (id: string) => terminals.get(id)?.msName ?? id;
    const list = page.rows.map(
      (row): CallRecord => ({
        id: row.seq,
        kind: row.kind,
        time: row.time,
        caller: row.caller,
        callerName: nameOf(row.caller),
        callee: row.callee,
        calleeName: row.kind === 'group' ? (groups.get(row.callee)?.name ?? platform.state.tempGroups.byGid.get(row.callee)?.name ?? row.callee) : nameOf(row.callee),
        frequency: row.frequency,
        durationMs: row.durationMs,
        status: row.status,
        recording: row.file ? { file: row.file, url: recordingUrl(row.file) } : null,
        notRecorded: row.file ? null : 'peerToPeer',
      }),
    );
    const desc: CallRecordPage = { total: page.total, pageNo, pageSize };
    return ok(desc, list);
  });
}

const route = (method: AuthenticatedRoute['method'], input: (context: RouteContext) => CallByUtcQuery | Record<string, string>): AuthenticatedRoute => ({
  method,
  open: false,
  handle: (context) => answer(context, context.session.msId, input(context)),
});

/** SPEC §7 "POST /ds/data/callByUTCPost; GET callByUTC" (docs/protocol.md "Call records"). */
export const CALL_RECORD_ROUTES: RouteTable = {
  [PATH_CALL_BY_UTC]: route('GET', (context) => queryObject(context.query)),
  [PATH_CALL_BY_UTC_POST]: route('POST', (context) => bodyObject(context.body)),
};

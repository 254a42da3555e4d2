import { FindLogQuerySchema, LogLimits, PATH_FIND_LOG, validateTimeRange, type FindLogPage } from '../../../protocol/index.ts';
import { isDispatcher } from './log-feed.ts';
import { toRecord } from './log-rows.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { ok, refused, rejected } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/**
 * The logs (docs/protocol.md "Logs"): records of a time range (SPEC §5 rules, the same function as
 * track playback), of one category or all, newest first, a page at a time, from the log table.
 */
export const LOG_ROUTES: RouteTable = {
  [PATH_FIND_LOG]: {
    method: 'GET',
    open: false,
    handle: ({ platform, query, session }) =>
      withInput(FindLogQuerySchema, queryObject(query), async ({ category, start, end, tz, pageNo = 1, pageSize = LogLimits.defaultPageSize }) => {
        if (!isDispatcher(platform, session.msId)) return refused('403', 'only dispatchers read logs');
        const refusal = validateTimeRange(start ?? null, end ?? null, tz ?? 0);
        if (refusal) return rejected(400, `range: ${refusal}`);
        // A dispatcher has an organisation (isDispatcher above): its records only.
        const cid = organisationOfCaller(platform.state, session.msId)!;
        const page = await platform.readLog(cid, { start: start!, end: end!, category: category ?? null, offset: (pageNo - 1) * pageSize, limit: pageSize });
        const answer: FindLogPage = { total: page.total, pageNo, pageSize };
        return ok(answer, page.rows.map((row) => toRecord(row, platform.state)));
      }),
  },
};

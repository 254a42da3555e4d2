/**
 * What the reports read from the store, each through an index (no scan of the log or of every fix):
 * presence changes and ended calls from the log table (category, t), fixes from the GPS track store's
 * (ms_id, t, seq) key, one index range per terminal of the customer. Same SQL on PGlite and PostgreSQL.
 */
import type { SqlQuery } from '../store/sql-driver.ts';
import type { PresenceChange } from './aggregate.ts';

export type ReportStoreRange = { readonly start: number; readonly end: number };

const PRESENCE = `
select ms_id as "msId", t::float8 as time, operation from log_records
where category = 'login' and operation in ('online', 'offline') and t >= $1 and t <= $2 order by t, seq`;

/** Each terminal's last presence change before the range: its state when the range starts. */
const ONLINE_BEFORE = `
select "msId" from (
  select distinct on (ms_id) ms_id as "msId", operation from log_records
  where category = 'login' and operation in ('online', 'offline') and t < $1 order by ms_id, t desc, seq desc
) last where operation = 'online'`;

export async function readPresence(query: SqlQuery, range: ReportStoreRange): Promise<{ changes: PresenceChange[]; onlineAtStart: Set<string> }> {
  const rows = await query<{ msId: string; time: number; operation: string }>(PRESENCE, [range.start, range.end]);
  const before = await query<{ msId: string }>(ONLINE_BEFORE, [range.start]);
  return {
    changes: rows.map((row) => ({ msId: row.msId, time: row.time, online: row.operation === 'online' })),
    onlineAtStart: new Set(before.map((row) => row.msId)),
  };
}

// The log row finds the call (category, t index); its event (primary key) has the talk time.
const ENDED_CALLS = `
select l.t::float8 as time, e.payload->>'caller' as caller, e.payload->>'callee' as callee, (e.payload->>'talkMs')::float8 as "talkMs"
from log_records l join events e on e.seq = l.seq
where l.category = 'singleCall' and l.operation = 'callEnded' and l.t >= $1 and l.t <= $2 order by l.t, l.seq`;

export type EndedCall = { readonly time: number; readonly caller: string; readonly callee: string; readonly talkMs: number };

export function readEndedCalls(query: SqlQuery, range: ReportStoreRange): Promise<EndedCall[]> {
  return query<EndedCall>(ENDED_CALLS, [range.start, range.end]);
}

// Distance: each fix's great circle from the terminal's previous fix in the range (earth radius 6371 km),
// counted on the day of the later fix. `ms_id = any(...)` with the range on t is one index range per terminal.
// With $5 (hour buckets, ranges of a day or less) each day is split by the zone's hours, `hour` its first instant.
const GPS_DAYS = `
select "msId", day, hour, count(*)::float8 as fixes,
  -- least() skips nulls, so a terminal's first fix (no previous one) is counted as 0 explicitly.
  coalesce(sum(case when prev_lat is null then 0 else 2 * 6371000 * asin(least(1, sqrt(
    power(sin(radians(lat - prev_lat) / 2), 2) + cos(radians(lat)) * cos(radians(prev_lat)) * power(sin(radians(lng - prev_lng) / 2), 2)
  ))) end), 0)::float8 as metres
from (
  select "msId", day, hour, lat, lng, lag(lat) over w as prev_lat, lag(lng) over w as prev_lng from (
    select ms_id as "msId", t, seq,
      to_char(to_timestamp((t + $3::bigint * 60000) / 1000.0) at time zone 'UTC', 'YYYY-MM-DD') as day,
      case when $5::boolean then (floor((t + $3::bigint * 60000) / 3600000.0) * 3600000 - $3::bigint * 60000)::float8 end as hour,
      -- Radios may send microdegrees (SPEC §9: magnitude 200 or more is divided by a million).
      case when abs(lat) >= 200 then lat / 1000000 else lat end as lat,
      case when abs(lng) >= 200 then lng / 1000000 else lng end as lng
    from gps_fixes where ms_id = any($4::text[]) and t >= $1 and t <= $2
  ) raw
  window w as (partition by "msId" order by t, seq)
) fixes group by "msId", day, hour`;

/** A terminal's fixes and distance of a day, or of an hour of it (`hour` its first instant; null by day). */
export type GpsDay = { readonly msId: string; readonly day: string; readonly hour: number | null; readonly fixes: number; readonly metres: number };
export type GpsRange = ReportStoreRange & { readonly tz: number; readonly msIds: readonly string[]; readonly hourly?: boolean };

export function readGpsDays(query: SqlQuery, range: GpsRange): Promise<GpsDay[]> {
  return query<GpsDay>(GPS_DAYS, [range.start, range.end, range.tz, range.msIds, range.hourly ?? false]);
}

/** The store's side of the reports (EventStore.reports). */
export type ReportReads = {
  presence(range: ReportStoreRange): ReturnType<typeof readPresence>;
  endedCalls(range: ReportStoreRange): Promise<EndedCall[]>;
  gpsDays(range: GpsRange): Promise<GpsDay[]>;
};

export const reportReads = (query: SqlQuery): ReportReads => ({
  presence: (range) => readPresence(query, range),
  endedCalls: (range) => readEndedCalls(query, range),
  gpsDays: (range) => readGpsDays(query, range),
});

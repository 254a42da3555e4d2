/**
 * The GPS track store: every `terminal.gps` event's fix again as a row of `gps_fixes`, keyed
 * (ms_id, time, seq), written in the same statement as the event (INSERT_EVENTS_AND_FIXES). Track playback reads one
 * terminal's time range through that key instead of scanning the log. Same SQL on PGlite and
 * PostgreSQL, like schema-sql.ts.
 */
import type { SqlQuery } from './sql-driver.ts';

export const CREATE_GPS_TRACK: readonly string[] = [
  `create table if not exists gps_fixes (
    ms_id text not null,
    t bigint not null,
    seq bigint not null,
    lat float8 not null,
    lng float8 not null,
    speed float8 not null,
    direction float8 not null,
    altitude float8 not null,
    primary key (ms_id, t, seq)
  )`,
  // One row per side table: the log sequence it has been filled up to by the back-fill.
  'create table if not exists side_tables (name text primary key, filled_to bigint not null)',
];

const GPS_EVENT = 'terminal.gps';


/**
 * A log written before the track store existed: copy its fixes once, in SQL, then mark the table
 * filled. Later fixes arrive with their events, so this runs at most once per data folder.
 */
const BACKFILL = `
insert into gps_fixes (ms_id, t, seq, lat, lng, speed, direction, altitude)
select payload->>'msId', (payload->'fix'->>'time')::float8::bigint, seq,
  (payload->'fix'->>'lat')::float8, (payload->'fix'->>'lng')::float8, (payload->'fix'->>'speed')::float8,
  (payload->'fix'->>'direction')::float8, (payload->'fix'->>'altitude')::float8
from events where type = '${GPS_EVENT}'
on conflict do nothing`;

const IS_FILLED = `select filled_to::float8 as filled_to from side_tables where name = 'gps_fixes'`;
const MARK_FILLED = `insert into side_tables (name, filled_to) select 'gps_fixes', coalesce(max(seq), 0) from events on conflict (name) do nothing`;

/** Creates the tables and back-fills an older log, in one transaction so a crash leaves it unfilled. */
export async function openGpsTrack(transaction: <T>(fn: (query: SqlQuery) => Promise<T>) => Promise<T>, query: SqlQuery): Promise<void> {
  for (const statement of CREATE_GPS_TRACK) await query(statement);
  const [filled] = await query<{ filled_to: number }>(IS_FILLED);
  if (filled) return;
  await transaction(async (tx) => {
    await tx(BACKFILL);
    await tx(MARK_FILLED);
  });
}

/**
 * The batch's events and, in the same statement, the fixes of its GPS events: one JSON array
 * parameter of [stream, type, payload] rows, the fixes read back
 * out of the inserted rows by the database, instead of eight parameter arrays built and converted per
 * fix. A data-modifying CTE runs whether or not the final select reads it. One JSON parameter, parsed
 * once by the database, instead of one text array per column whose every payload the driver escapes
 * and the database parses again, took the event row on PGlite from about 36 to 25 µs of CPU.
 */
export const INSERT_EVENTS_AND_FIXES = `
with inserted as (
  insert into events (stream, type, payload, time)
  select e->>0, e->>1, e->2, to_timestamp($2::float8 / 1000.0)
  from jsonb_array_elements($1::jsonb) with ordinality as batch(e, n)
  order by n
  returning seq, type, payload
), fixes as (
  insert into gps_fixes (ms_id, t, seq, lat, lng, speed, direction, altitude)
  select payload->>'msId', (payload->'fix'->>'time')::float8::bigint, seq,
    (payload->'fix'->>'lat')::float8, (payload->'fix'->>'lng')::float8, (payload->'fix'->>'speed')::float8,
    (payload->'fix'->>'direction')::float8, (payload->'fix'->>'altitude')::float8
  from inserted where type = '${GPS_EVENT}'
  on conflict do nothing
)
select seq::float8 as seq from inserted`;


export type TrackRange = {
  readonly msId: string;
  readonly start: number;
  /** Inclusive. */
  readonly end: number;
  /** Only fixes after this one (time, seq), for the next page. */
  readonly after: { readonly time: number; readonly seq: number } | null;
  readonly limit: number;
};

export type TrackFixRow = { time: number; seq: number; lat: number; lng: number; speed: number; direction: number; altitude: number };

// (t, seq) > ($4, $5) is a row comparison the primary key serves as one index range.
const READ_TRACK = `
select t::float8 as time, seq::float8 as seq, lat, lng, speed, direction, altitude
from gps_fixes
where ms_id = $1 and t >= $2 and t <= $3 and (t, seq) > ($4, $5)
order by t, seq
limit $6`;

export async function readTrack(query: SqlQuery, range: TrackRange): Promise<TrackFixRow[]> {
  const after = range.after ?? { time: range.start, seq: -1 };
  return query<TrackFixRow>(READ_TRACK, [range.msId, range.start, range.end, after.time, after.seq, range.limit]);
}

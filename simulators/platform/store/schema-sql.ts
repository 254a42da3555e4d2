/**
 * The one SQL schema of the event store, identical on PGlite and PostgreSQL. Every query lives here
 * so both adapters run exactly the same statements.
 */

/** One statement each: PGlite's parameterised query takes a single statement. */
export const CREATE_SCHEMA: readonly string[] = [
  `create table if not exists events (
    seq bigserial primary key,
    stream text not null,
    type text not null,
    payload jsonb not null,
    time timestamptz not null
  )`,
  // No query reads events by stream; the index cost each append about 5 µs of PGlite's CPU.
  'drop index if exists events_stream_seq',
  // Snapshots are text (store/snapshot-codec.ts says why not jsonb).
  `create table if not exists state_snapshots (
    seq bigint primary key,
    encoding text not null,
    state text not null,
    time timestamptz not null default now()
  )`,
  // The jsonb snapshots of before move over as JSON text, so an upgraded store does not replay its whole log.
  `do $$ begin
    if to_regclass('snapshots') is not null then
      insert into state_snapshots (seq, encoding, state, time) select seq, 'json', state::text, time from snapshots on conflict (seq) do nothing;
      drop table snapshots;
    end if;
  end $$`,
];

// The events' insert is gps-track-sql.ts INSERT_EVENTS_AND_FIXES: it writes a batch's GPS fixes too.

// bigint and timestamptz leave as float8 so both drivers hand back plain JS numbers.
// Times go in as whole milliseconds, so the product is whole again; round() would double the read cost on PGlite.
const EVENT_COLUMNS = 'seq::float8 as seq, stream, type, payload, (extract(epoch from time) * 1000)::float8 as time';

export const READ_AFTER = `select ${EVENT_COLUMNS} from events where seq > $1 order by seq limit $2`;

export const READ_AFTER_TYPES = `select ${EVENT_COLUMNS} from events where seq > $1 and type = any($3::text[]) order by seq limit $2`;

export const HEAD = 'select coalesce(max(seq), 0)::float8 as seq from events';

export const UPSERT_SNAPSHOT = `
insert into state_snapshots (seq, encoding, state) values ($1, $2, $3)
on conflict (seq) do update set encoding = excluded.encoding, state = excluded.state, time = now()`;

/** Older snapshots are never read again; keep the newest few as a fallback. */
export const PRUNE_SNAPSHOTS = `delete from state_snapshots where seq not in (select seq from state_snapshots order by seq desc limit $1)`;

export const LATEST_SNAPSHOT = 'select seq::float8 as seq, encoding, state from state_snapshots order by seq desc limit 1';

export type EventRow = { seq: number; stream: string; type: string; payload: unknown; time: number };
export type SnapshotRow = { seq: number; encoding: string; state: string };

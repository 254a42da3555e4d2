/**
 * The log table: every logged event's row (log-rows.ts) in `log_records`, written in the same
 * transaction as its event, like the GPS track store (store/gps-track-sql.ts). The logs screen reads
 * a time range newest first through the (t, seq) and (category, t, seq) indexes instead of scanning
 * the log. Same SQL on PGlite and PostgreSQL.
 */
import type { LogCategory, LogOperation } from '../../../protocol/index.ts';
import type { StoredEvent } from '../store/event-store.ts';
import type { SqlQuery } from '../store/sql-driver.ts';
import { alwaysLoggedTypes, logRowOf, type LogRow, type SubjectKind } from './log-rows.ts';

const CREATE: readonly string[] = [
  `create table if not exists log_records (
    seq bigint primary key,
    t bigint not null,
    category text not null,
    log_type integer,
    operation text not null,
    account text not null,
    ms_id text not null,
    subject_kind text not null,
    subject text not null,
    remark text not null
  )`,
  // Whose the record is (log-organisation.ts); none is the first organisation's (a log from before organisations).
  'alter table log_records add column if not exists cid text',
  'create index if not exists log_records_t on log_records (t, seq)',
  'create index if not exists log_records_category_t on log_records (category, t, seq)',
  'create index if not exists log_records_cid_t on log_records (cid, t, seq)',
  'create table if not exists side_tables (name text primary key, filled_to bigint not null)',
];

const INSERT = `
insert into log_records (seq, t, category, log_type, operation, account, ms_id, subject_kind, subject, remark, cid)
select * from unnest($1::bigint[], $2::bigint[], $3::text[], $4::integer[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::text[])
on conflict do nothing`;

const IS_FILLED = `select filled_to::float8 as filled_to from side_tables where name = 'log_records'`;
const MARK_FILLED = `insert into side_tables (name, filled_to) values ('log_records', $1) on conflict (name) do nothing`;
/** Events an older log may hold rows for: those with a log type, and the types logged without one. */
const BACKFILL_PAGE = `
select seq::float8 as seq, type, payload, (extract(epoch from time) * 1000)::float8 as time
from events where seq > $1 and (payload ? 'logType' or type = any($3::text[])) order by seq limit $2`;
const HEAD = 'select coalesce(max(seq), 0)::float8 as seq from events';
const PAGE = 5_000;

type OwnedRow = LogRow & { readonly cid: string | null };

async function insertRows(query: SqlQuery, rows: readonly OwnedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await query(INSERT, [
    rows.map((row) => row.seq),
    rows.map((row) => Math.round(row.time)),
    rows.map((row) => row.category),
    rows.map((row) => row.logType),
    rows.map((row) => row.operation),
    rows.map((row) => row.account),
    rows.map((row) => row.msId),
    rows.map((row) => row.subjectKind),
    rows.map((row) => row.subject),
    rows.map((row) => row.remark),
    rows.map((row) => row.cid),
  ]);
}

const rowsOf = (events: readonly Pick<StoredEvent, 'seq' | 'time' | 'type' | 'payload' | 'organisation'>[]): OwnedRow[] =>
  events.flatMap((event) => {
    const row = logRowOf(event.seq, event.time, event.type, event.payload);
    return row ? [{ ...row, cid: event.organisation ?? null }] : [];
  });

/** Creates the table and, once per data folder, fills it from a log written before it existed. */
export async function openLogTable(transaction: <T>(fn: (query: SqlQuery) => Promise<T>) => Promise<T>, query: SqlQuery): Promise<void> {
  for (const statement of CREATE) await query(statement);
  const [filled] = await query<{ filled_to: number }>(IS_FILLED);
  if (filled) return;
  await transaction(async (tx) => {
    const [head] = await tx<{ seq: number }>(HEAD);
    for (let after = 0; ; ) {
      const page = await tx<{ seq: number; type: string; payload: unknown; time: number }>(BACKFILL_PAGE, [after, PAGE, alwaysLoggedTypes()]);
      if (page.length === 0) break;
      await insertRows(tx, rowsOf(page.map((row) => ({ ...row, payload: row.payload as StoredEvent['payload'] }))));
      after = page.at(-1)!.seq;
    }
    await tx(MARK_FILLED, [head?.seq ?? 0]);
  });
}

/** Inside the append's transaction: the rows of this batch's logged events. */
export function writeLogRows(query: SqlQuery, events: readonly StoredEvent[]): Promise<void> {
  return insertRows(query, rowsOf(events));
}

export type LogQuery = {
  readonly start: number;
  /** Inclusive. */
  readonly end: number;
  readonly category: LogCategory | null;
  /** Whose records; `first` is the organisation of those that name none. */
  readonly organisation: { readonly cid: string; readonly first: string | null };
  readonly offset: number;
  readonly limit: number;
};

export type LogPage = { readonly total: number; readonly rows: LogRow[] };

const COLUMNS = `seq::float8 as seq, t::float8 as time, category, log_type as "logType", operation, account, ms_id as "msId",
  subject_kind as "subjectKind", subject, remark`;
const WHERE = `t >= $1 and t <= $2 and ($3::text is null or category = $3::text)
  and (cid = $4::text or (cid is null and $4::text = $5::text))`;
const READ = `select ${COLUMNS} from log_records where ${WHERE} order by t desc, seq desc limit $6 offset $7`;
const COUNT = `select count(*)::float8 as total from log_records where ${WHERE}`;

type RowOut = Omit<LogRow, 'category' | 'operation' | 'subjectKind'> & { category: string; operation: string; subjectKind: string };

export async function readLog(query: SqlQuery, range: LogQuery): Promise<LogPage> {
  const params = [range.start, range.end, range.category, range.organisation.cid, range.organisation.first];
  const [count] = await query<{ total: number }>(COUNT, params);
  const rows = await query<RowOut>(READ, [...params, range.limit, range.offset]);
  return {
    total: count?.total ?? 0,
    rows: rows.map((row) => ({
      ...row,
      category: row.category as LogCategory,
      operation: row.operation as LogOperation,
      subjectKind: row.subjectKind as SubjectKind,
    })),
  };
}

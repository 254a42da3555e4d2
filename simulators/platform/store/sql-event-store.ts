import type { CommitListener, EventStore, Json, NewEvent, ReadFilter, Snapshot, StoredEvent } from './event-store.ts';
import { openLogTable, readLog, writeLogRows, type LogPage, type LogQuery } from '../logs/log-sql.ts';
import { INSERT_EVENTS_AND_FIXES, openGpsTrack, readTrack, type TrackFixRow, type TrackRange } from './gps-track-sql.ts';
import { reportReads, type ReportReads } from '../reports/report-sql.ts';
import { GroupCommit, type Linger } from './group-commit.ts';
import * as Sql from './schema-sql.ts';
import { decodeSnapshot, encodeSnapshot } from './snapshot-codec.ts';
import type { SqlDriver, SqlQuery } from './sql-driver.ts';

/**
 * Joins the appends of several instances sharing one store (scale-out/): it runs inside each append
 * transaction before and after the insert, and hears of the committed batch after the listeners.
 */
export interface AppendCoordinator {
  /** Serialises appends across instances and catches up; resolves with the log's head before this batch. */
  beforeInsert(query: SqlQuery): Promise<number>;
  afterInsert(query: SqlQuery, batch: readonly StoredEvent[]): Promise<void>;
  committed(batch: readonly StoredEvent[], prev: number): void;
}

export type SqlEventStoreOptions = {
  /** Clock for event times; tests move it to cross the lock-out window. */
  now?: () => number;
  /** Snapshots kept besides the newest, in case the newest cannot be used. */
  keepSnapshots?: number;
  /** Several instances on one store (--bus); a single instance without. */
  coordinator?: AppendCoordinator;
  /** How a busy group commit waits to fill (LINGER by default); null commits at once (the store bench compares). */
  linger?: Linger | null;
};

/**
 * Rows per transaction: big enough to amortise a commit (PGlite: about 5 µs of the commit per row at
 * 1,000), small enough that what follows a commit on the event loop — applying the batch, the live
 * fan-out, the appenders' replies, all in one task — stays a few milliseconds (it was 5,000).
 */
const MAX_BATCH = 1_000;

/**
 * A busy store lets the next batch fill for up to 10 ms: a transaction costs PGlite 1 to 2 ms of
 * CPU whatever its size (parse, plan, begin, commit). Appends arriving one by one at 2,000/s took a
 * whole core that way, at 9,000/s too; with the linger 0.35 and 0.5 cores, for about 10 ms more
 * latency. Only after a batch of 4 or more, so an append to a quiet store (an SOS) commits at once.
 */
const LINGER: Linger = { underLoad: 4, target: 500, ms: 10 };

/** The event store on any SQL driver; the PGlite and PostgreSQL adapters only differ in how they connect. */
export class SqlEventStore implements EventStore {
  private readonly listeners = new Set<CommitListener>();
  private readonly commits: GroupCommit<NewEvent, StoredEvent>;
  private readonly now: () => number;
  private closing: Promise<void> | null = null;

  private constructor(
    private readonly driver: SqlDriver,
    private readonly options: SqlEventStoreOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.commits = new GroupCommit((events) => this.commitBatch(events), MAX_BATCH, options.linger === undefined ? LINGER : options.linger);
  }

  static async open(driver: SqlDriver, options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
    for (const statement of Sql.CREATE_SCHEMA) await driver.query(statement);
    await openGpsTrack((fn) => driver.transaction(fn), driver.query);
    await openLogTable((fn) => driver.transaction(fn), driver.query);
    return new SqlEventStore(driver, options);
  }

  append(events: readonly NewEvent[]): Promise<StoredEvent[]> {
    if (this.closing) return Promise.reject(new Error('event store is closed'));
    return this.commits.submit(events);
  }

  async readAfter(afterSeq: number, limit: number, filter: ReadFilter = {}): Promise<StoredEvent[]> {
    const rows = filter.types
      ? await this.driver.query<Sql.EventRow>(Sql.READ_AFTER_TYPES, [afterSeq, limit, filter.types])
      : await this.driver.query<Sql.EventRow>(Sql.READ_AFTER, [afterSeq, limit]);
    return rows.map((row) => ({ ...row, payload: row.payload as Json }));
  }

  readTrack(range: TrackRange): Promise<TrackFixRow[]> {
    return readTrack(this.driver.query, range);
  }

  readLog(query: LogQuery): Promise<LogPage> {
    return readLog(this.driver.query, query);
  }

  get reports(): ReportReads {
    return reportReads(this.driver.query);
  }

  async head(): Promise<number> {
    const [row] = await this.driver.query<{ seq: number }>(Sql.HEAD);
    return row?.seq ?? 0;
  }

  async saveSnapshot(seq: number, json: readonly string[]): Promise<void> {
    const { encoding, text } = await encodeSnapshot(json);
    await this.driver.transaction(async (query) => {
      await query(Sql.UPSERT_SNAPSHOT, [seq, encoding, text]);
      await query(Sql.PRUNE_SNAPSHOTS, [1 + (this.options.keepSnapshots ?? 2)]);
    });
  }

  async latestSnapshot(): Promise<Snapshot | null> {
    const [row] = await this.driver.query<Sql.SnapshotRow>(Sql.LATEST_SNAPSHOT);
    return row ? { seq: row.seq, state: await decodeSnapshot(row.encoding, row.state) } : null;
  }

  onCommitted(listener: CommitListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  close(): Promise<void> {
    this.closing ??= this.commits.drained().then(() => this.driver.close());
    return this.closing;
  }

  private async commitBatch(events: NewEvent[]): Promise<StoredEvent[]> {
    const coordinator = this.options.coordinator;
    let prev = 0;
    const stored = await this.driver.transaction(async (query) => {
      if (coordinator) prev = await coordinator.beforeInsert(query);
      // Stamped after the lock so event times grow with seq across instances too.
      const time = this.now();
      // The track store's rows go in with their events (one statement), so it never lags or leads the log.
      const rows = await query<{ seq: number }>(INSERT_EVENTS_AND_FIXES, [JSON.stringify(events.map((event) => [event.stream, event.type, event.payload])), time]);
      // Sequence values are drawn in row order inside the one transaction; sorting makes that explicit.
      const seqs = rows.map((row) => row.seq).sort((a, b) => a - b);
      const batch = events.map((event, index) => ({ ...event, seq: seqs[index]!, time }));
      // So does the log table: a record exists exactly when its event does.
      await writeLogRows(query, batch);
      await coordinator?.afterInsert(query, batch);
      return batch;
    });
    for (const listener of this.listeners) notify(listener, stored);
    coordinator?.committed(stored, prev);
    return stored;
  }
}

/** A failing listener is a projection bug: crash loudly instead of rejecting an append that did commit. */
function notify(listener: CommitListener, events: readonly StoredEvent[]): void {
  try {
    listener(events);
  } catch (error) {
    setImmediate(() => {
      throw error;
    });
  }
}

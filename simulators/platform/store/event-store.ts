import type { LogPage, LogQuery } from '../logs/log-sql.ts';
import type { TrackFixRow, TrackRange } from './gps-track-sql.ts';
import type { ReportReads } from '../reports/report-sql.ts';

/** A JSON value as the store keeps it in jsonb columns. */
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

/** An event to append: the store gives it its sequence number and time. */
export type NewEvent = {
  readonly stream: string;
  readonly type: string;
  readonly payload: Json;
  /** Whose log record it makes, if any (logs/log-organisation.ts): only the log table keeps it. */
  readonly organisation?: string | null;
};

export type StoredEvent = NewEvent & {
  /** Position in the log, strictly increasing (gaps are possible after a failed transaction). */
  readonly seq: number;
  /** Commit time, ms since the epoch. */
  readonly time: number;
};

export type Snapshot = { readonly seq: number; readonly state: Json };

export type ReadFilter = {
  /** Only these event types; all when absent. */
  readonly types?: readonly string[];
};

export type CommitListener = (events: readonly StoredEvent[]) => void;

/**
 * The append-only event log of the emulator and its projection snapshots.
 *
 * Appends arriving in the same tick commit together in one transaction (group commit); batches
 * commit one at a time in arrival order. Committed listeners run synchronously, in sequence order,
 * before the append resolves, so whoever projects the log sees every event exactly once and in order.
 */
export interface EventStore {
  /** Resolves with the stored events once their transaction has committed. */
  append(events: readonly NewEvent[]): Promise<StoredEvent[]>;
  readAfter(afterSeq: number, limit: number, filter?: ReadFilter): Promise<StoredEvent[]>;
  /** One terminal's fixes in a time range, in time order, from the GPS track store (not a log scan). */
  readTrack(range: TrackRange): Promise<TrackFixRow[]>;
  /** Log records of a time range, newest first, from the log table (logs/log-sql.ts; not a log scan). */
  readLog(query: LogQuery): Promise<LogPage>;
  /** The reports' reads (reports/report-sql.ts): each through an index, not a log scan. */
  readonly reports: ReportReads;
  /** Highest committed sequence number, 0 for an empty log. */
  head(): Promise<number>;
  /** `json`: the state as JSON text in pieces joined as they are, made by the caller so it can spread the work over turns. */
  saveSnapshot(seq: number, json: readonly string[]): Promise<void>;
  latestSnapshot(): Promise<Snapshot | null>;
  onCommitted(listener: CommitListener): () => void;
  /** Waits for pending appends, flushes and releases the store. Safe to call twice. */
  close(): Promise<void>;
}

/** The little of a SQL connection the event store needs, so PGlite and PostgreSQL share one implementation. */
export type SqlQuery = <Row>(text: string, params?: readonly unknown[]) => Promise<Row[]>;

export interface SqlDriver {
  query: SqlQuery;
  /** Runs fn inside BEGIN/COMMIT on one connection; rolls back when fn throws. */
  transaction<T>(fn: (query: SqlQuery) => Promise<T>): Promise<T>;
  /** Flushes what the engine buffers (a checkpoint) and disconnects. */
  close(): Promise<void>;
}

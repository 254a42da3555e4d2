/**
 * Rows asked for during one turn of the event loop, appended together as one batch when the turn
 * ends; every asker shares one promise. At 10,000 fixes a second a promise, a waiter and a result
 * per fix lived from its arrival to its commit (tens of milliseconds), so every young-generation
 * collection copied thousands of them: per turn, that is one of each.
 */
export class TurnBatch<Row> {
  private rows: Row[] = [];
  private settle: { readonly resolve: () => void; readonly reject: (error: unknown) => void } | null = null;
  private done: Promise<void> | null = null;
  /** Rows taken and not yet settled: waiting for the turn's end, or in the store. */
  pending = 0;

  constructor(private readonly append: (rows: Row[]) => Promise<unknown>) {}

  /** Resolves once the row's batch is committed (the same promise for the whole batch). */
  add(row: Row): Promise<void> {
    this.rows.push(row);
    this.pending += 1;
    if (!this.done) {
      this.done = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
      setImmediate(this.flush);
    }
    return this.done;
  }

  /** Appends the rows waiting now, before another append goes in (the log keeps arrival order). */
  readonly flush = (): void => {
    if (this.rows.length === 0) return;
    const rows = this.rows;
    const settle = this.settle!;
    this.rows = [];
    this.settle = null;
    this.done = null;
    this.append(rows).then(
      () => {
        this.pending -= rows.length;
        settle.resolve();
      },
      (error: unknown) => {
        this.pending -= rows.length;
        settle.reject(error);
      },
    );
  };
}

/**
 * Group commit: everything submitted while the current batch is committing (or within the same
 * tick) goes into the next transaction together. PGlite pays per transaction, not per row, so this
 * turns a burst of small appends into one cheap write. Batches commit strictly one after another.
 */

type Waiter<In, Out> = {
  readonly items: readonly In[];
  readonly resolve: (out: Out[]) => void;
  readonly reject: (error: unknown) => void;
};

export type CommitBatch<In, Out> = (items: In[]) => Promise<Out[]>;

export class GroupCommit<In, Out> {
  private queue: Waiter<In, Out>[] = [];
  private running = false;
  private idle: Promise<void> = Promise.resolve();
  private markIdle: () => void = () => undefined;

  constructor(
    private readonly commit: CommitBatch<In, Out>,
    /** A transaction takes at most this many items; a bigger single submit still goes whole. */
    private readonly maxBatch: number,
  ) {}

  submit(items: readonly In[]): Promise<Out[]> {
    if (items.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      if (!this.running) this.start();
    });
  }

  /** Resolves when nothing is queued or committing. */
  drained(): Promise<void> {
    return this.idle;
  }

  private start(): void {
    this.running = true;
    this.idle = new Promise((resolve) => (this.markIdle = resolve));
    // setImmediate lets every append of the current tick join the first batch.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.takeBatch();
      const items = batch.flatMap((waiter) => waiter.items);
      try {
        const out = await this.commit(items);
        let offset = 0;
        for (const waiter of batch) {
          waiter.resolve(out.slice(offset, offset + waiter.items.length));
          offset += waiter.items.length;
        }
      } catch (error) {
        for (const waiter of batch) waiter.reject(error);
      }
    }
    this.running = false;
    this.markIdle();
  }

  private takeBatch(): Waiter<In, Out>[] {
    let count = 0;
    let taken = 0;
    while (taken < this.queue.length) {
      const size = this.queue[taken]!.items.length;
      if (taken > 0 && count + size > this.maxBatch) break;
      count += size;
      taken += 1;
    }
    return this.queue.splice(0, taken);
  }
}

/**
 * Group commit: everything submitted while the current batch is committing (or within the same
 * tick) goes into the next transaction together. PGlite pays per transaction, not per row, so this
 * turns a burst of small appends into one cheap write. Batches commit strictly one after another.
 * Under load a batch may wait a little to fill (Linger): fewer, bigger transactions for the same rows.
 */

type Waiter<In, Out> = {
  readonly items: readonly In[];
  readonly resolve: (out: Out[]) => void;
  readonly reject: (error: unknown) => void;
};

export type CommitBatch<In, Out> = (items: In[]) => Promise<Out[]>;

/**
 * How the next batch may wait to fill once the store is busy. Only after a batch of at least
 * `underLoad` items, so a lone append (an SOS on a quiet fleet) never waits; at most `ms`, and no
 * longer than until `target` items are queued.
 */
export type Linger = { readonly underLoad: number; readonly target: number; readonly ms: number };

/**
 * Waiters settled per turn of the event loop. Each settled append runs its caller's continuation in
 * the same task (for a GPS fix: the command's reply, a socket write); a whole 1,000-event batch at
 * once kept the loop from timers and sockets for tens of milliseconds in the 10,000-terminal run.
 */
export const SETTLE_SLICE = 64;
const COMPACT_AFTER = 4_096;

export class GroupCommit<In, Out> {
  private queue: Waiter<In, Out>[] = [];
  /** Committed (or failed) waiters not yet told, oldest first: settled SETTLE_SLICE per turn. */
  private settling: { readonly waiter: Waiter<In, Out>; readonly out: Out[] | null; readonly error: unknown }[] = [];
  private settled = 0;
  private settlingScheduled = false;
  private running = false;
  private readonly idleWaiters: (() => void)[] = [];
  /** Items in the queue, and how to end a linger early once enough have come. */
  private queued = 0;
  private filled: (() => void) | null = null;

  constructor(
    private readonly commit: CommitBatch<In, Out>,
    /** A transaction takes at most this many items; a bigger single submit still goes whole. */
    private readonly maxBatch: number,
    private readonly linger: Linger | null = null,
  ) {}

  submit(items: readonly In[]): Promise<Out[]> {
    if (items.length === 0) return Promise.resolve([]);
    return new Promise((resolve, reject) => {
      this.queue.push({ items, resolve, reject });
      this.queued += items.length;
      if (!this.running) this.start();
      else if (this.filled && this.queued >= this.linger!.target) this.filled();
    });
  }

  /** Resolves when nothing is queued, committing or waiting to be told. */
  drained(): Promise<void> {
    if (this.idle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private idle(): boolean {
    return !this.running && this.settled === this.settling.length;
  }

  private tellIdle(): void {
    if (this.idle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
  }

  private start(): void {
    this.running = true;
    // setImmediate lets every append of the current tick join the first batch.
    setImmediate(() => void this.drain());
  }

  private async drain(): Promise<void> {
    let last = 0;
    while (this.queue.length > 0) {
      if (this.linger && last >= this.linger.underLoad && this.queued < this.linger.target) await this.fill(this.linger.ms);
      const batch = this.takeBatch();
      const items = batch.flatMap((waiter) => waiter.items);
      last = items.length;
      try {
        const out = await this.commit(items);
        let offset = 0;
        for (const waiter of batch) {
          this.settling.push({ waiter, out: out.slice(offset, offset + waiter.items.length), error: null });
          offset += waiter.items.length;
        }
      } catch (error) {
        for (const waiter of batch) this.settling.push({ waiter, out: null, error });
      }
      // The next batch commits while this one's waiters are told, a slice per turn, in order.
      this.settleSlice();
    }
    this.running = false;
    this.tellIdle();
  }

  private settleSlice(): void {
    const end = Math.min(this.settled + SETTLE_SLICE, this.settling.length);
    for (; this.settled < end; this.settled += 1) {
      const { waiter, out, error } = this.settling[this.settled]!;
      if (out) waiter.resolve(out);
      else waiter.reject(error);
    }
    if (this.settled < this.settling.length) {
      // Under steady load the list may never empty: drop what was told now and then.
      if (this.settled >= COMPACT_AFTER) {
        this.settling.splice(0, this.settled);
        this.settled = 0;
      }
      if (!this.settlingScheduled) {
        this.settlingScheduled = true;
        setImmediate(() => {
          this.settlingScheduled = false;
          this.settleSlice();
        });
      }
      return;
    }
    this.settling = [];
    this.settled = 0;
    this.tellIdle();
  }

  /** Waits up to `ms`, or until submit() has queued the linger's target. */
  private fill(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.filled?.(), ms);
      this.filled = () => {
        this.filled = null;
        clearTimeout(timer);
        resolve();
      };
    });
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
    this.queued -= count;
    return this.queue.splice(0, taken);
  }
}

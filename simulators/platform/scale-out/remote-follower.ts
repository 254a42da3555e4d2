import type { StoredEvent } from '../store/event-store.ts';
import { Serial } from '../serial.ts';

/** One published batch: the log's head before it (so a receiver knows whether it missed one) and its events. */
export type BusBatch = { readonly prev: number; readonly events: readonly StoredEvent[] };

export type FollowerTarget = {
  /** The highest seq applied here. */
  head(): number;
  /** Applies committed events in seq order; skips what is at or below the head. */
  apply(events: readonly StoredEvent[]): void;
  /** The store, the source of truth: every committed event after a seq. */
  readAfter(afterSeq: number, limit: number): Promise<StoredEvent[]>;
};

const FILL_PAGE = 2_000;

/**
 * Applies the bus's batches in log order, at least once in and exactly once out. A batch that
 * follows the head goes straight in; one already applied is dropped; one after a gap (a lost
 * publish, an instance that died between commit and publish) makes us read the gap from the store.
 */
export class RemoteFollower {
  private readonly serial = new Serial(false);
  /** Batches applied straight from the bus and gaps filled from the store (for the stats and tests). */
  readonly stats = { direct: 0, duplicate: 0, filled: 0 };

  constructor(private readonly target: FollowerTarget) {}

  receive(batch: BusBatch): Promise<void> {
    return this.serial.run(async () => {
      const last = batch.events.at(-1)?.seq ?? batch.prev;
      const head = this.target.head();
      if (last <= head) {
        this.stats.duplicate += 1;
        return;
      }
      if (batch.prev <= head) {
        this.stats.direct += 1;
        this.target.apply(batch.events);
        return;
      }
      this.stats.filled += 1;
      await this.fill(last);
    });
  }

  /** Reads the store to its end: the safety net when the last publish of a burst was lost. */
  catchUp(): Promise<void> {
    return this.serial.run(() => this.fill(Number.POSITIVE_INFINITY));
  }

  private async fill(until: number): Promise<void> {
    while (this.target.head() < until) {
      const page = await this.target.readAfter(this.target.head(), FILL_PAGE);
      if (page.length === 0) return;
      this.target.apply(page);
    }
  }
}

/**
 * The most recent public events as the frames already serialised for the live fan-out, so a
 * reconnecting client's gap is replayed from memory: a fleet reconnecting at once costs no
 * database reads. Older gaps fall back to the store.
 */
export class RecentEvents {
  private readonly seqs: Float64Array;
  private readonly frames: Buffer[];
  private start = 0;
  private size = 0;

  constructor(
    private readonly capacity: number,
    /** Every public event after this seq is held (until evicted): the log's head when we started. */
    private coveredAfter: number,
  ) {
    this.seqs = new Float64Array(capacity);
    this.frames = new Array<Buffer>(capacity);
  }

  push(seq: number, frame: Buffer): void {
    const slot = (this.start + this.size) % this.capacity;
    if (this.size === this.capacity) {
      this.coveredAfter = this.seqs[this.start]!;
      this.start = (this.start + 1) % this.capacity;
    } else {
      this.size += 1;
    }
    this.seqs[slot] = seq;
    this.frames[slot] = frame;
  }

  /** The frames with after < seq <= upTo in order, or null when memory no longer reaches back to `after`. */
  between(after: number, upTo: number): Buffer[] | null {
    if (after < this.coveredAfter) return null;
    const result: Buffer[] = [];
    for (let i = this.firstAfter(after); i < this.size; i += 1) {
      const slot = (this.start + i) % this.capacity;
      if (this.seqs[slot]! > upTo) break;
      result.push(this.frames[slot]!);
    }
    return result;
  }

  /** The seq of the newest event held: everything up to it has been fanned out. */
  get newest(): number {
    return this.size === 0 ? this.coveredAfter : this.seqs[(this.start + this.size - 1) % this.capacity]!;
  }

  /**
   * At most `limit` of the events after `after`, oldest first, with their seqs (a live socket that fell
   * behind catches up from here); null when memory no longer reaches back to `after`.
   */
  after(after: number, limit: number): { readonly seq: number; readonly frame: Buffer }[] | null {
    if (after < this.coveredAfter) return null;
    const result: { seq: number; frame: Buffer }[] = [];
    for (let i = this.firstAfter(after); i < this.size && result.length < limit; i += 1) {
      const slot = (this.start + i) % this.capacity;
      result.push({ seq: this.seqs[slot]!, frame: this.frames[slot]! });
    }
    return result;
  }

  /** Index (0 = oldest) of the first event with seq > after: a binary search, the seqs ascend. */
  private firstAfter(after: number): number {
    let low = 0;
    let high = this.size;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.seqs[(this.start + middle) % this.capacity]! <= after) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}

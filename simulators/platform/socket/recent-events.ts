/**
 * The most recent public events as the frames already serialised for the live fan-out, so a
 * reconnecting client's gap is replayed from memory: a fleet reconnecting at once costs no
 * database reads. Older gaps fall back to the store.
 *
 * The frames' bytes are copied into one ring of bytes, with their seqs and places in typed
 * columns: holding each frame's own Buffer kept 150,000 small objects alive, every one of them
 * copied by young-generation collections and then promoted (at 10,000 events a second, two
 * thirds of what survived each collection). A frame read back is a copy, since the ring's bytes
 * are overwritten later while a socket may still hold what it was given.
 */

/** Bytes held per event on average before the ring, not the count, evicts (a GPS event is about 240). */
export const BYTES_PER_EVENT = 320;

export class RecentEvents {
  private readonly seqs: Float64Array;
  /** Where each frame starts, counted in bytes ever written (so a place is never reused). */
  private readonly starts: Float64Array;
  private readonly lengths: Int32Array;
  private readonly bytes: Buffer;
  /** Bytes ever written: the next frame goes at `written % bytes.length` (or at the ring's start). */
  private written = 0;
  private start = 0;
  private size = 0;

  constructor(
    private readonly capacity: number,
    /** Every public event after this seq is held (until evicted): the log's head when we started. */
    private coveredAfter: number,
    byteCapacity = capacity * BYTES_PER_EVENT,
  ) {
    this.seqs = new Float64Array(capacity);
    this.starts = new Float64Array(capacity);
    this.lengths = new Int32Array(capacity);
    // Not zeroed: pages the ring has not reached yet take no memory.
    this.bytes = Buffer.allocUnsafeSlow(byteCapacity);
  }

  push(seq: number, frame: Buffer): void {
    const ring = this.bytes.length;
    const length = frame.length;
    if (length > ring) {
      // Larger than the whole ring: nothing before it can be held with it, and it is not held.
      this.start = 0;
      this.size = 0;
      this.coveredAfter = seq;
      return;
    }
    let at = this.written;
    // A frame is never split: when it does not fit before the ring's end it starts over at 0.
    if ((at % ring) + length > ring) at += ring - (at % ring);
    const end = at + length;
    while (this.size > 0 && (this.size === this.capacity || this.starts[this.start]! < end - ring)) this.evictOldest();
    this.bytes.set(frame, at % ring);
    const slot = (this.start + this.size) % this.capacity;
    this.seqs[slot] = seq;
    this.starts[slot] = at;
    this.lengths[slot] = length;
    this.size += 1;
    this.written = end;
  }

  /** The frames with after < seq <= upTo in order, or null when memory no longer reaches back to `after`. */
  between(after: number, upTo: number): Buffer[] | null {
    if (after < this.coveredAfter) return null;
    const result: Buffer[] = [];
    for (let i = this.firstAfter(after); i < this.size; i += 1) {
      const slot = (this.start + i) % this.capacity;
      if (this.seqs[slot]! > upTo) break;
      result.push(this.frameAt(slot));
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
      result.push({ seq: this.seqs[slot]!, frame: this.frameAt(slot) });
    }
    return result;
  }

  private evictOldest(): void {
    this.coveredAfter = this.seqs[this.start]!;
    this.start = (this.start + 1) % this.capacity;
    this.size -= 1;
  }

  /** A copy of a held frame's bytes. */
  private frameAt(slot: number): Buffer {
    const from = this.starts[slot]! % this.bytes.length;
    const frame = Buffer.allocUnsafe(this.lengths[slot]!);
    this.bytes.copy(frame, 0, from, from + frame.length);
    return frame;
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

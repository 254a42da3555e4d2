/**
 * Terminal ids to small integers (slots), for the GPS hot path: a batch of 10k fixes looks up 10k
 * ids, and a string-keyed Map lookup in a 100k-entry Map costs about a microsecond there (hashing,
 * then comparing the stored key's characters far away in memory). Ids are decimal digits in
 * practice (SPEC §3 msId), so those go to pages of consecutive ids (PagedIds) while the ids are
 * dense enough, else to an open-addressing table of numbers, one cache line per probe; any other id
 * still works, through a Map.
 */
import { PagedIds } from './pagedIds.ts';

const EMPTY = -1;
/** Doubles hold integers exactly up to 2^53: 15 decimal digits always fit. */
const MAX_DIGITS = 15;

/** The id as a number when it is a canonical decimal integer (no sign, no leading zero), else -1. */
export function numericId(id: string): number {
  const length = id.length;
  if (length === 0 || length > MAX_DIGITS) return -1;
  let value = 0;
  for (let i = 0; i < length; i += 1) {
    const digit = id.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9 || (digit === 0 && i === 0 && length > 1)) return -1;
    value = value * 10 + digit;
  }
  return value;
}

export class IdTable {
  /** The numeric ids while pages suit them; null once they did not. */
  private paged: PagedIds | null = new PagedIds();
  /** Pairs [id, value] side by side, so a probe reads one cache line; id -1 is an empty cell. */
  private cells = new Float64Array(2 * 1024).fill(EMPTY);
  private mask = 1023;
  private count = 0;
  private readonly others = new Map<string, number>();
  /** The sum of the first pass's reads in getNumericMany (nothing reads it). */
  private touched = 0;

  /** Whether numeric ids are still in pages (false once they proved sparse). */
  get paging(): boolean {
    return this.paged !== null;
  }

  /** The value stored for `id`, or -1. */
  get(id: string): number {
    const key = numericId(id);
    if (key < 0) return this.others.get(id) ?? -1;
    return this.getNumeric(key);
  }

  /** The value stored for the decimal id whose number is `key` (what numericId gives), or -1. */
  getNumeric(key: number): number {
    return this.paged ? this.paged.get(key) : probe(this.cells, this.mask, key);
  }

  /**
   * getNumeric for ids[from, to), into `into` from 0. A first pass reads every id's first cell and
   * compares nothing, so in a table far larger than the cache their misses overlap rather than each
   * waiting on the last one's compare; the probes after it mostly find their line loaded.
   */
  getNumericMany(ids: Float64Array, from: number, to: number, into: Int32Array): void {
    if (this.paged) {
      this.paged.getMany(ids, from, to, into);
      return;
    }
    // Each loop is a function of its own, with nothing after it: V8 optimises a hot loop while it
    // runs (on-stack replacement), and a property access after the loop, not yet run when that code
    // was made, threw the optimised code away again and again (16 times in the map bench's 20
    // batches at 100k terminals, `MAP_BENCH_JS_FLAGS=--trace-deopt`).
    this.touched = touchFirstCells(this.cells, this.mask, ids, from, to);
    probeAll(this.cells, this.mask, ids, from, to, into);
  }

  /** Stores a value (0 or more) for `id`, replacing any earlier one. */
  set(id: string, value: number): void {
    const key = numericId(id);
    if (key < 0) this.others.set(id, value);
    else this.setNumeric(key, value);
  }

  /** set for the decimal id whose number is `key`. */
  setNumeric(key: number, value: number): void {
    const paged = this.paged;
    if (paged && paged.set(key, value) && !paged.wasteful) return;
    if (paged) {
      // Sparse or far-apart ids (or a value pages cannot hold): every numeric id moves to the hash, for good.
      this.paged = null;
      paged.forEach((pagedKey, pagedValue) => this.putCounted(pagedKey, pagedValue));
    }
    this.putCounted(key, value);
  }

  private putCounted(key: number, value: number): void {
    // Kept at most half full, so probes stay short.
    if ((this.count + 1) * 2 > this.mask + 1) this.grow();
    if (this.put(key, value)) this.count += 1;
  }

  /** True when a new cell was taken. */
  private put(key: number, value: number): boolean {
    const cells = this.cells;
    for (let cell = hash(key) & this.mask; ; cell = (cell + 1) & this.mask) {
      const stored = cells[cell * 2]!;
      if (stored === key || stored === EMPTY) {
        cells[cell * 2] = key;
        cells[cell * 2 + 1] = value;
        return stored === EMPTY;
      }
    }
  }

  private grow(): void {
    const old = this.cells;
    this.cells = new Float64Array(old.length * 2).fill(EMPTY);
    this.mask = this.mask * 2 + 1;
    for (let cell = 0; cell < old.length; cell += 2) if (old[cell] !== EMPTY) this.put(old[cell]!, old[cell + 1]!);
  }
}

/** The value stored for `key` in `cells` (pairs [id, value], -1 for an empty cell), or -1. */
function probe(cells: Float64Array, mask: number, key: number): number {
  for (let cell = hash(key) & mask; ; cell = (cell + 1) & mask) {
    const stored = cells[cell * 2]!;
    if (stored === key) return cells[cell * 2 + 1]!;
    if (stored === EMPTY) return -1;
  }
}

/** Reads the first cell of each id's probe (see getNumericMany); the sum keeps the reads from being dropped. */
function touchFirstCells(cells: Float64Array, mask: number, ids: Float64Array, from: number, to: number): number {
  let touched = 0;
  for (let i = from; i < to; i += 1) touched += cells[(hash(ids[i]!) & mask) * 2]!;
  return touched;
}

function probeAll(cells: Float64Array, mask: number, ids: Float64Array, from: number, to: number, into: Int32Array): void {
  for (let i = from; i < to; i += 1) into[i - from] = probe(cells, mask, ids[i]!);
}

/** Mixes both 32-bit halves of the id (consecutive ids spread over the table). */
function hash(key: number): number {
  const low = key >>> 0;
  const high = (key / 4_294_967_296) >>> 0;
  return Math.imul(low ^ Math.imul(high, 0x85ebca6b), 0x9e3779b1) >>> 7;
}

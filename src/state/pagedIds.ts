/**
 * Numeric ids to values through pages of PAGE consecutive ids: a directory indexed by page number
 * finds an id's page, and the value sits at the id's offset in it. A fleet's ids come in runs
 * (radios 10000001…, dispatchers 20000001…), so 100k ids fill about a hundred pages: a lookup reads
 * the directory (tens of KB, in cache) and one 4-byte cell of 400 KB, where a hash of 100k ids is
 * megabytes and every probe a miss. The caller falls back to a hash when the ids are too sparse or
 * too far apart for pages (`set` false, or `wasteful`).
 */

const PAGE = 1024;
/** Pages the directory may span (ids within 67 million of each other); a 256 KB directory at most. */
const MAX_DIRECTORY = 65_536;
/** Values pages can hold (an Int32Array's). */
const MAX_VALUE = 0x7fff_ffff;
const EMPTY = -1;

export class PagedIds {
  /** The page holding page number `base + d` at d, or -1. */
  private directory = new Int32Array(0);
  private base = 0;
  private values = new Int32Array(4 * PAGE).fill(EMPTY);
  private pages = 0;
  private count = 0;

  get(key: number): number {
    const d = Math.floor(key / PAGE) - this.base;
    const page = d >= 0 && d < this.directory.length ? this.directory[d]! : EMPTY;
    return page < 0 ? EMPTY : this.values[page * PAGE + (key % PAGE)]!;
  }

  /** get for ids[from, to), into `into` from 0. */
  getMany(ids: Float64Array, from: number, to: number, into: Int32Array): void {
    const { directory, base, values } = this;
    const span = directory.length;
    for (let i = from; i < to; i += 1) {
      const key = ids[i]!;
      const d = Math.floor(key / PAGE) - base;
      const page = d >= 0 && d < span ? directory[d]! : EMPTY;
      into[i - from] = page < 0 ? EMPTY : values[page * PAGE + (key % PAGE)]!;
    }
  }

  /** Stores a value for `key`; false (nothing stored) when pages cannot hold it: go to a hash. */
  set(key: number, value: number): boolean {
    if (value > MAX_VALUE) return false;
    const pageNumber = Math.floor(key / PAGE);
    if (!this.cover(pageNumber)) return false;
    const d = pageNumber - this.base;
    let page = this.directory[d]!;
    if (page < 0) {
      page = this.pages;
      this.pages += 1;
      this.directory[d] = page;
      if (this.pages * PAGE > this.values.length) {
        const values = new Int32Array(this.values.length * 2).fill(EMPTY);
        values.set(this.values);
        this.values = values;
      }
    }
    const at = page * PAGE + (key % PAGE);
    if (this.values[at] === EMPTY) this.count += 1;
    this.values[at] = value;
    return true;
  }

  /** More than 16 cells per id: too sparse for pages (a hash takes 16 bytes an id, cells 4). */
  get wasteful(): boolean {
    return this.pages > 2 && this.pages * PAGE > this.count * 16;
  }

  /** Every [key, value] stored, to move them to a hash. */
  forEach(visit: (key: number, value: number) => void): void {
    for (let d = 0; d < this.directory.length; d += 1) {
      const page = this.directory[d]!;
      if (page < 0) continue;
      for (let offset = 0; offset < PAGE; offset += 1) {
        const value = this.values[page * PAGE + offset]!;
        if (value !== EMPTY) visit((this.base + d) * PAGE + offset, value);
      }
    }
  }

  /** Widens the directory to page number `pageNumber`; false when it would span too many pages. */
  private cover(pageNumber: number): boolean {
    const old = this.directory;
    if (old.length > 0 && pageNumber >= this.base && pageNumber < this.base + old.length) return true;
    const low = old.length > 0 ? Math.min(this.base, pageNumber) : pageNumber;
    const high = old.length > 0 ? Math.max(this.base + old.length - 1, pageNumber) : pageNumber;
    const span = high - low + 1;
    if (span > MAX_DIRECTORY) return false;
    // Room to grow upwards (ids are handed out upwards), doubling so widening stays rare.
    const directory = new Int32Array(Math.min(MAX_DIRECTORY, Math.max(span, old.length * 2, 16))).fill(EMPTY);
    if (old.length > 0) directory.set(old, this.base - low);
    this.directory = directory;
    this.base = low;
    return true;
  }
}

/**
 * The newest fix of each slot as one 64-byte row: the fix's six numbers, the serial of the batch
 * that last saved the slot in an undo record, and flags. A GPS write reads and writes all of that
 * for its slot, so keeping it in one row costs one cache line per fix, where separate columns
 * (values, stamps, presence) cost one line each; with 100k terminals and a batch of 10k random
 * ones every such line is a miss. Rows are 8 doubles, so with an aligned buffer a row never
 * straddles two lines (48-byte rows straddle every other one).
 */

/**
 * Numbers per row: lat, lng, speed, direction, altitude, time, stamp, flags. The flags number also
 * carries one reader's tag for the slot above its two flag bits ((tag + 1) * 4; 0: none): the map
 * attributes keep their row index there, so a fix's lookup lands on the line they read it from.
 */
export const ROW = 8;
export const STAMP = 6;
export const FLAGS = 7;
/** The slot has a fix (0: a slot allocated but never set, as in a fork's copy). */
export const PRESENT = 1;
/** The fix object of the slot is kept (read once, or written as an object): see `objectKept`. */
export const OBJECT_KEPT = 2;
/** The flag bits; the rest of the flags number is the tag. */
export const FLAG_BITS = PRESENT | OBJECT_KEPT;

export class FixRows {
  /** ROW numbers per slot; replaced (not resized in place) when it grows. */
  rows: Float64Array;

  constructor(slots = 256) {
    this.rows = new Float64Array(Math.max(1, slots) * ROW);
  }

  /** Slots the rows hold now. */
  get capacity(): number {
    return this.rows.length / ROW;
  }

  /** Room for `slot`: doubles the rows until it fits, keeping every row. */
  ensure(slot: number): void {
    if (slot < this.capacity) return;
    let size = this.capacity * 2;
    while (size <= slot) size *= 2;
    const rows = new Float64Array(size * ROW);
    rows.set(this.rows);
    this.rows = rows;
  }

  has(slot: number): boolean {
    return (this.rows[slot * ROW + FLAGS]! & PRESENT) !== 0;
  }

  objectKept(slot: number): boolean {
    return (this.rows[slot * ROW + FLAGS]! & OBJECT_KEPT) !== 0;
  }

  /** Notes that the slot's fix object is kept by the caller (until the next write). */
  keepObject(slot: number): void {
    this.rows[slot * ROW + FLAGS] = this.rows[slot * ROW + FLAGS]! | OBJECT_KEPT;
  }

  /**
   * Marks the slot as saved by batch `serial`; false when it already was (one undo entry per slot
   * and batch). Serials are positive, so a fresh row (stamp 0) is never taken for saved.
   */
  stamp(slot: number, serial: number): boolean {
    const at = slot * ROW + STAMP;
    if (this.rows[at] === serial) return false;
    this.rows[at] = serial;
    return true;
  }

  /** Writes a fix: the slot is present, and its object kept when `objectKept` (the fix came as one). */
  write(slot: number, lat: number, lng: number, speed: number, direction: number, altitude: number, time: number, objectKept: boolean): void {
    const rows = this.rows;
    const at = slot * ROW;
    writeFields(rows, at, lat, lng, speed, direction, altitude, time);
    rows[at + FLAGS] = (rows[at + FLAGS]! & ~FLAG_BITS) | (objectKept ? PRESENT | OBJECT_KEPT : PRESENT);
  }

  /** The slot's tag (0 or more), or -1 when none was set. */
  tag(slot: number): number {
    return (this.rows[slot * ROW + FLAGS]! >> 2) - 1;
  }

  /** Sets the slot's tag, 0 up to 2^29 - 2 (the flags number stays an int32). */
  setTag(slot: number, tag: number): void {
    const at = slot * ROW + FLAGS;
    this.rows[at] = ((tag + 1) << 2) | (this.rows[at]! & FLAG_BITS);
  }

  /** Drops the tags of slots 0 up to `slots` (a new reader takes them over). */
  clearTags(slots: number): void {
    for (let at = FLAGS; at < slots * ROW; at += ROW) this.rows[at] = this.rows[at]! & FLAG_BITS;
  }

  /** Field `field` (0 lat … 5 time) of a slot's fix. */
  field(slot: number, field: number): number {
    return this.rows[slot * ROW + field]!;
  }

  /** Copies a slot's six fix numbers to `into` at `to` (an undo record). */
  copyFix(slot: number, into: Float64Array, to: number): void {
    const rows = this.rows;
    const from = slot * ROW;
    into[to] = rows[from]!;
    into[to + 1] = rows[from + 1]!;
    into[to + 2] = rows[from + 2]!;
    into[to + 3] = rows[from + 3]!;
    into[to + 4] = rows[from + 4]!;
    into[to + 5] = rows[from + 5]!;
  }
}

/** One fix's six numbers at `at`: lat, lng, speed, direction, altitude, time (a row's and a batch's order). */
export function writeFields(values: Float64Array, at: number, lat: number, lng: number, speed: number, direction: number, altitude: number, time: number): void {
  values[at] = lat;
  values[at + 1] = lng;
  values[at + 2] = speed;
  values[at + 3] = direction;
  values[at + 4] = altitude;
  values[at + 5] = time;
}

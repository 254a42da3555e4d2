/**
 * The terminals' latest positions folded off the main thread (positions.worker.ts runs it). With
 * 100k terminals a second's 10k fixes cost the main thread ~2 ms in the fleet fold alone, mostly
 * cache misses over a row store of megabytes; here the worker takes those misses and answers each
 * batch with what the terminals layer needs, in a few flat arrays: which slot moved, to where, and
 * in how many glide steps (SPEC §9). Pure and synchronous, so tests run it without a worker.
 */
import { IdTable } from '../../../state/idTable.ts';
import { normaliseCoordinate } from '../model/coordinates.ts';
import { greatCircleDistance } from '../model/ranging.ts';
import { valueStepFor } from '../model/valueSteps.ts';

/** A batch of fixes as the socket decodes them (GpsFixColumns' columns), rows [0, count). */
export type FixBatch = {
  readonly count: number;
  /** The msId as a number (canonical decimal ids only, as the decoder takes them). */
  readonly id: Float64Array;
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  /** Fixes of ids that are no canonical decimal (rare): by msId, after the rows above. */
  readonly others?: readonly OtherFix[];
};

/** A fix whose msId the numeric columns cannot carry (a leading zero, 16 digits). */
export type OtherFix = { readonly msId: string; readonly lat: number; readonly lng: number };

/** What moved: each terminal once (its batch's last fix), in ascending slot order. */
export type MovedRows = {
  readonly count: number;
  /** The fold's slot of each moved terminal: stable for the fold's life, from 0. */
  readonly slots: Int32Array;
  readonly lng: Float64Array;
  readonly lat: Float64Array;
  /** SPEC §9 value steps from its previous position: 1 draws at once, more glide. */
  readonly steps: Uint8Array;
  /** Slots seen for the first time in this answer, with their msIds (the only strings sent). */
  readonly firstSeen: readonly { readonly slot: number; readonly msId: string }[];
};

const INITIAL_SLOTS = 1024;
/** Rows per batch the sort key leaves room for (2^21); slots take the bits above, exact in a double to 2^32 slots. */
const ROW_SPAN = 2 ** 21;
/** The most column rows, and the most others, one batch may hold (the feed splits larger ones). */
export const MAX_BATCH_ROWS = ROW_SPAN / 2;

/** A fix's coordinates are a place on Earth (microdegrees divided first). */
const isPlace = (rawLat: number, rawLng: number): boolean => Math.abs(normaliseCoordinate(rawLat)) <= 90 && Math.abs(normaliseCoordinate(rawLng)) <= 180;

export class PositionFold {
  private readonly table = new IdTable();
  private readonly msIds: string[] = [];
  private slotCount = 0;
  /** [lng, lat] per slot. */
  private coordinates = new Float64Array(INITIAL_SLOTS * 2);
  private lookups = new Int32Array(INITIAL_SLOTS);

  get size(): number {
    return this.slotCount;
  }

  /**
   * Folds a batch in and answers each moved terminal once, with its last fix, in slot order: the
   * main thread then writes rows in ascending order, which the memory system streams rather than
   * missing on each (the sort costs this thread, not that one). Coordinates of magnitude 200 or more
   * are microdegrees (SPEC §9); a fix that is no place on Earth, or leaves its terminal where it
   * was, moves nothing.
   */
  apply(batch: FixBatch): MovedRows {
    const { count, id } = batch;
    const others = batch.others ?? [];
    if (this.lookups.length < count) this.lookups = new Int32Array(Math.max(count, this.lookups.length * 2));
    const slotsOf = this.lookups;
    this.table.getNumericMany(id, 0, count, slotsOf);
    const known = this.slotCount;
    const firstSeen: { slot: number; msId: string }[] = [];
    // (slot, row) packed in one double per placeable fix: a native numeric sort orders them by slot, then row.
    const keys = new Float64Array(count + others.length);
    let placeable = 0;
    for (let row = 0; row < count; row += 1) {
      if (!isPlace(batch.lat[row]!, batch.lng[row]!)) continue;
      let slot = slotsOf[row]!;
      // An id twice in its first batch: the second row finds the slot the first one made.
      if (slot < 0) slot = this.table.getNumeric(id[row]!);
      if (slot < 0) {
        slot = this.addSlot(String(id[row]));
        firstSeen.push({ slot, msId: this.msIds[slot]! });
      }
      keys[placeable] = slot * ROW_SPAN + row;
      placeable += 1;
    }
    // The others' rows are numbered after the columns' (count + i), one string lookup each.
    for (let i = 0; i < others.length; i += 1) {
      const other = others[i]!;
      if (!isPlace(other.lat, other.lng)) continue;
      let slot = this.table.get(other.msId);
      if (slot < 0) {
        slot = this.addSlot(other.msId);
        firstSeen.push({ slot, msId: other.msId });
      }
      keys[placeable] = slot * ROW_SPAN + count + i;
      placeable += 1;
    }
    const order = keys.subarray(0, placeable).sort();
    const moved = emptyMoved(placeable);
    let out = 0;
    for (let at = 0; at < placeable; at += 1) {
      const slot = Math.floor(order[at]! / ROW_SPAN);
      // The last fix of a terminal in the batch is the one that counts.
      if (at + 1 < placeable && Math.floor(order[at + 1]! / ROW_SPAN) === slot) continue;
      const row = order[at]! - slot * ROW_SPAN;
      const lat = normaliseCoordinate(row < count ? batch.lat[row]! : others[row - count]!.lat);
      const lng = normaliseCoordinate(row < count ? batch.lng[row]! : others[row - count]!.lng);
      let steps = 1;
      if (slot < known) {
        const fromLng = this.coordinates[slot * 2]!;
        const fromLat = this.coordinates[slot * 2 + 1]!;
        if (fromLng === lng && fromLat === lat) continue;
        steps = valueStepFor(greatCircleDistance({ lng: fromLng, lat: fromLat }, { lng, lat }));
      }
      this.coordinates[slot * 2] = lng;
      this.coordinates[slot * 2 + 1] = lat;
      moved.slots[out] = slot;
      moved.lng[out] = lng;
      moved.lat[out] = lat;
      moved.steps[out] = steps;
      out += 1;
    }
    return { ...moved, count: out, firstSeen };
  }

  /** Every slot where it is now, each as first seen: for a reader that starts late or starts over. */
  dump(): MovedRows {
    const moved = emptyMoved(this.slotCount);
    const firstSeen: { slot: number; msId: string }[] = [];
    for (let slot = 0; slot < this.slotCount; slot += 1) {
      moved.slots[slot] = slot;
      moved.lng[slot] = this.coordinates[slot * 2]!;
      moved.lat[slot] = this.coordinates[slot * 2 + 1]!;
      moved.steps[slot] = 1;
      firstSeen.push({ slot, msId: this.msIds[slot]! });
    }
    return { ...moved, count: this.slotCount, firstSeen };
  }

  private addSlot(msId: string): number {
    const slot = this.slotCount;
    this.slotCount += 1;
    if (this.slotCount * 2 > this.coordinates.length) {
      const grown = new Float64Array(this.coordinates.length * 2);
      grown.set(this.coordinates);
      this.coordinates = grown;
    }
    this.table.set(msId, slot);
    this.msIds.push(msId);
    return slot;
  }
}

const emptyMoved = (capacity: number) => ({
  slots: new Int32Array(capacity),
  lng: new Float64Array(capacity),
  lat: new Float64Array(capacity),
  steps: new Uint8Array(capacity),
});

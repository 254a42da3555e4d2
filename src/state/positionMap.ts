/**
 * Terminal fixes as an immutable map whose update costs O(changes), not O(fleet). GPS is the one
 * high-rate stream: with 100k terminals a batch of 10k fixes must not copy 100k entries, and each
 * fix should cost as few string-keyed lookups as possible (one per fix, see `slotOf`).
 *
 * A chain of versions shares one set of slot rows: each terminal gets a slot (an index) the first
 * time it has a fix, and the newest version's fixes live in a typed row per slot (fixRows.ts: fix,
 * presence and undo stamp in one cache line), written in place, so a fix decoded into columns at
 * the socket gets here without becoming an object (one is made when somebody reads that terminal's
 * fix, and kept until the next write). The version it replaces keeps an undo record (the slots its
 * successor changed and the fixes they had) and a link to its successor, so it still reads exactly
 * as it did (reverse diffs). Old versions are rarely read (tests, a fork); the newest answers from
 * the rows directly. The undo records also tell a reader which slots changed between two versions
 * (`changedSlotsSince`).
 */
import type { GpsFix } from '../../protocol/index.ts';
import { FixRows, FLAG_BITS, FLAGS, OBJECT_KEPT, PRESENT, ROW, STAMP, writeFields } from './fixRows.ts';
import { IdTable } from './idTable.ts';
import { RebuiltMap } from './rebuiltMap.ts';

const INITIAL_SLOTS = 256;
/** Numbers per fix in the undo records and batches: lat, lng, speed, direction, altitude, time. */
const FIELDS = 6;

/** The rows a chain's versions share; only the newest version writes them. */
class Chain {
  readonly slots = new IdTable();
  readonly msIds: string[] = [];
  /** The newest version's fixes by slot, with presence and undo stamps in the same row (fixRows.ts). */
  readonly rows = new FixRows(INITIAL_SLOTS);
  /**
   * The fix object of a slot while its row flags it kept (somebody read it, or it was written as
   * one). Only touched when the flag is set, so a write by value costs no line of this array.
   */
  readonly objects: (GpsFix | undefined)[] = [];
  /** The serial of the newest batch: a row stamped with it is already in that batch's undo record. */
  serial = 0;
  /** The one reader whose tags the rows hold (see PositionMap.claimSlotTags); weak, so it may go. */
  tagOwner: WeakRef<object> | null = null;

  constructor(public newest: PositionMap | null) {}

  /**
   * The slot of a terminal, allocated on its first fix. Every caller writes the slot right away and
   * fixes are never removed, so every allocated slot has a fix in the newest version: `slotOf`
   * needs no look at the row (with 100k rows, one cache miss less per fix).
   */
  slotFor(msId: string): number {
    let slot = this.slots.get(msId);
    if (slot < 0) {
      slot = this.msIds.length;
      this.slots.set(msId, slot);
      this.msIds.push(msId);
      this.objects.push(undefined);
      this.rows.ensure(slot);
    }
    return slot;
  }

  /** The newest version's fix in a slot as an object, made once per write and kept. */
  fixAt(slot: number): GpsFix | undefined {
    const rows = this.rows;
    if (!rows.has(slot)) return undefined;
    if (rows.objectKept(slot)) return this.objects[slot];
    const fix: GpsFix = { lat: rows.field(slot, 0), lng: rows.field(slot, 1), speed: rows.field(slot, 2), direction: rows.field(slot, 3), altitude: rows.field(slot, 4), time: rows.field(slot, 5) };
    this.objects[slot] = fix;
    rows.keepObject(slot);
    return fix;
  }
}

const fixOf = (values: ArrayLike<number>, at: number): GpsFix => ({
  lat: values[at]!,
  lng: values[at + 1]!,
  speed: values[at + 2]!,
  direction: values[at + 3]!,
  altitude: values[at + 4]!,
  time: values[at + 5]!,
});

/**
 * A batch's writes by slot, in order: FIELDS numbers each in typed columns, and the fix object when
 * the write came from one (kept, so readers get that very object); fixes decoded into columns come
 * without one. Nothing is allocated per write.
 */
export class SlotFixes {
  length = 0;
  slots = new Int32Array(64);
  values = new Float64Array(64 * FIELDS);
  /** Sparse: only writes that came as objects have one. */
  readonly objects: (GpsFix | undefined)[] = [];

  /** Empty again, keeping the grown columns for the next batch. */
  clear(): void {
    this.length = 0;
    this.objects.length = 0;
  }

  /** Room for `more` writes. */
  reserve(more: number): void {
    const needed = this.length + more;
    if (needed <= this.slots.length) return;
    let size = this.slots.length * 2;
    while (size < needed) size *= 2;
    const slots = new Int32Array(size);
    slots.set(this.slots.subarray(0, this.length));
    const values = new Float64Array(size * FIELDS);
    values.set(this.values.subarray(0, this.length * FIELDS));
    this.slots = slots;
    this.values = values;
  }

  push(slot: number, fix: GpsFix): void {
    this.objects[this.length] = fix;
    this.pushValues(slot, fix.lat, fix.lng, fix.speed, fix.direction, fix.altitude, fix.time);
  }

  pushValues(slot: number, lat: number, lng: number, speed: number, direction: number, altitude: number, time: number): void {
    if (this.length >= this.slots.length) this.reserve(1);
    const i = this.length;
    this.slots[i] = slot;
    writeFields(this.values, i * FIELDS, lat, lng, speed, direction, altitude, time);
    this.length = i + 1;
  }
}

/** One batch of fixes to write: by slot (terminals the newest version knows) and by msId (the others). */
export type FixBatch = {
  readonly writes: SlotFixes | null;
  readonly added: ReadonlyMap<string, GpsFix> | null;
};

/** An old version's undo record: the slots its successor changed and what they held here. */
type Undo = {
  /** The changed slots (its length is the record's). */
  readonly slots: Int32Array;
  /** FIELDS numbers per entry, and whether the slot had a fix (0 absent). */
  readonly values: Float64Array;
  readonly present: Uint8Array;
  /** Sparse: the fix object the slot had, when one had been made. */
  readonly objects: (GpsFix | undefined)[];
};

export class PositionMap extends RebuiltMap<string, GpsFix> {
  /** Once replaced: the slots its successor changed and the fixes they had here. */
  private undo: Undo | null = null;
  /** Built on the first read of an old version: index into its undo record by slot. */
  private undoIndex: Map<number, number> | null = null;
  private successor: PositionMap | null = null;

  private constructor(
    private readonly chain: Chain,
    readonly size: number,
  ) {
    super();
  }

  static of(entries: Iterable<readonly [string, GpsFix]> = []): PositionMap {
    const chain = new Chain(null);
    let size = 0;
    for (const [msId, fix] of entries) {
      const slot = chain.slotFor(msId);
      if (!chain.rows.has(slot)) size += 1;
      writeSlot(chain, slot, fix.lat, fix.lng, fix.speed, fix.direction, fix.altitude, fix.time, fix);
    }
    const map = new PositionMap(chain, size);
    chain.newest = map;
    return map;
  }

  /** A new version with `changes` applied; this one still reads as before. */
  with(changes: ReadonlyMap<string, GpsFix>): PositionMap {
    return this.withBatch({ writes: null, added: changes });
  }

  /**
   * The fleet reducer's write: slots from `slotOf` (of this version) and their fixes, plus fixes by
   * msId; a later fix of the same terminal wins. This one still reads as before.
   */
  withBatch(batch: FixBatch): PositionMap {
    const writes = batch.writes?.length ?? 0;
    const addedCount = batch.added?.size ?? 0;
    if (writes === 0 && addedCount === 0) return this;
    // Writing from an older version forks: it starts a chain of its own (a full copy, rare).
    if (this.chain.newest !== this) {
      if (writes > 0) throw new Error('PositionMap: slots are only valid for the newest version');
      return PositionMap.of(this.entries()).withBatch(batch);
    }
    const chain = this.chain;
    const serial = (chain.serial += 1);
    // At most one entry per write: sized once, trimmed at the end.
    const undo = new UndoRecorder(writes + addedCount);
    if (batch.writes) {
      const { slots, values, objects } = batch.writes;
      // Fixes decoded into columns come without objects: one tight loop over the rows (the usual case).
      if (objects.length === 0) undo.saveAndWriteValues(chain, slots, values, writes, serial);
      else for (let i = 0; i < writes; i += 1) {
        const slot = slots[i]!;
        undo.record(chain, slot, serial);
        const at = i * FIELDS;
        writeSlot(chain, slot, values[at]!, values[at + 1]!, values[at + 2]!, values[at + 3]!, values[at + 4]!, values[at + 5]!, objects[i]);
      }
    }
    if (batch.added) {
      for (const [msId, fix] of batch.added) {
        const slot = chain.slotFor(msId);
        undo.record(chain, slot, serial);
        writeSlot(chain, slot, fix.lat, fix.lng, fix.speed, fix.direction, fix.altitude, fix.time, fix);
      }
    }
    const size = this.size + undo.added;
    const next = new PositionMap(chain, size);
    chain.newest = next;
    this.undo = undo.finish();
    this.successor = next;
    return next;
  }

  /** The terminal's slot when this is the newest version and it has a fix; -1 otherwise. */
  slotOf(msId: string): number {
    if (this.chain.newest !== this) return -1;
    // A slot is allocated by the write of its first fix (Chain.slotFor): it has one.
    return this.chain.slots.get(msId);
  }

  /** As slotOf, for a decimal msId given as its number (GPS fixes decoded into columns): no string. */
  slotOfNumericId(id: number): number {
    if (this.chain.newest !== this) return -1;
    return this.chain.slots.getNumeric(id);
  }

  /** slotOfNumericId for ids[from, to), into `into` from 0, each miss of the id table overlapping the others'. */
  slotsOfNumericIds(ids: Float64Array, from: number, to: number, into: Int32Array): void {
    if (this.chain.newest !== this) into.fill(-1, 0, to - from);
    else this.chain.slots.getNumericMany(ids, from, to, into);
  }

  /**
   * Whether `owner` may keep a number per slot in the rows (tagAtSlot, setTagAtSlot): one reader per
   * chain may, the first to ask while no earlier one is alive (the terminals layer's attributes keep
   * their row index there, so a fix costs no separate slot → row table line). Others get false.
   */
  claimSlotTags(owner: object): boolean {
    const chain = this.chain;
    const current = chain.tagOwner?.deref();
    if (current === owner) return true;
    if (current !== undefined) return false;
    chain.rows.clearTags(chain.msIds.length);
    chain.tagOwner = new WeakRef(owner);
    return true;
  }

  /** The tag the claiming reader set for a slot, or -1 (any version of the chain; slots are stable). */
  tagAtSlot(slot: number): number {
    return this.chain.rows.tag(slot);
  }

  setTagAtSlot(slot: number, tag: number): void {
    this.chain.rows.setTag(slot, tag);
  }

  /** Identifies the slot numbering: slots of versions with the same chain mean the same terminals. */
  get slotSpace(): object {
    return this.chain;
  }

  /** Slots are numbered 0 up to this (some may hold no fix): for a walk over every slot. */
  get slotCount(): number {
    return this.chain.msIds.length;
  }

  msIdOfSlot(slot: number): string {
    return this.chain.msIds[slot]!;
  }

  /** Whether the newest version has a fix in the slot (call on the newest version only). */
  hasSlot(slot: number): boolean {
    return this.chain.rows.has(slot);
  }

  /** The newest version's latitude and longitude in a slot, as sent (call on the newest version only). */
  latAtSlot(slot: number): number {
    return this.chain.rows.field(slot, 0);
  }

  lngAtSlot(slot: number): number {
    return this.chain.rows.field(slot, 1);
  }

  /** The newest version's fix in a slot (call on the newest version only); made on first read. */
  fixAtSlot(slot: number): GpsFix | undefined {
    return this.chain.fixAt(slot);
  }

  get(msId: string): GpsFix | undefined {
    const slot = this.chain.slots.get(msId);
    if (slot < 0) return undefined;
    // An iterative walk: a long-lived old version may sit many versions behind.
    for (const version of this.versionsToNewest()) {
      const entry = version.undoEntry(slot);
      if (entry >= 0) return version.undoFix(entry);
    }
    return this.chain.fixAt(slot);
  }

  has(msId: string): boolean {
    // The newest version answers from its columns without making the fix object (lists ask per terminal).
    if (this.chain.newest === this) return this.slotOf(msId) >= 0;
    return this.get(msId) !== undefined;
  }

  /**
   * The slots whose fixes changed from `earlier` to this version, when this is the newest version
   * and `earlier` an older one of the same chain; null otherwise (the caller then compares everything).
   */
  changedSlotsSince(earlier: ReadonlyMap<string, GpsFix> | null): ArrayLike<number> | null {
    if (earlier === this) return [];
    if (!(earlier instanceof PositionMap) || earlier.chain !== this.chain || this.chain.newest !== this) return null;
    // One version apart (the usual case, a batch per frame): its undo record, no copy.
    if (earlier.successor === this) return earlier.undo!.slots;
    const changed = new Set<number>();
    let version: PositionMap | null = earlier;
    while (version && version !== this) {
      if (!version.undo) return null;
      for (const slot of version.undo.slots) changed.add(slot);
      version = version.successor;
    }
    return version === this ? [...changed] : null;
  }

  /** Calls back for every fix of the newest version with its slot, without building a Map. */
  forEachSlot(callback: (slot: number, msId: string, fix: GpsFix) => void): void {
    if (this.chain.newest !== this) throw new Error('PositionMap: slots are only valid for the newest version');
    const { msIds } = this.chain;
    for (let slot = 0; slot < msIds.length; slot += 1) {
      const fix = this.chain.fixAt(slot);
      if (fix !== undefined) callback(slot, msIds[slot]!, fix);
    }
  }

  /** This version and its successors up to the newest one, excluded (empty for the newest). */
  private versionsToNewest(): PositionMap[] {
    const versions: PositionMap[] = [];
    for (let version: PositionMap | null = this.chain.newest === this ? null : this; version && version !== this.chain.newest; version = version.successor) versions.push(version);
    return versions;
  }

  /** The index of a slot in this old version's undo record, or -1. */
  private undoEntry(slot: number): number {
    if (!this.undoIndex) {
      this.undoIndex = new Map();
      this.undo!.slots.forEach((undoSlot, i) => this.undoIndex!.set(undoSlot, i));
    }
    return this.undoIndex.get(slot) ?? -1;
  }

  private undoFix(entry: number): GpsFix | undefined {
    const undo = this.undo!;
    if (undo.present[entry] !== 1) return undefined;
    return (undo.objects[entry] ??= fixOf(undo.values, entry * FIELDS));
  }

  /** This version's contents as a Map, in slot order (the order terminals first had a fix). */
  protected materialise(): ReadonlyMap<string, GpsFix> {
    const { msIds } = this.chain;
    const fixes: (GpsFix | undefined)[] = msIds.map((_, slot) => this.chain.fixAt(slot));
    const undos = this.versionsToNewest();
    // Oldest record last: apply from the newest back to this version.
    for (let i = undos.length - 1; i >= 0; i -= 1) {
      const version = undos[i]!;
      version.undo!.slots.forEach((slot, entry) => (fixes[slot] = version.undoFix(entry)));
    }
    const map = new Map<string, GpsFix>();
    fixes.forEach((fix, slot) => {
      if (fix !== undefined) map.set(msIds[slot]!, fix);
    });
    return map;
  }
}

/** Writes a fix into the newest version's rows; `object` is the fix as an object, when it came as one. */
function writeSlot(chain: Chain, slot: number, lat: number, lng: number, speed: number, direction: number, altitude: number, time: number, object: GpsFix | undefined): void {
  const rows = chain.rows;
  // The objects array is only touched when it holds or gets this slot's object: a stale one is dropped.
  if (object !== undefined || rows.objectKept(slot)) chain.objects[slot] = object;
  rows.write(slot, lat, lng, speed, direction, altitude, time, object !== undefined);
}

/**
 * Builds a batch's undo record: per slot, once (the row's stamp says whether it is in already),
 * the fix it had before the batch. A class rather than a closure in withBatch, so optimised code
 * for it stays valid from one batch to the next.
 */
class UndoRecorder {
  entries = 0;
  /** Slots that had no fix before the batch: what it adds to the map's size. */
  added = 0;
  private readonly slots: Int32Array;
  private readonly values: Float64Array;
  private readonly present: Uint8Array;
  private readonly objects: (GpsFix | undefined)[] = [];

  constructor(capacity: number) {
    this.slots = new Int32Array(capacity);
    this.values = new Float64Array(capacity * FIELDS);
    this.present = new Uint8Array(capacity);
  }

  record(chain: Chain, slot: number, serial: number): void {
    const rows = chain.rows;
    if (!rows.stamp(slot, serial)) return;
    const entry = this.entries;
    this.slots[entry] = slot;
    rows.copyFix(slot, this.values, entry * FIELDS);
    if (rows.has(slot)) {
      this.present[entry] = 1;
      if (rows.objectKept(slot)) this.objects[entry] = chain.objects[slot];
    } else this.added += 1;
    this.entries = entry + 1;
  }

  /**
   * `record` then a write by value, for `count` writes (FIELDS numbers each) of a batch without fix
   * objects: the row's flags are read once per write and the arrays held in locals. This loop is
   * the fold's share of a frame of GPS fixes (10k a second with 100k terminals).
   */
  saveAndWriteValues(chain: Chain, slots: Int32Array, values: Float64Array, count: number, serial: number): void {
    const rows = chain.rows.rows;
    const kept = chain.objects;
    const undoSlots = this.slots;
    const undoValues = this.values;
    const present = this.present;
    let entry = this.entries;
    for (let i = 0; i < count; i += 1) {
      const slot = slots[i]!;
      const at = slot * ROW;
      const flags = rows[at + FLAGS]!;
      if (rows[at + STAMP] !== serial) {
        rows[at + STAMP] = serial;
        undoSlots[entry] = slot;
        const to = entry * FIELDS;
        undoValues[to] = rows[at]!;
        undoValues[to + 1] = rows[at + 1]!;
        undoValues[to + 2] = rows[at + 2]!;
        undoValues[to + 3] = rows[at + 3]!;
        undoValues[to + 4] = rows[at + 4]!;
        undoValues[to + 5] = rows[at + 5]!;
        if ((flags & PRESENT) === 0) this.added += 1;
        else {
          present[entry] = 1;
          if ((flags & OBJECT_KEPT) !== 0) this.objects[entry] = kept[slot];
        }
        entry += 1;
      }
      const from = i * FIELDS;
      writeFields(rows, at, values[from]!, values[from + 1]!, values[from + 2]!, values[from + 3]!, values[from + 4]!, values[from + 5]!);
      // A write by value drops a kept object (as writeSlot does).
      if ((flags & OBJECT_KEPT) !== 0) kept[slot] = undefined;
      rows[at + FLAGS] = (flags & ~FLAG_BITS) | PRESENT;
    }
    this.entries = entry;
  }

  finish(): Undo {
    return { slots: this.slots.subarray(0, this.entries), values: this.values, present: this.present, objects: this.objects };
  }
}

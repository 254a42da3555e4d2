/**
 * Terminal fixes as an immutable map whose update costs O(changes), not O(fleet). GPS is the one
 * high-rate stream: with 100k terminals a batch of 10k fixes must not copy 100k entries, and each
 * fix should cost as few string-keyed lookups as possible (one per fix, see `slotOf`).
 *
 * A chain of versions shares one set of slot columns: each terminal gets a slot (an index) the first
 * time it has a fix, and the newest version's fixes live in an array indexed by slot, written in
 * place. The version it replaces keeps an undo record (the slots its successor changed and the fixes
 * they had) and a link to its successor, so it still reads exactly as it did (reverse diffs). Old
 * versions are rarely read (tests, a fork); the newest answers from the columns directly. The undo
 * records also tell a reader which slots changed between two versions (`changedSlotsSince`).
 */
import type { GpsFix } from '../../protocol/index.ts';
import { IdTable } from './idTable.ts';

const INITIAL_SLOTS = 256;

/** The columns a chain's versions share; only the newest version writes them. */
class Chain {
  readonly slots = new IdTable();
  readonly msIds: string[] = [];
  /** The newest version's fix per slot (undefined: a slot allocated in a fork's copy, never unset). */
  readonly fixes: (GpsFix | undefined)[] = [];
  /** Per slot, the serial of the write that last recorded it in an undo list: one record per batch. */
  stamps = new Int32Array(INITIAL_SLOTS);
  serial = 0;

  constructor(public newest: PositionMap | null) {}

  slotFor(msId: string): number {
    let slot = this.slots.get(msId);
    if (slot < 0) {
      slot = this.msIds.length;
      this.slots.set(msId, slot);
      this.msIds.push(msId);
      this.fixes.push(undefined);
      if (slot >= this.stamps.length) {
        const stamps = new Int32Array(this.stamps.length * 2);
        stamps.set(this.stamps);
        this.stamps = stamps;
      }
    }
    return slot;
  }
}

/** One batch of fixes to write: by slot (terminals the newest version knows) and by msId (the others). */
export type FixBatch = {
  readonly slots: readonly number[];
  readonly slotFixes: readonly GpsFix[];
  readonly added: ReadonlyMap<string, GpsFix> | null;
};

export class PositionMap implements ReadonlyMap<string, GpsFix> {
  /** Once replaced: the slots its successor changed and the fixes (undefined = absent) they had here. */
  private undoSlots: number[] | null = null;
  private undoFixes: (GpsFix | undefined)[] | null = null;
  /** Built on the first read of an old version: its undo record by slot. */
  private undoIndex: Map<number, GpsFix | undefined> | null = null;
  private successor: PositionMap | null = null;

  private constructor(
    private readonly chain: Chain,
    readonly size: number,
  ) {}

  static of(entries: Iterable<readonly [string, GpsFix]> = []): PositionMap {
    const chain = new Chain(null);
    let size = 0;
    for (const [msId, fix] of entries) {
      const slot = chain.slotFor(msId);
      if (chain.fixes[slot] === undefined) size += 1;
      chain.fixes[slot] = fix;
    }
    const map = new PositionMap(chain, size);
    chain.newest = map;
    return map;
  }

  /** A new version with `changes` applied; this one still reads as before. */
  with(changes: ReadonlyMap<string, GpsFix>): PositionMap {
    return this.withBatch({ slots: [], slotFixes: [], added: changes });
  }

  /**
   * The fleet reducer's write: slots from `slotOf` (of this version) and their fixes, plus fixes by
   * msId; a later fix of the same terminal wins. This one still reads as before.
   */
  withBatch(batch: FixBatch): PositionMap {
    const addedCount = batch.added?.size ?? 0;
    if (batch.slots.length === 0 && addedCount === 0) return this;
    // Writing from an older version forks: it starts a chain of its own (a full copy, rare).
    if (this.chain.newest !== this) {
      if (batch.slots.length > 0) throw new Error('PositionMap: slots are only valid for the newest version');
      return PositionMap.of(this.entries()).withBatch(batch);
    }
    const chain = this.chain;
    const serial = (chain.serial += 1);
    const undoSlots: number[] = [];
    const undoFixes: (GpsFix | undefined)[] = [];
    let size = this.size;
    const write = (slot: number, fix: GpsFix) => {
      const previous = chain.fixes[slot];
      if (chain.stamps[slot] !== serial) {
        chain.stamps[slot] = serial;
        undoSlots.push(slot);
        undoFixes.push(previous);
      }
      if (previous === undefined) size += 1;
      chain.fixes[slot] = fix;
    };
    const { slots, slotFixes } = batch;
    for (let i = 0; i < slots.length; i += 1) write(slots[i]!, slotFixes[i]!);
    if (batch.added) for (const [msId, fix] of batch.added) write(chain.slotFor(msId), fix);
    const next = new PositionMap(chain, size);
    chain.newest = next;
    this.undoSlots = undoSlots;
    this.undoFixes = undoFixes;
    this.successor = next;
    return next;
  }

  /** The terminal's slot when this is the newest version and it has a fix; -1 otherwise. */
  slotOf(msId: string): number {
    if (this.chain.newest !== this) return -1;
    const slot = this.chain.slots.get(msId);
    return slot >= 0 && this.chain.fixes[slot] !== undefined ? slot : -1;
  }

  /** Identifies the slot numbering: slots of versions with the same chain mean the same terminals. */
  get slotSpace(): object {
    return this.chain;
  }

  msIdOfSlot(slot: number): string {
    return this.chain.msIds[slot]!;
  }

  /** The newest version's fix in a slot (call on the newest version only). */
  fixAtSlot(slot: number): GpsFix | undefined {
    return this.chain.fixes[slot];
  }

  get(msId: string): GpsFix | undefined {
    const slot = this.chain.slots.get(msId);
    if (slot < 0) return undefined;
    // An iterative walk: a long-lived old version may sit many versions behind.
    for (const version of this.versionsToNewest()) {
      const undo = version.undoRecord();
      if (undo.has(slot)) return undo.get(slot);
    }
    return this.chain.fixes[slot];
  }

  has(msId: string): boolean {
    return this.get(msId) !== undefined;
  }

  /**
   * The slots whose fixes changed from `earlier` to this version, when this is the newest version
   * and `earlier` an older one of the same chain; null otherwise (the caller then compares everything).
   */
  changedSlotsSince(earlier: ReadonlyMap<string, GpsFix> | null): readonly number[] | null {
    if (earlier === this) return [];
    if (!(earlier instanceof PositionMap) || earlier.chain !== this.chain || this.chain.newest !== this) return null;
    // One version apart (the usual case, a batch per frame): its undo record, no copy.
    if (earlier.successor === this) return earlier.undoSlots!;
    const changed = new Set<number>();
    let version: PositionMap | null = earlier;
    while (version && version !== this) {
      if (!version.undoSlots) return null;
      for (const slot of version.undoSlots) changed.add(slot);
      version = version.successor;
    }
    return version === this ? [...changed] : null;
  }

  /** The keys whose fixes changed from `earlier` to this version, as `changedSlotsSince`, by msId. */
  changedSince(earlier: ReadonlyMap<string, GpsFix> | null): Iterable<string> | null {
    if (earlier === this) return [];
    if (!(earlier instanceof PositionMap) || earlier.chain !== this.chain) return null;
    const changed = new Set<number>();
    let version: PositionMap | null = earlier;
    while (version && version !== this) {
      if (!version.undoSlots) return null; // `earlier` is newer than this
      for (const slot of version.undoSlots) changed.add(slot);
      version = version.successor;
    }
    return version === this ? [...changed].map((slot) => this.chain.msIds[slot]!) : null;
  }

  entries(): MapIterator<[string, GpsFix]> {
    return this.materialise().entries();
  }

  keys(): MapIterator<string> {
    return this.materialise().keys();
  }

  values(): MapIterator<GpsFix> {
    return this.materialise().values();
  }

  forEach(callback: (value: GpsFix, key: string, map: ReadonlyMap<string, GpsFix>) => void): void {
    for (const [key, value] of this.materialise()) callback(value, key, this);
  }

  [Symbol.iterator](): MapIterator<[string, GpsFix]> {
    return this.entries();
  }

  /** Calls back for every fix of the newest version with its slot, without building a Map. */
  forEachSlot(callback: (slot: number, msId: string, fix: GpsFix) => void): void {
    if (this.chain.newest !== this) throw new Error('PositionMap: slots are only valid for the newest version');
    const { msIds, fixes } = this.chain;
    for (let slot = 0; slot < fixes.length; slot += 1) {
      const fix = fixes[slot];
      if (fix !== undefined) callback(slot, msIds[slot]!, fix);
    }
  }

  /** This version and its successors up to the newest one, excluded (empty for the newest). */
  private versionsToNewest(): PositionMap[] {
    const versions: PositionMap[] = [];
    for (let version: PositionMap | null = this.chain.newest === this ? null : this; version && version !== this.chain.newest; version = version.successor) versions.push(version);
    return versions;
  }

  private undoRecord(): Map<number, GpsFix | undefined> {
    if (!this.undoIndex) {
      this.undoIndex = new Map();
      this.undoSlots!.forEach((slot, i) => this.undoIndex!.set(slot, this.undoFixes![i]));
    }
    return this.undoIndex;
  }

  /** This version's contents as a Map, in slot order (the order terminals first had a fix). */
  private materialise(): ReadonlyMap<string, GpsFix> {
    const fixes = this.chain.fixes.slice();
    const undos = this.versionsToNewest();
    // Oldest record last: apply from the newest back to this version.
    for (let i = undos.length - 1; i >= 0; i -= 1) {
      const { undoSlots, undoFixes } = undos[i]!;
      undoSlots!.forEach((slot, k) => (fixes[slot] = undoFixes![k]));
    }
    const map = new Map<string, GpsFix>();
    fixes.forEach((fix, slot) => {
      if (fix !== undefined) map.set(this.chain.msIds[slot]!, fix);
    });
    return map;
  }
}

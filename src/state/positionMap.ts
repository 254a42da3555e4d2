/**
 * Terminal fixes as an immutable map whose update costs O(changes), not O(fleet). GPS is the one
 * high-rate stream: with 100k terminals a batch of 10k fixes must not copy 100k entries.
 *
 * The newest version owns one Map and writes into it in place. The version it replaces keeps an undo
 * record (the values its changed keys had) and a link to its successor, so it still reads exactly
 * as it did: an old version answers from its undo record, else from its successor (reverse diffs).
 * Old versions are rarely read (tests, a fork); the newest always answers from its Map directly.
 * The undo records also tell a reader which keys changed between two versions (`changedSince`).
 */
import type { GpsFix } from '../../protocol/index.ts';

type Head = { readonly fixes: Map<string, GpsFix> };

export class PositionMap implements ReadonlyMap<string, GpsFix> {
  /** Set while this version is the newest of its chain. */
  private head: Head | null;
  /** Once replaced: the values (undefined = absent) its successor's changed keys had here. */
  private undo: Map<string, GpsFix | undefined> | null = null;
  private successor: PositionMap | null = null;

  private constructor(
    head: Head,
    readonly size: number,
  ) {
    this.head = head;
  }

  static of(entries: Iterable<readonly [string, GpsFix]> = []): PositionMap {
    const fixes = new Map(entries);
    return new PositionMap({ fixes }, fixes.size);
  }

  /** A new version with `changes` applied; this one still reads as before. */
  with(changes: ReadonlyMap<string, GpsFix>): PositionMap {
    if (changes.size === 0) return this;
    // Writing from an older version forks: it starts a chain of its own (a full copy, rare).
    const head = this.head ?? { fixes: new Map(this.entries()) };
    const undo = new Map<string, GpsFix | undefined>();
    let size = this.size;
    // The keys of `changes` are distinct, so each is recorded once.
    for (const [msId, fix] of changes) {
      const previous = head.fixes.get(msId);
      undo.set(msId, previous);
      if (previous === undefined) size += 1;
      head.fixes.set(msId, fix);
    }
    const next = new PositionMap(head, size);
    if (this.head) {
      this.head = null;
      this.undo = undo;
      this.successor = next;
    }
    return next;
  }

  get(msId: string): GpsFix | undefined {
    if (this.head) return this.head.fixes.get(msId);
    // An iterative walk: a long-lived old version may sit many versions behind.
    let undo = this.undo!;
    let version = this.successor!;
    for (;;) {
      if (undo.has(msId)) return undo.get(msId);
      if (version.head) return version.head.fixes.get(msId);
      undo = version.undo!;
      version = version.successor!;
    }
  }

  has(msId: string): boolean {
    return this.get(msId) !== undefined;
  }

  /**
   * The keys whose fixes changed from `earlier` to this version, when `earlier` is an older version
   * of the same chain; null otherwise (the caller then compares everything).
   */
  changedSince(earlier: ReadonlyMap<string, GpsFix> | null): Iterable<string> | null {
    if (earlier === this) return [];
    if (!(earlier instanceof PositionMap)) return null;
    // One version apart (the usual case, a batch per frame): its undo record's keys, no copy.
    if (earlier.successor === this) return earlier.undo!.keys();
    const changed = new Set<string>();
    let version: PositionMap | null = earlier;
    while (version && version !== this) {
      if (!version.undo) return null; // `earlier` is newer than this, or on another chain
      for (const msId of version.undo.keys()) changed.add(msId);
      version = version.successor;
    }
    return version === this ? changed : null;
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

  /** The newest version's own Map; an older one's contents rebuilt from the newest and the undo records. */
  private materialise(): ReadonlyMap<string, GpsFix> {
    if (this.head) return this.head.fixes;
    const undos: Map<string, GpsFix | undefined>[] = [this.undo!];
    let version = this.successor!;
    while (!version.head) {
      undos.push(version.undo!);
      version = version.successor!;
    }
    const fixes = new Map(version.head.fixes);
    for (let i = undos.length - 1; i >= 0; i -= 1) {
      for (const [msId, fix] of undos[i]!) {
        if (fix === undefined) fixes.delete(msId);
        else fixes.set(msId, fix);
      }
    }
    return fixes;
  }
}

/**
 * An immutable-looking Map whose update costs O(changes), not O(size): the fleet's 10,000 terminal
 * records change a few hundred at a time, once per frame, and copying the whole Map for that took
 * ~1.3 ms a frame plus the garbage of a 10k-entry Map (docs/performance.md "Load").
 *
 * The versions of one chain share one Map, the newest version's contents, written in place. The
 * version a write replaces keeps an undo record (the keys its successor set and the values they
 * had, undefined for keys it lacked) and a link to that successor, so it still reads exactly as it
 * did (reverse diffs, as positionMap.ts does for fixes). The newest version answers from the shared
 * Map directly; old versions, rarely read (a render that began before a batch, tests), walk their
 * successors' undo records. Keys are only added or replaced, never removed (terminals are not):
 * that keeps every version's iteration order the order of a Map copied and written the same way.
 */
import { RebuiltMap } from './rebuiltMap.ts';

/** The versions of one map; only the newest writes `contents`. */
type Chain<K, V extends object | number> = { readonly contents: Map<K, V>; newest: VersionedMap<K, V> };

/** Values are objects or numbers, never undefined: undefined in an undo record means the key was absent. */
export class VersionedMap<K, V extends object | number> extends RebuiltMap<K, V> {
  /** Once replaced: what its successor changed, as it was here (undefined: the key was absent). */
  private undo: ReadonlyMap<K, V | undefined> | null = null;
  private successor: VersionedMap<K, V> | null = null;

  private constructor(
    private readonly chain: Chain<K, V>,
    readonly size: number,
  ) {
    super();
  }

  static of<K, V extends object | number>(entries: Iterable<readonly [K, V]> = []): VersionedMap<K, V> {
    const contents = new Map<K, V>(entries);
    const chain: Chain<K, V> = { contents, newest: null! };
    const map = new VersionedMap(chain, contents.size);
    chain.newest = map;
    return map;
  }

  /**
   * A new version with `changes` set (added or replaced); this one still reads as before. No change
   * gives this version back. Writing from an older version forks: a chain of its own (a full copy).
   */
  with(changes: ReadonlyMap<K, V>): VersionedMap<K, V> {
    if (changes.size === 0) return this;
    if (this.chain.newest !== this) return VersionedMap.of(this.entries()).with(changes);
    const { contents } = this.chain;
    const undo = new Map<K, V | undefined>();
    let size = this.size;
    // forEach, not for-of: no [key, value] pair is made per change (a status burst writes ~1,500 a frame).
    changes.forEach((value, key) => {
      const had = contents.get(key);
      undo.set(key, had);
      if (had === undefined) size += 1;
      contents.set(key, value);
    });
    const next = new VersionedMap(this.chain, size);
    this.chain.newest = next;
    this.undo = undo;
    this.successor = next;
    return next;
  }

  get(key: K): V | undefined {
    // The newest version (the usual reader) has no undo record: one lookup.
    if (this.undo) {
      for (const undo of this.undosToNewest()) if (undo.has(key)) return undo.get(key);
    }
    return this.chain.contents.get(key);
  }

  has(key: K): boolean {
    if (this.chain.newest === this) return this.chain.contents.has(key);
    return this.get(key) !== undefined;
  }

  /**
   * The newest version is the shared Map itself (iterate it before the next write, as one would a
   * Map being written); an old one is rebuilt from it and the undo records.
   */
  protected materialise(): ReadonlyMap<K, V> {
    if (this.chain.newest === this) return this.chain.contents;
    const undos = this.undosToNewest();
    const map = new Map(this.chain.contents);
    // From the newest record back to this version's: the oldest value of each key wins.
    for (let i = undos.length - 1; i >= 0; i -= 1) {
      for (const [key, value] of undos[i]!) {
        if (value === undefined) map.delete(key);
        else map.set(key, value);
      }
    }
    return map;
  }

  /** The undo records from this version's to the newest version's predecessor's, in that order. */
  private undosToNewest(): ReadonlyMap<K, V | undefined>[] {
    const undos: ReadonlyMap<K, V | undefined>[] = this.undo ? [this.undo] : [];
    // The newest version is the one without an undo record.
    for (let version = this.successor; version?.undo; version = version.successor) undos.push(version.undo);
    return undos;
  }
}

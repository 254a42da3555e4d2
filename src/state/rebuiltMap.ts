/**
 * The iteration half of `ReadonlyMap` for the versioned maps (positionMap.ts, versionedMap.ts):
 * each answers `get`, `has` and `size` itself and iterates over its contents as a Map, the shared
 * one for the newest version, a rebuilt one for an old version.
 */
export abstract class RebuiltMap<K, V> implements ReadonlyMap<K, V> {
  abstract readonly size: number;
  abstract get(key: K): V | undefined;
  abstract has(key: K): boolean;
  /** This version's contents, in the order a Map written the same way would iterate. */
  protected abstract materialise(): ReadonlyMap<K, V>;

  entries(): MapIterator<[K, V]> {
    return this.materialise().entries();
  }

  keys(): MapIterator<K> {
    return this.materialise().keys();
  }

  values(): MapIterator<V> {
    return this.materialise().values();
  }

  forEach(callback: (value: V, key: K, map: ReadonlyMap<K, V>) => void): void {
    for (const [key, value] of this.materialise()) callback(value, key, this);
  }

  [Symbol.iterator](): MapIterator<[K, V]> {
    return this.entries();
  }
}

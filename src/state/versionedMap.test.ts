import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { VersionedMap } from './versionedMap.ts';

type Value = { readonly n: number };
const keyArb = fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f');
/** Batches of sets; each batch makes one version. */
const batchesArb = fc.array(fc.array(fc.tuple(keyArb, fc.nat({ max: 9 })), { maxLength: 6 }), { maxLength: 12 });

describe('VersionedMap', () => {
  it('reads every version as a Map copied and written the same way would, in the same order', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(keyArb, fc.nat({ max: 9 })), { maxLength: 4 }), batchesArb, (initial, batches) => {
        const toEntries = (sets: readonly [string, number][]) => sets.map(([key, n]): [string, Value] => [key, { n }]);
        let model = new Map(toEntries(initial));
        let map = VersionedMap.of(model);
        const versions: [VersionedMap<string, Value>, Map<string, Value>][] = [[map, model]];
        for (const batch of batches) {
          const changes = new Map(toEntries(batch));
          model = new Map(model);
          for (const [key, value] of changes) model.set(key, value);
          const next = map.with(changes);
          if (changes.size === 0) expect(next).toBe(map);
          map = next;
          versions.push([map, model]);
        }
        // Old versions first, then newest: reading an old one must not disturb the others.
        for (const [version, expected] of versions) {
          expect([...version]).toEqual([...expected]);
          expect(version.size).toBe(expected.size);
          for (const key of ['a', 'b', 'c', 'd', 'e', 'f', 'z']) {
            expect(version.get(key)).toBe(expected.get(key));
            expect(version.has(key)).toBe(expected.has(key));
          }
        }
      }),
      { seed: 20_261_126, numRuns: 300 },
    );
  });

  it('gives a new version only when something was set, and keeps the values set (identity)', () => {
    const before = VersionedMap.of([['a', { n: 1 }]]);
    const value = { n: 2 };
    const after = before.with(new Map([['a', value]]));
    expect(after).not.toBe(before);
    expect(after.get('a')).toBe(value);
    expect(before.get('a')).toEqual({ n: 1 });
    expect(before.with(new Map())).toBe(before);
  });

  it('forks when an old version is written: both branches read their own writes', () => {
    const root = VersionedMap.of([['a', { n: 1 }]]);
    const left = root.with(new Map([['a', { n: 2 }]]));
    const right = root.with(new Map([['b', { n: 3 }]]));
    expect([...left]).toEqual([['a', { n: 2 }]]);
    expect([...right]).toEqual([['a', { n: 1 }], ['b', { n: 3 }]]);
    expect([...root]).toEqual([['a', { n: 1 }]]);
    expect(left.with(new Map([['c', { n: 4 }]])).get('c')).toEqual({ n: 4 });
  });
});

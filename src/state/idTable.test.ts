import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IdTable, numericId } from './idTable.ts';

describe('IdTable', () => {
  it('reads back what was set, as a Map would, for digit ids and any others, across growth', () => {
    const idArb = fc.oneof(fc.nat({ max: 5_000 }).map(String), fc.constantFrom('007', '0', '-1', '1e3', 'abc', '', '123456789012345', '1234567890123456', ' 1'));
    fc.assert(
      fc.property(fc.array(fc.tuple(idArb, fc.nat({ max: 1_000_000 })), { maxLength: 3_000 }), (writes) => {
        const table = new IdTable();
        const model = new Map<string, number>();
        for (const [id, value] of writes) {
          table.set(id, value);
          model.set(id, value);
        }
        for (const [id] of writes) expect(table.get(id)).toBe(model.get(id));
        expect(table.get('999999')).toBe(model.get('999999') ?? -1);
      }),
      { seed: 20_261_125, numRuns: 60 },
    );
  });

  it('looks up a range of numeric ids at once exactly as one by one, absent ones included', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.nat({ max: 20_000 }), { maxLength: 2_000 }), fc.array(fc.nat({ max: 20_000 }), { maxLength: 500 }), fc.nat({ max: 3 }), (stored, asked, from) => {
        const table = new IdTable();
        stored.forEach((id, value) => table.set(String(id), value));
        const ids = Float64Array.from(asked);
        const into = new Int32Array(ids.length).fill(-2);
        const start = Math.min(from, ids.length);
        table.getNumericMany(ids, start, ids.length, into);
        for (let i = start; i < ids.length; i += 1) expect(into[i - start]).toBe(table.getNumeric(ids[i]!));
        for (let i = ids.length - start; i < ids.length; i += 1) expect(into[i]).toBe(-2);
        for (let i = start; i < ids.length; i += 1) expect(into[i - start]).toBe(stored.indexOf(ids[i]!));
      }),
      { seed: 20_261_126, numRuns: 60 },
    );
  });

  it('keeps a fleet of runs of ids in pages, and moves every id to the hash when they turn out sparse', () => {
    const table = new IdTable();
    for (let i = 0; i < 5_000; i += 1) table.set(String(10_000_001 + i), i);
    for (let i = 0; i < 20; i += 1) table.set(String(20_000_001 + i), 5_000 + i);
    expect(table.paging).toBe(true);
    const ids = Float64Array.from([10_000_001, 10_004_999, 10_005_001, 20_000_020, 20_000_021, 9_999_999, 0]);
    const into = new Int32Array(ids.length);
    table.getNumericMany(ids, 0, ids.length, into);
    expect([...into]).toEqual([0, 4_998, -1, 5_019, -1, -1, -1]);

    // Ids a million apart: a page each would waste memory, so all of them go to the hash, still found.
    for (let i = 0; i < 1_000; i += 1) table.set(String(100_000_000_000 + i * 1_000_000), 10_000 + i);
    expect(table.paging).toBe(false);
    expect(table.get('10000001')).toBe(0);
    expect(table.get('20000020')).toBe(5_019);
    expect(table.get(String(100_000_000_000 + 999 * 1_000_000))).toBe(10_999);
    table.getNumericMany(ids, 0, ids.length, into);
    expect([...into]).toEqual([0, 4_998, -1, 5_019, -1, -1, -1]);
    table.set('10000001', 7);
    expect(table.get('10000001')).toBe(7);
  });

  it('reads back what was set for ids in runs far apart, in any order (pages added below and above)', () => {
    const idArb = fc.tuple(fc.constantFrom(0, 1_000_000, 10_000_000, 20_000_000, 60_000_000, 90_000_000), fc.nat({ max: 3_000 })).map(([base, offset]) => base + offset);
    fc.assert(
      fc.property(fc.array(fc.tuple(idArb, fc.nat({ max: 1_000_000 })), { maxLength: 2_000 }), (writes) => {
        const table = new IdTable();
        const model = new Map<number, number>();
        for (const [id, value] of writes) {
          table.set(String(id), value);
          model.set(id, value);
        }
        const ids = Float64Array.from([...model.keys(), 5_000, 10_003_001, 89_999_999]);
        const into = new Int32Array(ids.length);
        table.getNumericMany(ids, 0, ids.length, into);
        ids.forEach((id, i) => expect(into[i]).toBe(model.get(id) ?? -1));
      }),
      { seed: 20_261_127, numRuns: 60 },
    );
  });

  it('moves to the hash for a value pages cannot hold', () => {
    const table = new IdTable();
    table.set('5', 1);
    table.set('6', 2 ** 40);
    expect(table.paging).toBe(false);
    expect([table.get('5'), table.get('6'), table.get('7')]).toEqual([1, 2 ** 40, -1]);
  });

  it('takes only canonical decimal integers of up to 15 digits as numbers', () => {
    expect(numericId('30000001')).toBe(30_000_001);
    expect(numericId('0')).toBe(0);
    for (const other of ['', '01', '-1', '1.5', '1e3', ' 1', '1234567890123456', 'abc']) expect(numericId(other)).toBe(-1);
  });
});

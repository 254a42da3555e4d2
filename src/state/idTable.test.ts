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

  it('takes only canonical decimal integers of up to 15 digits as numbers', () => {
    expect(numericId('30000001')).toBe(30_000_001);
    expect(numericId('0')).toBe(0);
    for (const other of ['', '01', '-1', '1.5', '1e3', ' 1', '1234567890123456', 'abc']) expect(numericId(other)).toBe(-1);
  });
});

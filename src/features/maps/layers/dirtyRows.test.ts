import { describe, expect, it } from 'vitest';
import { DIRTY_BLOCK_ROWS, DirtyRows, MAX_DIRTY_RANGES, mergeRanges } from './dirtyRows.ts';

describe('dirty rows', () => {
  it('reports marked rows as block ranges, clipped to the row count, and clears them', () => {
    const dirty = new DirtyRows();
    expect(dirty.empty).toBe(true);
    expect(dirty.take(10)).toEqual([]);
    dirty.mark(3);
    dirty.mark(5);
    expect(dirty.empty).toBe(false);
    expect(dirty.take(10)).toEqual([{ startRow: 0, endRow: 10 }]);
    expect(dirty.empty).toBe(true);
    expect(dirty.take(10)).toEqual([]);
  });

  it('merges ranges a few clean blocks apart and keeps distant ones apart', () => {
    const dirty = new DirtyRows();
    const rows = 100 * DIRTY_BLOCK_ROWS;
    dirty.mark(0);
    dirty.mark(3 * DIRTY_BLOCK_ROWS + 1); // three clean blocks between: one range
    dirty.mark(50 * DIRTY_BLOCK_ROWS);
    dirty.mark(99 * DIRTY_BLOCK_ROWS + 7); // grows past the first 64 blocks
    expect(dirty.take(rows)).toEqual([
      { startRow: 0, endRow: 4 * DIRTY_BLOCK_ROWS },
      { startRow: 50 * DIRTY_BLOCK_ROWS, endRow: 51 * DIRTY_BLOCK_ROWS },
      { startRow: 99 * DIRTY_BLOCK_ROWS, endRow: rows },
    ]);
  });

  it('gives one range from the first to the last dirty row when there would be too many', () => {
    const dirty = new DirtyRows();
    const count = MAX_DIRTY_RANGES + 1;
    for (let i = 0; i < count; i += 1) dirty.mark(i * 10 * DIRTY_BLOCK_ROWS);
    expect(dirty.take(count * 10 * DIRTY_BLOCK_ROWS)).toEqual([{ startRow: 0, endRow: ((count - 1) * 10 + 1) * DIRTY_BLOCK_ROWS }]);
  });

  it('merges lists of ranges into sorted, disjoint ones', () => {
    expect(mergeRanges([[{ startRow: 5, endRow: 9 }]])).toEqual([{ startRow: 5, endRow: 9 }]);
    expect(mergeRanges([
      [{ startRow: 10, endRow: 20 }, { startRow: 40, endRow: 50 }],
      [{ startRow: 0, endRow: 5 }, { startRow: 15, endRow: 30 }, { startRow: 50, endRow: 60 }],
    ])).toEqual([{ startRow: 0, endRow: 5 }, { startRow: 10, endRow: 30 }, { startRow: 40, endRow: 60 }]);
  });
});

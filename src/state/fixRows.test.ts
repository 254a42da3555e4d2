import { describe, expect, it } from 'vitest';
import { FixRows, ROW } from './fixRows.ts';

describe('FixRows', () => {
  it('keeps a fix, its presence, stamp and kept-object flag in one 64-byte row per slot', () => {
    expect(ROW * Float64Array.BYTES_PER_ELEMENT).toBe(64);
    const rows = new FixRows(4);
    expect(rows.has(2)).toBe(false);
    rows.write(2, 1, 2, 3, 4, 5, 6, false);
    expect(rows.has(2)).toBe(true);
    expect(rows.has(1) || rows.has(3)).toBe(false);
    expect([0, 1, 2, 3, 4, 5].map((field) => rows.field(2, field))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(Array.from(rows.rows.subarray(2 * ROW, 2 * ROW + 6))).toEqual([1, 2, 3, 4, 5, 6]);
    expect(rows.objectKept(2)).toBe(false);
    rows.keepObject(2);
    expect(rows.objectKept(2) && rows.has(2)).toBe(true);
    // A write by value drops the kept object; one that came as an object keeps it.
    rows.write(2, 7, 7, 7, 7, 7, 7, false);
    expect(rows.objectKept(2)).toBe(false);
    rows.write(2, 8, 8, 8, 8, 8, 8, true);
    expect(rows.objectKept(2)).toBe(true);
    const undo = new Float64Array(8);
    rows.copyFix(2, undo, 1);
    expect(Array.from(undo)).toEqual([0, 8, 8, 8, 8, 8, 8, 0]);
  });

  it('stamps a slot once per serial, and grows keeping every row', () => {
    const rows = new FixRows(2);
    expect(rows.stamp(1, 1)).toBe(true);
    expect(rows.stamp(1, 1)).toBe(false);
    expect(rows.stamp(1, 2)).toBe(true);
    rows.write(1, 9, 8, 7, 6, 5, 4, true);
    rows.ensure(5);
    expect(rows.capacity).toBeGreaterThanOrEqual(6);
    expect(rows.has(1) && rows.objectKept(1) && !rows.has(5)).toBe(true);
    expect(rows.field(1, 0)).toBe(9);
    expect(rows.stamp(1, 2)).toBe(false);
  });

  it('keeps a reader\'s tag per slot beside the flags, through writes and flag changes', () => {
    const rows = new FixRows(4);
    expect(rows.tag(1)).toBe(-1);
    rows.setTag(1, 0);
    expect(rows.tag(1)).toBe(0);
    expect(rows.has(1)).toBe(false);
    rows.write(1, 1, 2, 3, 4, 5, 6, true);
    rows.setTag(1, 99_999);
    expect([rows.tag(1), rows.has(1), rows.objectKept(1)]).toEqual([99_999, true, true]);
    rows.write(1, 1, 2, 3, 4, 5, 6, false);
    rows.keepObject(1);
    expect([rows.tag(1), rows.has(1), rows.objectKept(1)]).toEqual([99_999, true, true]);
    rows.clearTags(4);
    expect([rows.tag(1), rows.has(1), rows.objectKept(1)]).toEqual([-1, true, true]);
  });
});

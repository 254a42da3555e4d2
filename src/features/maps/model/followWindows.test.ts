import { describe, expect, it } from 'vitest';
import { followWindowFor, followWindowPath } from './followWindows.ts';

/** SPEC §2's numbers, as the route table gives them to the map (its access test checks the routes). */
const FOLLOW_WINDOWS = [1, 2, ...Array.from({ length: 17 }, (_, i) => i + 4)];

describe('follow windows', () => {
  it('take the lowest free number, skipping 3', () => {
    expect(followWindowFor(FOLLOW_WINDOWS, new Map(), '10000001')).toEqual({ n: 1, existing: false });
    expect(followWindowFor(FOLLOW_WINDOWS, new Map([[1, '10000001'], [2, '10000002']]), '10000003')).toEqual({ n: 4, existing: false });
    expect(followWindowFor(FOLLOW_WINDOWS, new Map([[2, '10000002']]), '10000003')).toEqual({ n: 1, existing: false });
  });

  it('reuse the window already following the terminal', () => {
    expect(followWindowFor(FOLLOW_WINDOWS, new Map([[1, '10000001'], [4, '10000003']]), '10000003')).toEqual({ n: 4, existing: true });
  });

  it('have none left when all nineteen are open', () => {
    const all = new Map(FOLLOW_WINDOWS.map((n) => [n, `1000${String(n).padStart(4, '0')}`]));
    expect(followWindowFor(FOLLOW_WINDOWS, all, '20000009')).toBeNull();
    expect(followWindowFor(FOLLOW_WINDOWS, all, '10000004')).toEqual({ n: 4, existing: true });
  });

  it('carry the terminal in the path', () => {
    expect(followWindowPath(4, '10000003')).toBe('/maps/monitoring-follow-child-4?msId=10000003');
  });
});

import { describe, expect, it } from 'vitest';
import { OVERSCAN, rowWindow, WINDOW_FROM } from './rowWindow.ts';

describe('rowWindow', () => {
  it('renders a usual list whole', () => {
    expect(rowWindow(WINDOW_FROM, 5_000, 400, 48)).toEqual({ first: 0, last: WINDOW_FROM });
    expect(rowWindow(0, 0, 400, 48)).toEqual({ first: 0, last: 0 });
  });

  it('renders the rows in view of a long list and the overscan either side', () => {
    // 400 px of 48 px rows: 9 in view from row 0.
    expect(rowWindow(3_000, 0, 400, 48)).toEqual({ first: 0, last: 9 + OVERSCAN });
    // Scrolled to row 100.
    expect(rowWindow(3_000, 4_800, 400, 48)).toEqual({ first: 100 - OVERSCAN, last: 109 + OVERSCAN });
  });

  it('stays inside the list at its end and when scrolled past it', () => {
    expect(rowWindow(3_000, 3_000 * 48, 400, 48)).toEqual({ first: 2_999 - OVERSCAN, last: 3_000 });
    expect(rowWindow(3_000, 10_000_000, 400, 48)).toEqual({ first: 2_999 - OVERSCAN, last: 3_000 });
    expect(rowWindow(3_000, -50, 400, 48)).toEqual({ first: 0, last: 9 + OVERSCAN });
  });
});

import { describe, expect, it } from 'vitest';
import { FoldCost } from './foldCost.ts';

describe('FoldCost', () => {
  it('sums the folds of a frame, books each to the frame it began in, and hands back their result', () => {
    const clock = { now: 0 };
    const cost = new FoldCost(10, () => clock.now);
    expect(cost.time(() => ((clock.now += 2), 'folded'))).toBe('folded');
    clock.now = 5;
    cost.time(() => (clock.now += 1.5));
    expect(cost.msInFrame(0)).toBe(3.5);
    expect(cost.msInFrame(1)).toBe(0);
    clock.now = 9;
    cost.time(() => (clock.now += 4)); // began in frame 0, ran into frame 1
    expect(cost.msInFrame(0)).toBe(7.5);
    clock.now = 21;
    cost.time(() => (clock.now += 1));
    expect(cost.msInFrame(2)).toBe(1);
    expect(cost.msInFrame(0)).toBe(0);
  });
});

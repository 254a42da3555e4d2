import { describe, expect, it } from 'vitest';
import { FoldCost } from './foldCost.ts';

describe('FoldCost', () => {
  it('learns the fold time per event of the batches it times, and hands back their result', () => {
    const clock = { now: 0 };
    const cost = new FoldCost(() => clock.now);
    const before = cost.msPerEvent;
    for (let i = 0; i < 200; i += 1) {
      // 1,000 events folded in 2 ms: 2 µs each
      expect(cost.time(1_000, () => ((clock.now += 2), 'folded'))).toBe('folded');
    }
    expect(before).not.toBeCloseTo(0.002, 4);
    expect(cost.msPerEvent).toBeCloseTo(0.002, 4);
  });

  it('does not count batches too small to say anything, nor snapshots (0 events)', () => {
    const clock = { now: 0 };
    const cost = new FoldCost(() => clock.now);
    const before = cost.msPerEvent;
    cost.time(0, () => (clock.now += 50));
    cost.time(3, () => (clock.now += 5));
    expect(cost.msPerEvent).toBe(before);
  });
});

import { describe, expect, it } from 'vitest';
import { valueStepFor } from './valueSteps.ts';

describe('valueStepFor (SPEC §9 distance-based value steps)', () => {
  it.each([
    [0, 1],
    [50, 1],
    [50.01, 3],
    [100, 3],
    [100.5, 6],
    [200, 6],
    [250, 10],
    [300, 10],
    [301, 15],
    [400, 15],
    [401, 20],
    [500, 20],
    [999, 30],
    [1000, 30],
    [1000.1, 50],
    [1e7, 50],
  ])('%d m gives %d', (distance, step) => {
    expect(valueStepFor(distance)).toBe(step);
  });

  it('treats a missing distance as no move', () => {
    expect(valueStepFor(Number.NaN)).toBe(1);
    expect(valueStepFor(-5)).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import { computePeaks } from './waveform.ts';

describe('computePeaks', () => {
  it('gives each column the lowest and highest sample of its slice', () => {
    const samples = Float32Array.from([0, 0.5, -0.25, 0.1, -1, 0.2, 0.3, 0.9]);
    const { min, max } = computePeaks([samples], 4);
    expect([...min]).toEqual([0, -0.25, -1, 0.30000001192092896]);
    expect([...max]).toEqual([0.5, 0.10000000149011612, 0.20000000298023224, 0.8999999761581421]);
  });

  it('takes every channel into account', () => {
    const left = Float32Array.from([0.1, 0.1, 0.1, 0.1]);
    const right = Float32Array.from([-0.6, 0, 0.7, 0]);
    const { min, max } = computePeaks([left, right], 2);
    expect([...min].map((v) => +v.toFixed(2))).toEqual([-0.6, 0]);
    expect([...max].map((v) => +v.toFixed(2))).toEqual([0.1, 0.7]);
  });

  it('shows a sample in every column when there are more columns than samples', () => {
    const { min, max } = computePeaks([Float32Array.from([0.5, -0.5])], 4);
    expect([...max]).toEqual([0.5, 0.5, -0.5, -0.5]);
    expect([...min]).toEqual([0.5, 0.5, -0.5, -0.5]);
  });

  it('is flat for silence or no audio, and empty for no columns', () => {
    expect([...computePeaks([], 3).max]).toEqual([0, 0, 0]);
    expect([...computePeaks([new Float32Array(10)], 2).min]).toEqual([0, 0]);
    expect(computePeaks([new Float32Array(10)], 0).max.length).toBe(0);
  });
});

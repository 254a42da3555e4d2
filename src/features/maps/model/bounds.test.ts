import { describe, expect, it } from 'vitest';
import { boundsOfFixes } from './bounds.ts';

const track = (points: [number, number][]) => ({ length: points.length, lng: Float64Array.from(points, (p) => p[0]), lat: Float64Array.from(points, (p) => p[1]) });

describe('boundsOfFixes', () => {
  it('spans every fix of every track', () => {
    expect(boundsOfFixes([track([[116.3, 39.9], [116.5, 39.8]]), track([[116.1, 40.1]])])).toEqual([[116.1, 39.8], [116.5, 40.1]]);
  });

  it('is null without a fix, so the map keeps its view', () => {
    expect(boundsOfFixes([])).toBeNull();
    expect(boundsOfFixes([track([])])).toBeNull();
  });

  it('reads only the first length rows of longer columns', () => {
    const columns = { length: 1, lng: Float64Array.of(10, 50), lat: Float64Array.of(20, 60) };
    expect(boundsOfFixes([columns])).toEqual([[10, 20], [10, 20]]);
  });
});

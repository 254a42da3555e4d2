import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { greatCircleMetres, indexAtTime, TrackBuilder } from './track.ts';
import { readDistance } from './units.ts';

describe('great-circle distance on a 6371 km Earth', () => {
  it('measures a degree of latitude and a degree of longitude at the equator as 111.19 km', () => {
    expect(greatCircleMetres(0, 0, 1, 0)).toBeCloseTo(111_194.9, 0);
    expect(greatCircleMetres(0, 0, 0, 1)).toBeCloseTo(111_194.9, 0);
    // Half way round: π × 6371 km.
    expect(greatCircleMetres(0, 0, 0, 180)).toBeCloseTo(Math.PI * 6_371_000, 0);
    expect(greatCircleMetres(39.47, -0.37, 39.47, -0.37)).toBe(0);
  });
});

describe('track statistics', () => {
  it('sums the legs and takes max, min and mean of the reported speeds', () => {
    const builder = new TrackBuilder();
    builder.push(0, 0, 2, 0, 10, 1_000);
    builder.push(0.001, 0, 6, 0, 11, 2_000);
    builder.push(0.001, 0.001, 4, 90, 12, 3_000);
    const track = builder.finish();
    const leg = greatCircleMetres(0, 0, 0.001, 0);
    expect(track.cumulative[1]).toBeCloseTo(leg, 6);
    expect(track.statistics.distanceM).toBeCloseTo(leg + greatCircleMetres(0.001, 0, 0.001, 0.001), 6);
    expect(track.statistics).toMatchObject({ start: 1_000, end: 3_000, maxSpeed: 6, minSpeed: 2, avgSpeed: 4 });
    expect([...track.path]).toEqual([0, 0, 0, 0.001, 0.001, 0.001]);
  });

  it('grows past its first capacity without losing fixes, and an empty track has zero statistics', () => {
    const builder = new TrackBuilder();
    for (let i = 0; i < 5_000; i += 1) builder.push(i * 1e-5, 0, i % 7, 0, 0, i * 1_000);
    const track = builder.finish();
    expect(track.length).toBe(5_000);
    expect(track.time[4_999]).toBe(4_999_000);
    expect(track.lat[4_321]).toBeCloseTo(0.04321, 9);
    expect(track.statistics.maxSpeed).toBe(6);
    expect(new TrackBuilder().finish().statistics).toEqual({ distanceM: 0, start: 0, end: 0, maxSpeed: 0, minSpeed: 0, avgSpeed: 0 });
  });

  it('reads distances in m below a kilometre and in km above', () => {
    expect(readDistance(999.4)).toEqual({ value: 999, unit: 'm' });
    expect(readDistance(1_000)).toEqual({ value: 1, unit: 'km' });
    expect(readDistance(12_345.6)).toEqual({ value: 12.35, unit: 'km' });
  });
});

describe('time → point index', () => {
  it('finds the last fix at or before a time, clamped to the track', () => {
    const times = new Float64Array([10, 20, 20, 30, 50]);
    expect(indexAtTime(times, 5, 0)).toBe(0);
    expect(indexAtTime(times, 5, 10)).toBe(0);
    expect(indexAtTime(times, 5, 19)).toBe(0);
    expect(indexAtTime(times, 5, 20)).toBe(2);
    expect(indexAtTime(times, 5, 49)).toBe(3);
    expect(indexAtTime(times, 5, 99)).toBe(4);
    expect(indexAtTime(times, 0, 5)).toBe(-1);
  });

  it('agrees with a linear scan on any sorted track', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 200 }), fc.integer({ min: -10, max: 1_010 }), (raw, at) => {
        const times = Float64Array.from(raw.sort((a, b) => a - b));
        let expected = 0;
        for (let i = 0; i < times.length; i += 1) if (times[i]! <= at) expected = i;
        expect(indexAtTime(times, times.length, at)).toBe(expected);
      }),
      { seed: 5 },
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseCoordinate, normalisePosition } from './coordinates.ts';

describe('coordinate normalisation (SPEC §9)', () => {
  it('divides a magnitude of 200 or more by a million', () => {
    expect(normaliseCoordinate(39_469_900)).toBeCloseTo(39.4699, 6);
    expect(normaliseCoordinate(-376_300)).toBeCloseTo(-0.3763, 6);
    expect(normaliseCoordinate(200)).toBe(0.0002);
    expect(normaliseCoordinate(-200)).toBe(-0.0002);
  });

  it('keeps degrees as they are', () => {
    expect(normaliseCoordinate(199.999)).toBe(199.999);
    expect(normaliseCoordinate(-0.3763)).toBe(-0.3763);
    expect(normaliseCoordinate(0)).toBe(0);
  });

  it('gives the same place for degrees and their microdegrees', () => {
    fc.assert(
      fc.property(fc.integer({ min: -90_000_000, max: 90_000_000 }), fc.integer({ min: -180_000_000, max: 180_000_000 }), (lat, lng) => {
        // Only microdegree values at or above the threshold are recognisable as such.
        fc.pre(Math.abs(lat) >= 200 && Math.abs(lng) >= 200);
        const position = normalisePosition(lat, lng);
        expect(position?.lat).toBeCloseTo(lat / 1e6, 9);
        expect(position?.lng).toBeCloseTo(lng / 1e6, 9);
      }),
    );
  });

  it('refuses what is no place on Earth', () => {
    expect(normalisePosition(Number.NaN, 1)).toBeNull();
    expect(normalisePosition(95, 1)).toBeNull();
    expect(normalisePosition(10, 185)).toBeNull();
    expect(normalisePosition(100_000_000, 1)).toBeNull(); // 100° after dividing
  });
});

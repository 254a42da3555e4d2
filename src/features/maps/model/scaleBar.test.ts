import { describe, expect, it } from 'vitest';
import { metresPerPixel, scaleBar } from './scaleBar.ts';

describe('metresPerPixel', () => {
  it('is the equator over 512 pixels at zoom 0, halving with each zoom level', () => {
    expect(metresPerPixel(0, 0)).toBeCloseTo((2 * Math.PI * 6_371_000) / 512, 6);
    expect(metresPerPixel(0, 1)).toBeCloseTo(metresPerPixel(0, 0) / 2, 6);
  });

  it('shrinks with the cosine of the latitude (Mercator)', () => {
    expect(metresPerPixel(60, 10)).toBeCloseTo(metresPerPixel(0, 10) / 2, 6);
  });
});

describe('scaleBar', () => {
  it('takes the longest of 1, 2 and 5 times a power of ten that fits', () => {
    expect(scaleBar(10, 100)).toEqual({ metres: 1000, widthPx: 100 });
    expect(scaleBar(9, 100)).toEqual({ metres: 500, widthPx: 500 / 9 });
    expect(scaleBar(3, 100)).toEqual({ metres: 200, widthPx: 200 / 3 });
    expect(scaleBar(1.9, 100)).toEqual({ metres: 100, widthPx: 100 / 1.9 });
    expect(scaleBar(600, 100)).toEqual({ metres: 50_000, widthPx: 50_000 / 600 });
  });

  it('is never wider than asked nor shorter than half of it, over zooms 0 to 22 and latitudes to 80°', () => {
    for (let zoom = 0; zoom <= 22; zoom += 0.25) {
      for (const lat of [0, 30, 51.5, 80]) {
        const { widthPx, metres } = scaleBar(metresPerPixel(lat, zoom), 100);
        expect(widthPx).toBeLessThanOrEqual(100 + 1e-9);
        // A step of 1, 2 or 5: the next one up is at most 2.5 times as long, so the bar fills 40 % at least.
        expect(widthPx).toBeGreaterThanOrEqual(40 - 1e-9);
        expect(metres).toBeGreaterThan(0);
      }
    }
  });

  it('goes below a metre when a metre is wider than the bar (the deepest zoom near the poles)', () => {
    const { metres, widthPx } = scaleBar(0.0065, 100);
    expect(metres).toBeCloseTo(0.5, 12);
    expect(widthPx).toBeCloseTo(0.5 / 0.0065, 9);
  });
});

import { describe, expect, it } from 'vitest';
import { displayDistance, EARTH_RADIUS_M, greatCircleDistance, pathLength } from './ranging.ts';

describe('ranging', () => {
  it('uses the SPEC Earth radius: a quarter meridian is πR/2', () => {
    expect(greatCircleDistance({ lng: 0, lat: 0 }, { lng: 0, lat: 90 })).toBeCloseTo((Math.PI * EARTH_RADIUS_M) / 2, 3);
    expect(EARTH_RADIUS_M).toBe(6_371_000);
  });

  it('one degree of longitude on the equator is 111.195 km', () => {
    expect(greatCircleDistance({ lng: 10, lat: 0 }, { lng: 11, lat: 0 })).toBeCloseTo(111_194.93, 1);
  });

  it('measures a known city pair (Paris to London, 343.5 km on this sphere)', () => {
    const paris = { lng: 2.3522, lat: 48.8566 };
    const london = { lng: -0.1276, lat: 51.5072 };
    expect(greatCircleDistance(paris, london) / 1000).toBeCloseTo(343.56, 1);
    expect(greatCircleDistance(london, paris)).toBeCloseTo(greatCircleDistance(paris, london), 6);
  });

  it('adds the legs of a polyline and gives 0 for fewer than two points', () => {
    const a = { lng: 0, lat: 0 };
    const b = { lng: 0, lat: 1 };
    const c = { lng: 1, lat: 1 };
    expect(pathLength([])).toBe(0);
    expect(pathLength([a])).toBe(0);
    expect(pathLength([a, b, c])).toBeCloseTo(greatCircleDistance(a, b) + greatCircleDistance(b, c), 6);
  });

  it('shows metres below a kilometre and kilometres with two decimals above', () => {
    expect(displayDistance(0)).toEqual({ value: 0, unit: 'm' });
    expect(displayDistance(999.4)).toEqual({ value: 999, unit: 'm' });
    expect(displayDistance(1000)).toEqual({ value: 1, unit: 'km' });
    expect(displayDistance(12_345.6)).toEqual({ value: 12.35, unit: 'km' });
  });
});

import { describe, expect, it } from 'vitest';
import { clampToPolygon, distanceFor, insideRing, rssiAt, scaleFrom, toMetres, toPixel, trilaterate } from './indoorGeometry.ts';

describe('log-distance path loss', () => {
  it('gives the RSSI at 1 m at one metre and loses 10·n dB per decade', () => {
    expect(rssiAt(1, -59, 2)).toBe(-59);
    expect(rssiAt(10, -59, 2)).toBeCloseTo(-79, 12);
    expect(rssiAt(100, -70, 3.5)).toBeCloseTo(-140, 12);
  });

  it('inverts exactly: distance → RSSI → distance', () => {
    for (const n of [1.1, 2, 3.3, 10]) {
      for (const rssi1m of [-100, -75, -50]) {
        for (const d of [0.5, 1, 3.7, 12, 40]) expect(distanceFor(rssiAt(d, rssi1m, n), rssi1m, n)).toBeCloseTo(d, 9);
      }
    }
  });

  it('reads a known value: −79 dBm with −59 at 1 m and n = 2 is 10 m', () => {
    expect(distanceFor(-79, -59, 2)).toBeCloseTo(10, 12);
  });
});

describe('least-squares trilateration', () => {
  const corners = [
    { x: 0, y: 0 },
    { x: 10, y: 0 },
    { x: 10, y: 8 },
    { x: 0, y: 8 },
  ];
  const rangesTo = (p: { x: number; y: number }, beacons = corners) => beacons.map((b) => ({ ...b, distance: Math.hypot(p.x - b.x, p.y - b.y) }));

  it('finds the exact point from exact ranges, with three or four beacons', () => {
    for (const p of [
      { x: 3, y: 4 },
      { x: 7.25, y: 1.5 },
      { x: 5, y: 4 },
      { x: 0.1, y: 7.9 },
    ]) {
      const four = trilaterate(rangesTo(p))!;
      expect(four.x).toBeCloseTo(p.x, 9);
      expect(four.y).toBeCloseTo(p.y, 9);
      const three = trilaterate(rangesTo(p, corners.slice(0, 3)))!;
      expect(three.x).toBeCloseTo(p.x, 9);
      expect(three.y).toBeCloseTo(p.y, 9);
    }
  });

  it('stays close with noisy ranges (each off by up to 5 %)', () => {
    const p = { x: 4, y: 3 };
    const noisy = rangesTo(p).map((r, i) => ({ ...r, distance: r.distance * [1.05, 0.95, 1.03, 0.97][i]! }));
    const found = trilaterate(noisy)!;
    expect(Math.hypot(found.x - p.x, found.y - p.y)).toBeLessThan(0.5);
  });

  it('has no answer with fewer than three beacons or beacons on one line', () => {
    expect(trilaterate(rangesTo({ x: 1, y: 1 }, corners.slice(0, 2)))).toBeNull();
    const line = [0, 5, 10].map((x) => ({ x, y: 0 }));
    expect(trilaterate(rangesTo({ x: 3, y: 2 }, line))).toBeNull();
  });
});

describe('border and frame', () => {
  const square = [
    { x: 0, y: 0 },
    { x: 4, y: 0 },
    { x: 4, y: 4 },
    { x: 0, y: 4 },
  ];

  it('keeps a point inside and moves one outside to the nearest edge', () => {
    expect(insideRing({ x: 2, y: 2 }, square)).toBe(true);
    expect(clampToPolygon({ x: 2, y: 2 }, square)).toEqual({ x: 2, y: 2 });
    expect(clampToPolygon({ x: 6, y: 1 }, square)).toEqual({ x: 4, y: 1 });
    expect(clampToPolygon({ x: -3, y: -3 }, square)).toEqual({ x: 0, y: 0 });
    // No border: nothing to clamp to.
    expect(clampToPolygon({ x: 9, y: 9 }, [])).toEqual({ x: 9, y: 9 });
  });

  it('turns pixels into metres with y up and back', () => {
    const origin = { x: 100, y: 500 };
    expect(toMetres({ x: 300, y: 300 }, origin, 20)).toEqual({ x: 10, y: 10 });
    expect(toPixel({ x: 10, y: 10 }, origin, 20)).toEqual({ x: 300, y: 300 });
  });

  it('gives the scale from two points and a typed distance', () => {
    expect(scaleFrom({ x: 0, y: 0 }, { x: 300, y: 400 }, 10)).toBe(50);
    expect(scaleFrom({ x: 0, y: 0 }, { x: 0, y: 0 }, 10)).toBeNull();
    expect(scaleFrom({ x: 0, y: 0 }, { x: 3, y: 4 }, 0)).toBeNull();
  });
});

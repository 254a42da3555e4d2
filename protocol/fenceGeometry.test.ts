import { describe, expect, it } from 'vitest';
import { greatCircleMetres, insideCircle, insidePolygon, ringArea, selfIntersects, type LngLat } from './fenceGeometry.ts';

const square: LngLat[] = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 1],
];

describe('great-circle distance', () => {
  it('is zero for one point and symmetric', () => {
    expect(greatCircleMetres([-0.3763, 39.4699], [-0.3763, 39.4699])).toBe(0);
    const a: LngLat = [-0.38, 39.47];
    const b: LngLat = [-0.36, 39.48];
    expect(greatCircleMetres(a, b)).toBeCloseTo(greatCircleMetres(b, a), 9);
  });

  it('gives 111.19 km for a degree of latitude on a 6371 km earth', () => {
    expect(greatCircleMetres([0, 0], [0, 1])).toBeCloseTo(111_194.9, 0);
  });

  it('shrinks a degree of longitude with the cosine of latitude', () => {
    expect(greatCircleMetres([0, 60], [1, 60]) / greatCircleMetres([0, 0], [1, 0])).toBeCloseTo(0.5, 3);
  });

  it('is half the circumference between antipodes', () => {
    expect(greatCircleMetres([0, 0], [180, 0])).toBeCloseTo(Math.PI * 6_371_000, 0);
  });
});

describe('inside a circle', () => {
  const center: LngLat = [-0.3763, 39.4699];
  it('holds points closer than the radius and not farther', () => {
    // 0.001° of latitude is about 111 m.
    expect(insideCircle([-0.3763, 39.4708], center, 111)).toBe(true);
    expect(insideCircle([-0.3763, 39.4711], center, 111)).toBe(false);
  });
  it('counts the centre and the rim as inside', () => {
    expect(insideCircle(center, center, 10)).toBe(true);
    const rim = greatCircleMetres(center, [-0.3763, 39.4709]);
    expect(insideCircle([-0.3763, 39.4709], center, rim)).toBe(true);
  });
  it('measures east-west on the sphere, not in degrees', () => {
    // At 60° N 0.002° of longitude is ~111 m, not 222 m.
    expect(insideCircle([0.002, 60], [0, 60], 112)).toBe(true);
    expect(insideCircle([0.002, 60], [0, 60], 110)).toBe(false);
  });
});

describe('inside a polygon', () => {
  it('holds an inner point and not an outer one', () => {
    expect(insidePolygon([0.5, 0.5], square)).toBe(true);
    expect(insidePolygon([1.5, 0.5], square)).toBe(false);
    expect(insidePolygon([-0.001, 0.5], square)).toBe(false);
  });
  it('counts edges and vertices as inside', () => {
    expect(insidePolygon([1, 0.5], square)).toBe(true);
    expect(insidePolygon([0.5, 0], square)).toBe(true);
    expect(insidePolygon([0, 0], square)).toBe(true);
    expect(insidePolygon([1, 1], square)).toBe(true);
  });
  it('is not fooled by a ray through a vertex', () => {
    const diamond: LngLat[] = [
      [0, 1],
      [1, 0],
      [2, 1],
      [1, 2],
    ];
    expect(insidePolygon([0.5, 1], diamond)).toBe(true);
    expect(insidePolygon([-0.5, 1], diamond)).toBe(false);
    expect(insidePolygon([2.5, 1], diamond)).toBe(false);
  });
  it('handles a concave ring (the notch is outside)', () => {
    const u: LngLat[] = [
      [0, 0],
      [3, 0],
      [3, 3],
      [2, 3],
      [2, 1],
      [1, 1],
      [1, 3],
      [0, 3],
    ];
    expect(insidePolygon([1.5, 2], u)).toBe(false);
    expect(insidePolygon([0.5, 2], u)).toBe(true);
    expect(insidePolygon([1.5, 0.5], u)).toBe(true);
  });
  it('does not depend on the winding', () => {
    expect(insidePolygon([0.5, 0.5], [...square].reverse())).toBe(true);
  });
  it('has no inside with fewer than three points', () => {
    expect(insidePolygon([0, 0], [[0, 0], [1, 1]])).toBe(false);
  });
  it('works with the small coordinates of a real street block', () => {
    const block: LngLat[] = [
      [-0.3790, 39.4680],
      [-0.3740, 39.4680],
      [-0.3740, 39.4720],
      [-0.3790, 39.4720],
    ];
    expect(insidePolygon([-0.3763, 39.4699], block)).toBe(true);
    expect(insidePolygon([-0.3700, 39.4699], block)).toBe(false);
  });
});

describe('ring checks', () => {
  it('finds a bow tie and passes a square', () => {
    expect(selfIntersects(square)).toBe(false);
    expect(selfIntersects([[0, 0], [1, 1], [1, 0], [0, 1]])).toBe(true);
  });
  it('gives no area to points on one line', () => {
    expect(ringArea([[0, 0], [1, 1], [2, 2]])).toBe(0);
    expect(Math.abs(ringArea(square))).toBe(1);
  });
});

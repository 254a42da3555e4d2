import { describe, expect, it } from 'vitest';
import { RoadNetSchema } from '../../protocol/roadNet.ts';
import { demoTerminals } from '../platform/seed/demo-fleet.ts';
import { landMask } from './land.ts';
import { DEMO_STREET_GRID, demoStreetNet, fromGridMetres, roadNetOf, streetNetOf, toGridMetres, type StreetGrid } from './street-grid.ts';

const SMALL: StreetGrid = { origin: { lat: 0, lng: 0 }, blockM: 100, halfBlocks: 3, avenueEvery: 5 };

describe('the street net', () => {
  it('keeps only blocks on land, as runs of whole blocks', () => {
    // Land is everything west of 150 m east of the origin: columns -3..1 keep their blocks.
    const net = streetNetOf(SMALL, (lng) => lng < fromGridMetres(SMALL, 150, 0).lng);
    expect(net.leads(100, 0, 90)).toBe(false); // 100 → 200 m east ends in the sea
    expect(net.leads(0, 0, 90)).toBe(true);
    expect(net.leads(100, 0, 0)).toBe(true);
    expect(net.leads(-300, 0, 270)).toBe(false); // the grid's edge
    const roads = roadNetOf(net).features;
    expect(roads.filter((road) => road.properties.name.startsWith('Calle'))).toHaveLength(5);
    for (const road of roads.filter((candidate) => candidate.properties.name.startsWith('Avenida'))) {
      expect(road.geometry.coordinates).toEqual([
        [fromGridMetres(SMALL, -300, 0).lng, road.geometry.coordinates[0]![1]],
        [fromGridMetres(SMALL, 100, 0).lng, road.geometry.coordinates[0]![1]],
      ]);
    }
    expect(net.nearestCrossing(fromGridMetres(SMALL, 290, 10))).toEqual({ x: 100, y: 0 });
  });

  it('tests land by ray casting, holes included', () => {
    const square = (w: number, s: number, e: number, n: number) => [[w, s], [e, s], [e, n], [w, n], [w, s]];
    const isLand = landMask({ type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] }, [-1, -1, 11, 11]);
    expect(isLand(2, 2)).toBe(true);
    expect(isLand(5, 5)).toBe(false); // the lake
    expect(isLand(10.5, 5)).toBe(false);
  });
});

describe('the demo streets', () => {
  const net = demoStreetNet();
  const roads = roadNetOf(net);

  it('form a valid, deterministic road net over central Valencia, on land only', () => {
    expect(RoadNetSchema.safeParse(roads).success).toBe(true);
    expect(roadNetOf(net)).toEqual(roads);
    expect(roads.features.length).toBeGreaterThan(200);
    // The control room's crossing has streets; the open sea east of the port has none.
    expect(net.leads(0, 0, 0) || net.leads(0, 0, 90)).toBe(true);
    const sea = toGridMetres(DEMO_STREET_GRID, { lat: 39.45, lng: -0.27 });
    expect(net.nearestCrossing({ lat: 39.45, lng: -0.27 }).x).toBeLessThan(sea.x - 1_000);
  });

  it('reach every demo terminal within a block or two of its home', () => {
    for (const terminal of demoTerminals(0)) {
      const home = toGridMetres(DEMO_STREET_GRID, terminal.gps!);
      const crossing = net.nearestCrossing(terminal.gps!);
      expect(Math.hypot(crossing.x - home.x, crossing.y - home.y)).toBeLessThan(1_500);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { RoadNetSchema } from '../../protocol/roadNet.ts';
import { demoTerminals } from '../platform/seed/demo-fleet.ts';
import { DEMO_STREET_GRID, fromGridMetres, nearestCrossing, roadNetOf, toGridMetres } from './street-grid.ts';

describe('the demo street grid', () => {
  const net = roadNetOf(DEMO_STREET_GRID);

  it('is a valid road net with two lines per grid index, avenues every fifth', () => {
    expect(RoadNetSchema.safeParse(net).success).toBe(true);
    expect(net.features).toHaveLength(2 * (2 * DEMO_STREET_GRID.halfBlocks + 1));
    const avenues = net.features.filter((road) => road.properties.kind === 'avenue');
    expect(avenues.length).toBe(2 * (2 * Math.floor(DEMO_STREET_GRID.halfBlocks / 5) + 1));
    expect(roadNetOf(DEMO_STREET_GRID)).toEqual(net); // deterministic
  });

  it('converts between degrees and grid metres both ways', () => {
    const at = fromGridMetres(DEMO_STREET_GRID, 1_200, -360);
    const back = toGridMetres(DEMO_STREET_GRID, at);
    expect(back.x).toBeCloseTo(1_200, 0);
    expect(back.y).toBeCloseTo(-360, 0);
  });

  it('covers the home of every demo terminal', () => {
    const extent = DEMO_STREET_GRID.halfBlocks * DEMO_STREET_GRID.blockM;
    for (const terminal of demoTerminals(0)) {
      const { x, y } = toGridMetres(DEMO_STREET_GRID, terminal.gps!);
      expect(Math.max(Math.abs(x), Math.abs(y))).toBeLessThan(extent - 1_500);
    }
  });

  it('snaps a place to a crossing inside the grid', () => {
    const far = nearestCrossing(DEMO_STREET_GRID, { lat: 45, lng: 5 });
    const extent = DEMO_STREET_GRID.halfBlocks * DEMO_STREET_GRID.blockM;
    expect(far).toEqual({ x: extent, y: extent });
  });
});

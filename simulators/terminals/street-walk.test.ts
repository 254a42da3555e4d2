import { describe, expect, it } from 'vitest';
import { DEMO_STREET_GRID, toGridMetres } from '../world/street-grid.ts';
import { seededRandom } from './random.ts';
import { advance, positionOf, startWalk } from './street-walk.ts';

const onLine = (metres: number) => Math.abs(metres / DEMO_STREET_GRID.blockM - Math.round(metres / DEMO_STREET_GRID.blockM)) < 1e-3;

describe('a street walk', () => {
  it('stays on the road net the emulator serves, wherever it starts', () => {
    const random = seededRandom(7);
    const extent = DEMO_STREET_GRID.halfBlocks * DEMO_STREET_GRID.blockM;
    // One walk in the middle, one starting at the grid's north-east corner: it must not leave.
    for (const home of [{ lat: 39.47, lng: -0.37 }, { lat: 39.54, lng: -0.28 }]) {
      let walk = startWalk(home, 12, random);
      for (let step = 0; step < 2_000; step += 1) {
        walk = advance(walk, 1, random);
        const { x, y } = toGridMetres(DEMO_STREET_GRID, positionOf(walk));
        expect(onLine(x) || onLine(y)).toBe(true);
        expect(Math.max(Math.abs(walk.x), Math.abs(walk.y))).toBeLessThanOrEqual(extent);
      }
    }
  });

  it('keeps near home: past the roam limit it turns back', () => {
    const random = seededRandom(3);
    let walk = startWalk({ lat: 39.47, lng: -0.37 }, 10, random);
    let farthest = 0;
    for (let step = 0; step < 5_000; step += 1) {
      walk = advance(walk, 1, random);
      farthest = Math.max(farthest, Math.hypot(walk.x - walk.homeX, walk.y - walk.homeY));
    }
    expect(farthest).toBeLessThan(2_500);
  });
});

import { describe, expect, it } from 'vitest';
import { demoStreetNet, type StreetNet } from './street-grid.ts';
import { seededRandom } from './random.ts';
import { advance, startWalk, type Walk } from './street-walk.ts';

/** Whether the walk stands on a street of the net: a crossing, or inside a block that exists. */
function onStreet(net: StreetNet, walk: Walk): boolean {
  const block = net.grid.blockM;
  const i = walk.x / block;
  const j = walk.y / block;
  const onColumn = Math.abs(i - Math.round(i)) < 1e-6;
  const onRow = Math.abs(j - Math.round(j)) < 1e-6;
  if (onColumn && onRow) return true;
  if (onColumn) return net.has(Math.round(i), Math.floor(j), 2);
  if (onRow) return net.has(Math.floor(i), Math.round(j), 1);
  return false;
}

describe('a street walk', () => {
  const net = demoStreetNet();

  it('stays on the road net the emulator serves, inland and along the coast', () => {
    const random = seededRandom(7);
    // The control room, and the port on the coast where streets end at the sea.
    for (const home of [{ lat: 39.4699, lng: -0.3763 }, { lat: 39.4595, lng: -0.3235 }]) {
      let walk = startWalk(home, 12, random, net);
      for (let step = 0; step < 3_000; step += 1) {
        walk = advance(walk, 1, random);
        expect(onStreet(net, walk)).toBe(true);
      }
    }
  });

  it('keeps near home: past the roam limit it turns back', () => {
    const random = seededRandom(3);
    let walk = startWalk({ lat: 39.47, lng: -0.37 }, 10, random, net);
    let farthest = 0;
    for (let step = 0; step < 5_000; step += 1) {
      walk = advance(walk, 1, random);
      farthest = Math.max(farthest, Math.hypot(walk.x - walk.homeX, walk.y - walk.homeY));
    }
    expect(farthest).toBeLessThan(2_500);
  });
});

import { describe, expect, it } from 'vitest';
import type { IndoorArea } from '../../../protocol/index.ts';
import { beaconReadings } from '../../terminals/beacon-scanner.ts';
import { seededRandom } from '../../world/random.ts';
import { locate } from './locate.ts';

/** A 12 m × 8 m room at 50 px/m, origin at the blueprint's bottom left, a beacon in each corner. */
const room: IndoorArea = {
  id: '1',
  name: 'Room',
  blueprint: { url: '/filews/files/blueprints/x.png', width: 800, height: 600 },
  origin: { x: 100, y: 500 },
  endPoint: { x: 700, y: 100 },
  scale: 50,
  border: [],
  beacons: [
    { id: 'AA:00:00:00:00:01', x: 0, y: 0 },
    { id: 'AA:00:00:00:00:02', x: 12, y: 0 },
    { id: 'AA:00:00:00:00:03', x: 12, y: 8 },
    { id: 'AA:00:00:00:00:04', x: 0, y: 8 },
  ],
  envDecay: 2.5,
  rssi1m: -62,
  updatedBy: '20000001',
  time: 0,
};

describe('locate: a scan to a position', () => {
  it('finds the true position from noise-free readings (to the readings’ 0.01 dB)', () => {
    for (const at of [
      { x: 4, y: 3 },
      { x: 9.5, y: 6.25 },
    ]) {
      const found = locate([room], beaconReadings(room, at));
      if (typeof found === 'string') throw new Error(found);
      expect(Math.abs(found.position.x - at.x)).toBeLessThan(0.01);
      expect(Math.abs(found.position.y - at.y)).toBeLessThan(0.01);
      expect(found.beacons).toBe(4);
      expect(found.ranges[0]?.distance).toBeCloseTo(Math.hypot(at.x, at.y), 2);
    }
  });

  it('stays near the truth with 2 dB of seeded noise, and inside the room', () => {
    const found = locate([room], beaconReadings(room, { x: 6, y: 4 }, 2, seededRandom(3)));
    if (typeof found === 'string') throw new Error(found);
    expect(Math.hypot(found.position.x - 6, found.position.y - 4)).toBeLessThan(2.5);
    const outside = locate([room], beaconReadings(room, { x: 11.9, y: 7.9 }, 6, seededRandom(11)));
    if (typeof outside === 'string') throw new Error(outside);
    expect(outside.position.x).toBeLessThanOrEqual(12);
    expect(outside.position.y).toBeLessThanOrEqual(8);
  });

  it('needs three beacons of one area, and an area with origin and scale', () => {
    expect(locate([room], beaconReadings(room, { x: 1, y: 1 }).slice(0, 2))).toBe('tooFewBeacons');
    expect(locate([{ ...room, scale: null }], beaconReadings(room, { x: 1, y: 1 }))).toBe('notReady');
    expect(locate([], beaconReadings(room, { x: 1, y: 1 }))).toBe('tooFewBeacons');
  });
});

import { describe, expect, it } from 'vitest';
import { distanceFor } from '../../protocol/index.ts';
import { beaconReadings } from './beacon-scanner.ts';
import { seededRandom } from '../world/random.ts';

const area = {
  rssi1m: -59,
  envDecay: 2.2,
  beacons: [
    { id: 'AA:00:00:00:00:01', x: 0, y: 0 },
    { id: 'AA:00:00:00:00:02', x: 10, y: 0 },
    { id: 'AA:00:00:00:00:03', x: 5, y: 8 },
  ],
};

describe('simulated beacon scan', () => {
  it('hears each beacon at the RSSI of its true distance when there is no noise', () => {
    const readings = beaconReadings(area, { x: 3, y: 4 });
    expect(readings.map((r) => r.beaconId)).toEqual(area.beacons.map((b) => b.id));
    readings.forEach((reading, i) => {
      const beacon = area.beacons[i]!;
      expect(distanceFor(reading.rssi, area.rssi1m, area.envDecay)).toBeCloseTo(Math.hypot(3 - beacon.x, 4 - beacon.y), 2);
    });
  });

  it('adds the same noise for the same seed', () => {
    const once = beaconReadings(area, { x: 3, y: 4 }, 2, seededRandom(7));
    expect(beaconReadings(area, { x: 3, y: 4 }, 2, seededRandom(7))).toEqual(once);
    expect(beaconReadings(area, { x: 3, y: 4 }, 2, seededRandom(8))).not.toEqual(once);
  });
});

import { rssiAt, type BeaconReading, type IndoorArea, type Point } from '../../protocol/index.ts';
import type { Random } from '../world/random.ts';

/** Where a terminal really stands indoors, and how noisy its radio is (standard deviation in dB). */
export type IndoorPlacement = { readonly areaId: string; readonly at: Point; readonly noiseDb: number };

/** A receiver hears nothing weaker than this (dBm). */
export const SENSITIVITY_DBM = -120;

/** A Gaussian sample from two uniform ones (Box–Muller), so a seed gives the same noise every run. */
function gaussian(random: Random): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/**
 * What a Bluetooth scan hears at the true position: each beacon of the area at the RSSI the
 * area's own path-loss model gives for the true distance, plus seeded Gaussian noise, to 0.01 dB.
 * With no noise the platform's inversion gives back the true distances to within that rounding.
 */
export function beaconReadings(area: Pick<IndoorArea, 'beacons' | 'rssi1m' | 'envDecay'>, at: Point, noiseDb = 0, random: Random = Math.random): BeaconReading[] {
  const readings: BeaconReading[] = [];
  for (const beacon of area.beacons) {
    const clean = rssiAt(Math.hypot(at.x - beacon.x, at.y - beacon.y), area.rssi1m, area.envDecay);
    const rssi = Math.round((clean + (noiseDb > 0 ? noiseDb * gaussian(random) : 0)) * 100) / 100;
    if (rssi >= SENSITIVITY_DBM) readings.push({ beaconId: beacon.id, rssi: Math.min(rssi, 20) });
  }
  return readings;
}

import { type BeaconRange, borderInMetres, clampToPolygon, distanceFor, trilaterate, type BeaconReading, type IndoorArea, type Point } from '../../../protocol/index.ts';

export type IndoorLocation = { readonly area: IndoorArea; readonly position: Point; readonly beacons: number; readonly ranges: BeaconRange[] };
export type LocateFailure = 'tooFewBeacons' | 'notReady' | 'noFix';

/** Millimetres: finer than any beacon fix, and keeps the log's numbers short. */
const round = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Where a terminal is from what its scan heard: the area whose beacons it heard most, each reading
 * turned into a distance by the area's path-loss model (env decay, RSSI at 1 m), then least-squares
 * trilateration, clamped to the area's border. Pure.
 */
export function locate(areas: Iterable<IndoorArea>, readings: readonly BeaconReading[]): IndoorLocation | LocateFailure {
  // A beacon heard twice in one scan counts once, at its strongest.
  const strongest = new Map<string, number>();
  for (const { beaconId, rssi } of readings) strongest.set(beaconId, Math.max(rssi, strongest.get(beaconId) ?? -Infinity));
  let best: { area: IndoorArea; heard: number } | null = null;
  for (const area of areas) {
    const heard = area.beacons.filter((beacon) => strongest.has(beacon.id)).length;
    if (heard > (best?.heard ?? 0)) best = { area, heard };
  }
  if (!best || best.heard < 3) return 'tooFewBeacons';
  const { area } = best;
  if (!area.origin || !area.scale) return 'notReady';
  const ranges = area.beacons.filter((beacon) => strongest.has(beacon.id)).map((beacon) => ({ id: beacon.id, x: beacon.x, y: beacon.y, distance: distanceFor(strongest.get(beacon.id)!, area.rssi1m, area.envDecay) }));
  const estimate = trilaterate(ranges);
  if (!estimate) return 'noFix';
  const clamped = clampToPolygon(estimate, borderInMetres(area));
  return { area, position: { x: round(clamped.x), y: round(clamped.y) }, beacons: ranges.length, ranges: ranges.map((r) => ({ beaconId: r.id, distance: round(r.distance) })) };
}

/**
 * "Last location" as a place name: the nearest road of the emulator's road net, the one gazetteer
 * the console has without an outside geocoder. Null when no road is within reach.
 */
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import type { LngLat } from './coordinates.ts';

const METRES_PER_DEGREE = 111_320;
/** Farther than this from every road, a name would mislead. */
export const ROAD_REACH_M = 60;

export function nearestRoad(net: RoadNet | null, at: LngLat): string | null {
  if (!net) return null;
  const cosLat = Math.cos((at.lat * Math.PI) / 180);
  // Local metres around the point: accurate enough within a few kilometres.
  const local = ([lng, lat]: readonly [number, number]) => ({ x: (lng - at.lng) * METRES_PER_DEGREE * cosLat, y: (lat - at.lat) * METRES_PER_DEGREE });
  let best: { name: string; distance: number } | null = null;
  for (const road of net.features) {
    const points = road.geometry.coordinates;
    for (let i = 1; i < points.length; i += 1) {
      const distance = distanceToSegment(local(points[i - 1]!), local(points[i]!));
      if (distance <= ROAD_REACH_M && (!best || distance < best.distance)) best = { name: road.properties.name, distance };
    }
  }
  return best?.name ?? null;
}

/** Distance from the origin to segment ab, in the same units. */
function distanceToSegment(a: { x: number; y: number }, b: { x: number; y: number }): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, -(a.x * dx + a.y * dy) / lengthSquared));
  return Math.hypot(a.x + t * dx, a.y + t * dy);
}

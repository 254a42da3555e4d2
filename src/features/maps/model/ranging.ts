/**
 * Ranging (SPEC §2 map tools): great-circle distances on a sphere of the SPEC's Earth radius
 * (§9, 6371 km), shown in km or m (§9 "Distances in km or m").
 */
import type { LngLat } from './coordinates.ts';

export const EARTH_RADIUS_M = 6_371_000;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine: well conditioned for the short distances a dispatcher measures on a street map. */
export function greatCircleDistance(from: LngLat, to: LngLat): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The length of a measured polyline, leg by leg. */
export function pathLength(points: readonly LngLat[]): number {
  let total = 0;
  for (let at = 1; at < points.length; at += 1) total += greatCircleDistance(points[at - 1]!, points[at]!);
  return total;
}

export type Distance = { readonly value: number; readonly unit: 'km' | 'm' };

/** Metres below one kilometre (whole metres), kilometres with two decimals above. */
export function displayDistance(metres: number): Distance {
  if (metres < 1000) return { value: Math.round(metres), unit: 'm' };
  return { value: Math.round(metres / 10) / 100, unit: 'km' };
}

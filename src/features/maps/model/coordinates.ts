/**
 * Coordinates as platforms send them. SPEC §9: a coordinate of magnitude 200 or more is an integer
 * in millionths of a degree (no degree value can be that large) and is divided by a million.
 */

export const MICRODEGREE_THRESHOLD = 200;

export function normaliseCoordinate(value: number): number {
  return Math.abs(value) >= MICRODEGREE_THRESHOLD ? value / 1_000_000 : value;
}

export type LngLat = { readonly lng: number; readonly lat: number };

/** A drawable position, or null for one that is not a place on Earth after normalising (NaN, out of range). */
export function normalisePosition(lat: number, lng: number): LngLat | null {
  const normalLat = normaliseCoordinate(lat);
  const normalLng = normaliseCoordinate(lng);
  if (!Number.isFinite(normalLat) || !Number.isFinite(normalLng)) return null;
  if (Math.abs(normalLat) > 90 || Math.abs(normalLng) > 180) return null;
  return { lng: normalLng, lat: normalLat };
}

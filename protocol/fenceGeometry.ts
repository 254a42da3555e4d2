/**
 * Geo-fence containment, shared by the emulator (which raises the alarms) and the console (which
 * validates what is drawn). Positions are [lng, lat] in degrees, as deck.gl and GeoJSON take them.
 * Polygons are tested in the lng/lat plane (fences are a few kilometres wide, where the plane and
 * the sphere agree to centimetres); circles by great-circle distance on SPEC §9's 6371 km earth.
 */

export type LngLat = readonly [lng: number, lat: number];

/** SPEC §9: earth radius 6371 km. */
export const FENCE_EARTH_RADIUS_M = 6_371_000;

const RADIANS = Math.PI / 180;

/** Haversine distance in metres. */
export function greatCircleMetres(from: LngLat, to: LngLat): number {
  const dLat = (to[1] - from[1]) * RADIANS;
  const dLng = (to[0] - from[0]) * RADIANS;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(from[1] * RADIANS) * Math.cos(to[1] * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * FENCE_EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Within a circle: on the rim counts as inside. */
export function insideCircle(point: LngLat, center: LngLat, radiusM: number): boolean {
  return greatCircleMetres(point, center) <= radiusM;
}

/** Below this (degrees, about 1 cm) a point counts as lying on an edge. */
const ON_EDGE = 1e-7;

function onSegment(point: LngLat, a: LngLat, b: LngLat): boolean {
  const [px, py] = point;
  const cross = (b[0] - a[0]) * (py - a[1]) - (b[1] - a[1]) * (px - a[0]);
  const length = Math.hypot(b[0] - a[0], b[1] - a[1]);
  if (Math.abs(cross) > ON_EDGE * Math.max(length, ON_EDGE)) return false;
  return px >= Math.min(a[0], b[0]) - ON_EDGE && px <= Math.max(a[0], b[0]) + ON_EDGE && py >= Math.min(a[1], b[1]) - ON_EDGE && py <= Math.max(a[1], b[1]) + ON_EDGE;
}

/**
 * Within a polygon (an open ring: the last point joins the first) by ray casting; a point on an
 * edge or a vertex counts as inside, so a terminal driving along the boundary does not flicker.
 */
export function insidePolygon(point: LngLat, ring: readonly LngLat[]): boolean {
  if (ring.length < 3) return false;
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (onSegment(point, a, b)) return true;
    // Half-open rule on y: a vertex exactly at the ray's height is counted once.
    if (a[1] > point[1] !== b[1] > point[1]) {
      const x = a[0] + ((point[1] - a[1]) * (b[0] - a[0])) / (b[1] - a[1]);
      if (point[0] < x) inside = !inside;
    }
  }
  return inside;
}

function segmentsCross(a: LngLat, b: LngLat, c: LngLat, d: LngLat): boolean {
  const orient = (p: LngLat, q: LngLat, r: LngLat) => Math.sign((q[0] - p[0]) * (r[1] - p[1]) - (q[1] - p[1]) * (r[0] - p[0]));
  const o1 = orient(a, b, c);
  const o2 = orient(a, b, d);
  const o3 = orient(c, d, a);
  const o4 = orient(c, d, b);
  if (o1 !== o2 && o3 !== o4) return true;
  return (o1 === 0 && onSegment(c, a, b)) || (o2 === 0 && onSegment(d, a, b)) || (o3 === 0 && onSegment(a, c, d)) || (o4 === 0 && onSegment(b, c, d));
}

/** A ring whose edges cross (a bow tie) has no clear inside: such fences are refused. */
export function selfIntersects(ring: readonly LngLat[]): boolean {
  const n = ring.length;
  for (let i = 0; i < n; i += 1) {
    for (let j = i + 1; j < n; j += 1) {
      // Neighbouring edges share a vertex; that is not a crossing.
      if (j === i + 1 || (i === 0 && j === n - 1)) continue;
      if (segmentsCross(ring[i]!, ring[(i + 1) % n]!, ring[j]!, ring[(j + 1) % n]!)) return true;
    }
  }
  return false;
}

/** Twice the signed area in degrees²; zero for a ring whose points lie on one line. */
export function ringArea(ring: readonly LngLat[]): number {
  let sum = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) sum += (ring[j]![0] - ring[i]![0]) * (ring[j]![1] + ring[i]![1]);
  return sum / 2;
}

/**
 * Indoor positioning geometry (SPEC §1 "indoor positioning", §5 env decay and RSSI at 1 m):
 * the log-distance path-loss model, least-squares trilateration and the area's frame. Pure, so the
 * emulator's positions, the simulated terminals' readings and the console's drawing agree exactly.
 *
 * Frames: a blueprint pixel is {x right, y down}; a position in metres is {x right, y up} from the
 * area's origin, as a floor plan is read. `scale` is pixels per metre.
 */

export type Point = { readonly x: number; readonly y: number };

/** A beacon at a position in metres. */
export type PlacedBeacon = Point & { readonly id: string };

/** Path loss: rssi = rssi1m − 10·n·log10(d). Distances under 1 cm are taken as 1 cm. */
export function rssiAt(distanceM: number, rssi1m: number, envDecay: number): number {
  return rssi1m - 10 * envDecay * Math.log10(Math.max(distanceM, 0.01));
}

/** The inverse: d = 10^((rssi1m − rssi) / (10·n)). */
export function distanceFor(rssi: number, rssi1m: number, envDecay: number): number {
  return 10 ** ((rssi1m - rssi) / (10 * envDecay));
}

export type Range = Point & { readonly distance: number };

/**
 * Least-squares position from three or more ranges: the circle equations minus the last one give a
 * linear system A·p = b, solved through its normal equations; a few Gauss–Newton steps on
 * Σ(|p − bᵢ| − dᵢ)² then take out the bias the subtraction gives noisy ranges. Exact ranges give
 * the exact point. Null with fewer than three ranges or beacons on one line.
 */
export function trilaterate(ranges: readonly Range[]): Point | null {
  if (ranges.length < 3) return null;
  const last = ranges[ranges.length - 1]!;
  let [a11, a12, a22, b1, b2] = [0, 0, 0, 0, 0];
  for (const r of ranges.slice(0, -1)) {
    const ax = 2 * (last.x - r.x);
    const ay = 2 * (last.y - r.y);
    const rhs = r.distance ** 2 - last.distance ** 2 - r.x ** 2 + last.x ** 2 - r.y ** 2 + last.y ** 2;
    a11 += ax * ax;
    a12 += ax * ay;
    a22 += ay * ay;
    b1 += ax * rhs;
    b2 += ay * rhs;
  }
  const det = a11 * a22 - a12 * a12;
  // Relative to the matrix's size: collinear beacons give a (near) singular system.
  if (Math.abs(det) <= 1e-9 * Math.max(1, a11 * a22)) return null;
  let p = { x: (a22 * b1 - a12 * b2) / det, y: (a11 * b2 - a12 * b1) / det };
  for (let step = 0; step < 10; step += 1) {
    const next = gaussNewtonStep(p, ranges);
    if (!next) break;
    const moved = Math.hypot(next.x - p.x, next.y - p.y);
    p = next;
    if (moved < 1e-9) break;
  }
  return p;
}

function gaussNewtonStep(p: Point, ranges: readonly Range[]): Point | null {
  let [j11, j12, j22, g1, g2] = [0, 0, 0, 0, 0];
  for (const r of ranges) {
    const dx = p.x - r.x;
    const dy = p.y - r.y;
    const d = Math.hypot(dx, dy);
    if (d < 1e-9) return null;
    const [ux, uy, residual] = [dx / d, dy / d, d - r.distance];
    j11 += ux * ux;
    j12 += ux * uy;
    j22 += uy * uy;
    g1 += ux * residual;
    g2 += uy * residual;
  }
  const det = j11 * j22 - j12 * j12;
  if (Math.abs(det) < 1e-12) return null;
  return { x: p.x - (j22 * g1 - j12 * g2) / det, y: p.y - (j11 * g2 - j12 * g1) / det };
}

/** Ray casting: is the point inside the polygon (a ring of three or more vertices)? */
export function insideRing(p: Point, ring: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const a = ring[i]!;
    const b = ring[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** The point itself when inside the ring, else the nearest point of its edges. */
export function clampToPolygon(p: Point, ring: readonly Point[]): Point {
  if (ring.length < 3 || insideRing(p, ring)) return p;
  let best = p;
  let bestDistance = Infinity;
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    const [vx, vy] = [b.x - a.x, b.y - a.y];
    const length2 = vx * vx + vy * vy;
    const t = length2 === 0 ? 0 : Math.min(1, Math.max(0, ((p.x - a.x) * vx + (p.y - a.y) * vy) / length2));
    const q = { x: a.x + t * vx, y: a.y + t * vy };
    const distance = Math.hypot(p.x - q.x, p.y - q.y);
    if (distance < bestDistance) [best, bestDistance] = [q, distance];
  }
  return best;
}

/** Blueprint pixel → metres from the origin (y up). */
export const toMetres = (pixel: Point, origin: Point, scale: number): Point => ({ x: (pixel.x - origin.x) / scale, y: (origin.y - pixel.y) / scale });

/** Metres from the origin → blueprint pixel. */
export const toPixel = (metres: Point, origin: Point, scale: number): Point => ({ x: origin.x + metres.x * scale, y: origin.y - metres.y * scale });

/** SPEC §2 "set scale": pixels per metre from two clicked points and the distance typed between them. */
export function scaleFrom(a: Point, b: Point, metres: number): number | null {
  const pixels = Math.hypot(b.x - a.x, b.y - a.y);
  if (!(metres > 0) || !Number.isFinite(metres) || pixels === 0) return null;
  return pixels / metres;
}

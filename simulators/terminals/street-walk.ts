import { between, weighted, type Random } from './random.ts';

/**
 * Movement along a street grid: blocks of BLOCK_M metres around the terminal's home, driving or
 * walking edge to edge and choosing a way at each crossing. Pure: the next position is a function
 * of the current one, the elapsed time and the random source.
 */

export type LatLng = { readonly lat: number; readonly lng: number };

/** Heading in degrees: 0 north, 90 east, 180 south, 270 west. */
export type Heading = 0 | 90 | 180 | 270;

export type Walk = {
  readonly home: LatLng;
  /** Metres east and north of home; one of them is always on a street line. */
  readonly x: number;
  readonly y: number;
  readonly heading: Heading;
  /** m/s; 0 for a terminal that stays put. */
  readonly speed: number;
};

export const BLOCK_M = 120;
/** Beyond this distance from home, crossings prefer the way back. */
const ROAM_LIMIT_M = 1_500;
const METRES_PER_DEGREE = 111_320;

export function startWalk(home: LatLng, speed: number, random: Random): Walk {
  const heading = weighted<Heading>(random, [[0, 1], [90, 1], [180, 1], [270, 1]]);
  return { home, x: 0, y: 0, heading, speed };
}

export function positionOf(walk: Walk): LatLng {
  const lat = walk.home.lat + walk.y / METRES_PER_DEGREE;
  const lng = walk.home.lng + walk.x / (METRES_PER_DEGREE * Math.cos((walk.home.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export function advance(walk: Walk, seconds: number, random: Random): Walk {
  let current = walk;
  let left = walk.speed * seconds;
  while (left > 0) {
    const toCrossing = distanceToCrossing(current);
    const step = Math.min(left, toCrossing);
    current = move(current, step);
    left -= step;
    if (step === toCrossing) current = { ...snap(current), heading: turn(current, random) };
  }
  return current;
}

/** A little variation in pace, as traffic and pedestrians have. */
export const varySpeed = (walk: Walk, base: number, random: Random): Walk =>
  walk.speed === 0 ? walk : { ...walk, speed: Math.max(0.5, base * between(random, 0.7, 1.3)) };

function distanceToCrossing(walk: Walk): number {
  const along = walk.heading === 0 || walk.heading === 180 ? walk.y : walk.x;
  const forward = walk.heading === 0 || walk.heading === 90;
  const offset = ((along % BLOCK_M) + BLOCK_M) % BLOCK_M;
  const distance = forward ? BLOCK_M - offset : offset;
  return distance === 0 ? BLOCK_M : distance;
}

function move(walk: Walk, metres: number): Walk {
  switch (walk.heading) {
    case 0:
      return { ...walk, y: walk.y + metres };
    case 180:
      return { ...walk, y: walk.y - metres };
    case 90:
      return { ...walk, x: walk.x + metres };
    case 270:
      return { ...walk, x: walk.x - metres };
  }
}

/** Removes floating-point drift so crossings stay exactly on the grid. */
const snap = (walk: Walk): Walk => ({ ...walk, x: Math.round(walk.x / BLOCK_M) * BLOCK_M, y: Math.round(walk.y / BLOCK_M) * BLOCK_M });

function turn(walk: Walk, random: Random): Heading {
  const left = ((walk.heading + 270) % 360) as Heading;
  const right = ((walk.heading + 90) % 360) as Heading;
  const back = ((walk.heading + 180) % 360) as Heading;
  if (Math.hypot(walk.x, walk.y) > ROAM_LIMIT_M) {
    const homeward = (heading: Heading) => -(Math.sin((heading * Math.PI) / 180) * walk.x + Math.cos((heading * Math.PI) / 180) * walk.y);
    return [walk.heading, left, right, back].sort((a, b) => homeward(b) - homeward(a))[0]!;
  }
  return weighted<Heading>(random, [[walk.heading, 6], [left, 2], [right, 2], [back, 0.5]]);
}

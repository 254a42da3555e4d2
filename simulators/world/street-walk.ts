import { demoStreetNet, fromGridMetres, type Heading, type LatLng, type StreetNet } from './street-grid.ts';
import { between, weighted, type Random } from './random.ts';

/**
 * Movement along the demo world's streets (simulators/world), the road net the emulator serves to
 * the map: driving or walking block to block and choosing a way at each crossing among the streets
 * that exist there. Pure: the next position is a function of the current one, the elapsed time and
 * the random source.
 */

export type { Heading, LatLng };

export type Walk = {
  readonly net: StreetNet;
  /** The crossing nearest the terminal's home, in metres east and north of the grid's origin. */
  readonly homeX: number;
  readonly homeY: number;
  /** Where it is, in the same metres; one of them is always on a street line. */
  readonly x: number;
  readonly y: number;
  readonly heading: Heading;
  /** m/s; 0 for a terminal that stays put. */
  readonly speed: number;
};

/** Beyond this distance from home, crossings prefer the way back. */
const ROAM_LIMIT_M = 1_500;

export function startWalk(home: LatLng, speed: number, random: Random, net: StreetNet = demoStreetNet()): Walk {
  const { x, y } = net.nearestCrossing(home);
  const open = HEADINGS.filter((heading) => net.leads(x, y, heading));
  const heading = weighted<Heading>(random, open.map((candidate) => [candidate, 1] as const));
  return { net, homeX: x, homeY: y, x, y, heading, speed };
}

export const positionOf = (walk: Walk): LatLng => fromGridMetres(walk.net.grid, walk.x, walk.y);

export function advance(walk: Walk, seconds: number, random: Random): Walk {
  let current = walk;
  let left = walk.speed * seconds;
  while (left > 0) {
    const toCrossing = distanceToCrossing(current);
    const step = Math.min(left, toCrossing);
    current = move(current, step);
    left -= step;
    if (step === toCrossing) {
      const crossing = snap(current);
      current = { ...crossing, heading: turn(crossing, random) };
    }
  }
  return current;
}

/** A little variation in pace, as traffic and pedestrians have. */
export const varySpeed = (walk: Walk, base: number, random: Random): Walk =>
  walk.speed === 0 ? walk : { ...walk, speed: Math.max(0.5, base * between(random, 0.7, 1.3)) };

function distanceToCrossing(walk: Walk): number {
  const block = walk.net.grid.blockM;
  const along = walk.heading === 0 || walk.heading === 180 ? walk.y : walk.x;
  const forward = walk.heading === 0 || walk.heading === 90;
  const offset = ((along % block) + block) % block;
  const distance = forward ? block - offset : offset;
  return distance === 0 ? block : distance;
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
function snap(walk: Walk): Walk {
  const block = walk.net.grid.blockM;
  return { ...walk, x: Math.round(walk.x / block) * block, y: Math.round(walk.y / block) * block };
}

const HEADINGS: readonly Heading[] = [0, 90, 180, 270];
const unit = (heading: Heading) => ({ x: Math.round(Math.sin((heading * Math.PI) / 180)), y: Math.round(Math.cos((heading * Math.PI) / 180)) });

function turn(walk: Walk, random: Random): Heading {
  const left = ((walk.heading + 270) % 360) as Heading;
  const right = ((walk.heading + 90) % 360) as Heading;
  const back = ((walk.heading + 180) % 360) as Heading;
  const dx = walk.x - walk.homeX;
  const dy = walk.y - walk.homeY;
  const open = (heading: Heading) => walk.net.leads(walk.x, walk.y, heading);
  if (Math.hypot(dx, dy) > ROAM_LIMIT_M) {
    const homeward = (heading: Heading) => -(unit(heading).x * dx + unit(heading).y * dy);
    return [walk.heading, left, right, back].filter(open).sort((a, b) => homeward(b) - homeward(a))[0] ?? back;
  }
  const choices = ([[walk.heading, 6], [left, 2], [right, 2], [back, 0.5]] as [Heading, number][]).filter(([heading]) => open(heading));
  // A dead end (the coast) leaves only the way back, which is always a street: it came by it.
  return choices.length > 0 ? weighted<Heading>(random, choices) : back;
}

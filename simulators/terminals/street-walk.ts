import { DEMO_STREET_GRID, fromGridMetres, nearestCrossing, type LatLng, type StreetGrid } from '../world/street-grid.ts';
import { between, weighted, type Random } from './random.ts';

/**
 * Movement along the demo world's street grid (simulators/world), the road net the emulator serves
 * to the map: driving or walking edge to edge and choosing a way at each crossing, never leaving
 * the grid. Pure: the next position is a function of the current one, the elapsed time and the
 * random source.
 */

export type { LatLng };

/** Heading in degrees: 0 north, 90 east, 180 south, 270 west. */
export type Heading = 0 | 90 | 180 | 270;

export type Walk = {
  readonly grid: StreetGrid;
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

export function startWalk(home: LatLng, speed: number, random: Random, grid: StreetGrid = DEMO_STREET_GRID): Walk {
  const heading = weighted<Heading>(random, [[0, 1], [90, 1], [180, 1], [270, 1]]);
  const { x, y } = nearestCrossing(grid, home);
  return { grid, homeX: x, homeY: y, x, y, heading: stayOnGrid({ grid, x, y }, heading), speed };
}

export const positionOf = (walk: Walk): LatLng => fromGridMetres(walk.grid, walk.x, walk.y);

export function advance(walk: Walk, seconds: number, random: Random): Walk {
  let current = walk;
  let left = walk.speed * seconds;
  while (left > 0) {
    const toCrossing = distanceToCrossing(current);
    const step = Math.min(left, toCrossing);
    current = move(current, step);
    left -= step;
    if (step === toCrossing) current = { ...snap(current), heading: turn(snap(current), random) };
  }
  return current;
}

/** A little variation in pace, as traffic and pedestrians have. */
export const varySpeed = (walk: Walk, base: number, random: Random): Walk =>
  walk.speed === 0 ? walk : { ...walk, speed: Math.max(0.5, base * between(random, 0.7, 1.3)) };

function distanceToCrossing(walk: Walk): number {
  const block = walk.grid.blockM;
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
  const block = walk.grid.blockM;
  return { ...walk, x: Math.round(walk.x / block) * block, y: Math.round(walk.y / block) * block };
}

const HEADINGS: readonly Heading[] = [0, 90, 180, 270];
const unit = (heading: Heading) => ({ x: Math.round(Math.sin((heading * Math.PI) / 180)), y: Math.round(Math.cos((heading * Math.PI) / 180)) });

/** Whether the next block in this heading is still on the grid. */
function leadsOnGrid(at: Pick<Walk, 'grid' | 'x' | 'y'>, heading: Heading): boolean {
  const extent = at.grid.halfBlocks * at.grid.blockM;
  const step = unit(heading);
  return Math.abs(at.x + step.x * at.grid.blockM) <= extent && Math.abs(at.y + step.y * at.grid.blockM) <= extent;
}

function stayOnGrid(at: Pick<Walk, 'grid' | 'x' | 'y'>, heading: Heading): Heading {
  return leadsOnGrid(at, heading) ? heading : (HEADINGS.find((candidate) => leadsOnGrid(at, candidate)) ?? heading);
}

function turn(walk: Walk, random: Random): Heading {
  const left = ((walk.heading + 270) % 360) as Heading;
  const right = ((walk.heading + 90) % 360) as Heading;
  const back = ((walk.heading + 180) % 360) as Heading;
  const dx = walk.x - walk.homeX;
  const dy = walk.y - walk.homeY;
  if (Math.hypot(dx, dy) > ROAM_LIMIT_M) {
    const homeward = (heading: Heading) => -(unit(heading).x * dx + unit(heading).y * dy);
    return [walk.heading, left, right, back].sort((a, b) => homeward(b) - homeward(a))[0]!;
  }
  const choices = ([[walk.heading, 6], [left, 2], [right, 2], [back, 0.5]] as [Heading, number][]).filter(([heading]) => leadsOnGrid(walk, heading));
  return choices.length > 0 ? weighted<Heading>(random, choices) : back;
}

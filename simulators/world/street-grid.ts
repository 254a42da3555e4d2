import { RoadKind, type Road, type RoadNet } from '../../protocol/roadNet.ts';
import { naturalEarthLand, type Area, type IsLand } from './land.ts';

/**
 * The demo world's streets: one square grid, kept where Natural Earth has land, that the emulator
 * serves as its road net and the simulated fleet drives on, so what the map draws is where
 * terminals really move. Deterministic: the same streets on every run.
 */

export type LatLng = { readonly lat: number; readonly lng: number };

export type StreetGrid = {
  /** A crossing of two avenues at the centre of the demo area. */
  readonly origin: LatLng;
  readonly blockM: number;
  /** Streets on each side of the origin, in each direction. */
  readonly halfBlocks: number;
  /** Every n-th line is an avenue. */
  readonly avenueEvery: number;
};

const METRES_PER_DEGREE = 111_320;

/** Central Valencia (the demo organisation's control room); ±7.9 km covers every district's roam. */
export const DEMO_STREET_GRID: StreetGrid = {
  origin: { lat: 39.4699, lng: -0.3763 },
  blockM: 120,
  halfBlocks: 66,
  avenueEvery: 5,
};

const metresPerDegreeLng = (grid: StreetGrid) => METRES_PER_DEGREE * Math.cos((grid.origin.lat * Math.PI) / 180);
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/** Metres east (x) and north (y) of the grid's origin. */
export function toGridMetres(grid: StreetGrid, at: LatLng): { x: number; y: number } {
  return { x: (at.lng - grid.origin.lng) * metresPerDegreeLng(grid), y: (at.lat - grid.origin.lat) * METRES_PER_DEGREE };
}

export function fromGridMetres(grid: StreetGrid, x: number, y: number): LatLng {
  return { lat: round6(grid.origin.lat + y / METRES_PER_DEGREE), lng: round6(grid.origin.lng + x / metresPerDegreeLng(grid)) };
}

/** Heading in degrees: 0 north, 90 east, 180 south, 270 west. */
export type Heading = 0 | 90 | 180 | 270;

const EAST = 1;
const NORTH = 2;

/** The grid's blocks that exist: a crossing's street east and street north, as bits. */
export class StreetNet {
  private readonly side: number;

  constructor(
    readonly grid: StreetGrid,
    private readonly links: Uint8Array,
  ) {
    this.side = 2 * grid.halfBlocks + 1;
  }

  /** Whether a street leaves crossing (x, y) (metres from the origin) in this heading. */
  leads(x: number, y: number, heading: Heading): boolean {
    const i = Math.round(x / this.grid.blockM);
    const j = Math.round(y / this.grid.blockM);
    switch (heading) {
      case 90:
        return this.has(i, j, EAST);
      case 270:
        return this.has(i - 1, j, EAST);
      case 0:
        return this.has(i, j, NORTH);
      case 180:
        return this.has(i, j - 1, NORTH);
    }
  }

  /** The crossing with a street nearest to a place, in metres from the origin. */
  nearestCrossing(at: LatLng): { x: number; y: number } {
    const { x, y } = toGridMetres(this.grid, at);
    const half = this.grid.halfBlocks;
    const ci = Math.max(-half, Math.min(half, Math.round(x / this.grid.blockM)));
    const cj = Math.max(-half, Math.min(half, Math.round(y / this.grid.blockM)));
    for (let ring = 0; ring <= 2 * half; ring += 1) {
      let best: { i: number; j: number; distance: number } | null = null;
      for (let i = ci - ring; i <= ci + ring; i += 1) {
        for (let j = cj - ring; j <= cj + ring; j += 1) {
          if (Math.max(Math.abs(i - ci), Math.abs(j - cj)) !== ring || !this.connected(i, j)) continue;
          const distance = Math.hypot(i - ci, j - cj);
          if (!best || distance < best.distance) best = { i, j, distance };
        }
      }
      if (best) return { x: best.i * this.grid.blockM, y: best.j * this.grid.blockM };
    }
    throw new Error('the street net has no streets');
  }

  private connected(i: number, j: number): boolean {
    return this.has(i, j, EAST) || this.has(i - 1, j, EAST) || this.has(i, j, NORTH) || this.has(i, j - 1, NORTH);
  }

  has(i: number, j: number, direction: number): boolean {
    const half = this.grid.halfBlocks;
    if (Math.abs(i) > half || Math.abs(j) > half) return false;
    return ((this.links[(i + half) * this.side + (j + half)] ?? 0) & direction) !== 0;
  }
}

/** The grid's area in degrees. */
export function areaOf(grid: StreetGrid): Area {
  const extent = grid.halfBlocks * grid.blockM;
  const south = fromGridMetres(grid, -extent, -extent);
  const north = fromGridMetres(grid, extent, extent);
  return [south.lng, south.lat, north.lng, north.lat];
}

/** Blocks whose ends and middle are on land. */
export function streetNetOf(grid: StreetGrid, isLand: IsLand): StreetNet {
  const half = grid.halfBlocks;
  const side = 2 * half + 1;
  const links = new Uint8Array(side * side);
  const land = (x: number, y: number) => {
    const at = fromGridMetres(grid, x, y);
    return isLand(at.lng, at.lat);
  };
  const block = grid.blockM;
  for (let i = -half; i <= half; i += 1) {
    for (let j = -half; j <= half; j += 1) {
      if (!land(i * block, j * block)) continue;
      let bits = 0;
      if (i < half && land((i + 0.5) * block, j * block) && land((i + 1) * block, j * block)) bits |= EAST;
      if (j < half && land(i * block, (j + 0.5) * block) && land(i * block, (j + 1) * block)) bits |= NORTH;
      links[(i + half) * side + (j + half)] = bits;
    }
  }
  return new StreetNet(grid, links);
}

let demo: StreetNet | null = null;

/** The demo streets, built on first use (about 0.2 s: reading Natural Earth, testing 35,000 blocks). */
export function demoStreetNet(): StreetNet {
  demo ??= streetNetOf(DEMO_STREET_GRID, naturalEarthLand(areaOf(DEMO_STREET_GRID)));
  return demo;
}

/** The net as the road net of docs/protocol.md: north-south "Calle n", east-west "Avenida n", one LineString per unbroken run. */
export function roadNetOf(net: StreetNet): RoadNet {
  const { grid } = net;
  const half = grid.halfBlocks;
  const block = grid.blockM;
  const roads: Road[] = [];
  for (let line = -half; line <= half; line += 1) {
    const number = line + half + 1;
    const kind = line % grid.avenueEvery === 0 ? RoadKind.Avenue : RoadKind.Street;
    // North-south street at x = line: runs of NORTH links; east-west avenue at y = line: runs of EAST links.
    for (const [name, step, at] of [
      [`Calle ${number}`, (k: number) => net.has(line, k, NORTH), (k: number) => fromGridMetres(grid, line * block, k * block)],
      [`Avenida ${number}`, (k: number) => net.has(k, line, EAST), (k: number) => fromGridMetres(grid, k * block, line * block)],
    ] as const) {
      let start: number | null = null;
      for (let k = -half; k <= half; k += 1) {
        const linked = step(k);
        if (linked && start === null) start = k;
        if (!linked && start !== null) {
          roads.push(road(name, kind, at(start), at(k)));
          start = null;
        }
      }
    }
  }
  return { type: 'FeatureCollection', features: roads };
}
const road = (name: string, kind: RoadKind, from: LatLng, to: LatLng): Road => ({
  type: 'Feature',
  properties: { name, kind },
  geometry: { type: 'LineString', coordinates: [[from.lng, from.lat], [to.lng, to.lat]] },
});

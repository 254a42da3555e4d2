import { RoadKind, type Road, type RoadNet } from '../../protocol/roadNet.ts';

/**
 * The demo world's streets: one square grid that the emulator serves as its road net and the
 * simulated fleet drives on, so what the map draws is where terminals really move. Pure and
 * deterministic: the same grid on every run.
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

/** The crossing nearest to a place, kept inside the grid. */
export function nearestCrossing(grid: StreetGrid, at: LatLng): { x: number; y: number } {
  const { x, y } = toGridMetres(grid, at);
  const clamp = (metres: number) => Math.max(-grid.halfBlocks, Math.min(grid.halfBlocks, Math.round(metres / grid.blockM))) * grid.blockM;
  return { x: clamp(x), y: clamp(y) };
}

/** The grid as the road net of docs/protocol.md: north-south "Calle n", east-west "Avenida n". */
export function roadNetOf(grid: StreetGrid): RoadNet {
  const extent = grid.halfBlocks * grid.blockM;
  const roads: Road[] = [];
  for (let line = -grid.halfBlocks; line <= grid.halfBlocks; line += 1) {
    const offset = line * grid.blockM;
    const number = line + grid.halfBlocks + 1;
    const kind = line % grid.avenueEvery === 0 ? RoadKind.Avenue : RoadKind.Street;
    const south = fromGridMetres(grid, offset, -extent);
    const north = fromGridMetres(grid, offset, extent);
    const west = fromGridMetres(grid, -extent, offset);
    const east = fromGridMetres(grid, extent, offset);
    roads.push(road(`Calle ${number}`, kind, south, north), road(`Avenida ${number}`, kind, west, east));
  }
  return { type: 'FeatureCollection', features: roads };
}

const road = (name: string, kind: RoadKind, from: LatLng, to: LatLng): Road => ({
  type: 'Feature',
  properties: { name, kind },
  geometry: { type: 'LineString', coordinates: [[from.lng, from.lat], [to.lng, to.lat]] },
});

import { PATH_ROAD_NET } from '../../../protocol/roadNet.ts';
import { DEMO_STREET_GRID, roadNetOf } from '../../world/street-grid.ts';
import { ok } from './envelope.ts';
import type { RouteTable } from './route.ts';

/** Built once: the grid never changes while the emulator runs. */
const ROAD_NET = roadNetOf(DEMO_STREET_GRID);

/** Map data the emulator serves itself, so the console's default basemap needs no outside host. */
export const MAP_ROUTES: RouteTable = {
  [PATH_ROAD_NET]: { method: 'GET', open: false, handle: async () => ok(ROAD_NET) },
};

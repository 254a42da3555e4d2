import { PATH_ROAD_NET } from '../../../protocol/roadNet.ts';
import { demoStreetNet, roadNetOf } from '../../world/street-grid.ts';
import { ok } from '../http/envelope.ts';
import type { RouteTable } from '../http/route.ts';

/** Built on the first request (the streets never change while the emulator runs). */
let roadNet: ReturnType<typeof roadNetOf> | null = null;

/** Map data the emulator serves itself, so the console's default basemap needs no outside host. */
export const MAP_ROUTES: RouteTable = {
  [PATH_ROAD_NET]: { method: 'GET', open: false, handle: async () => ok((roadNet ??= roadNetOf(demoStreetNet()))) },
};

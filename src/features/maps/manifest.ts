/**
 * Map monitoring (SPEC §2 /maps, menu order 1) and its follow windows. os-monitoring shows the same
 * screen until a second map source (Google for hosts outside China) exists.
 */
import { Feature } from '../../../protocol/index.ts';
import { defineManifest, preloadable, type RouteEntry } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    mapMonitoring: true;
    mapFollow: true;
  }
}

/** SPEC §2: follow windows 1, 2 and 4 to 20 (3 is skipped), each keeping one terminal centred. */
export const FOLLOW_WINDOWS: readonly number[] = [1, 2, ...Array.from({ length: 17 }, (_, i) => i + 4)];

const mapsRouteModule = preloadable(() => import('./MapsRoute.tsx'));

export const manifest = defineManifest({
  feature: 'maps',
  screens: {
    mapMonitoring: mapsRouteModule.component((module) => module.MapsRoute),
    mapFollow: mapsRouteModule.component((module) => module.MapFollowRoute),
  },
  routes: [
    { path: '/maps/monitoring', screen: 'mapMonitoring', dsKey: Feature.Map, childTwin: true, layout: 'main', menu: { titleKey: 'menu.mapMonitoring', order: 1, icon: 'map' } },
    { path: '/maps/os-monitoring', screen: 'mapMonitoring', dsKey: Feature.Map, childTwin: true, layout: 'main', menu: null },
    ...FOLLOW_WINDOWS.map((n): RouteEntry<'mapFollow'> => ({ path: `/maps/monitoring-follow-child-${n}`, screen: 'mapFollow', dsKey: null, childTwin: false, layout: 'bare', menu: null })),
  ],
  /**
   * The live map, where a dispatcher goes first and whose MapLibre and deck.gl are most of its cost
   * (Issue 36 item 7): loaded once signed in and the page is idle; its screen then finds its chunks there.
   */
  preloads: { mapMonitoring: () => mapsRouteModule.load().then((module) => module.preloadMaps()) },
});

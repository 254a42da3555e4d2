/** Indoor positioning (SPEC §2 /indoorPositioning, hidden under "more": /indoor with dsKey indoorLocation, no twin). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    indoor: true;
  }
}

export const manifest = defineManifest({
  feature: 'indoor',
  screens: {
    indoor: lazy(() => import('./IndoorRoute.tsx').then((module) => ({ default: module.IndoorRoute }))),
  },
  routes: [
    // The console has no "more" menu, so it gets an entry at the end of the side menu.
    { path: '/indoorPositioning/indoor', screen: 'indoor', dsKey: Feature.IndoorLocation, childTwin: false, layout: 'main', menu: { titleKey: 'indoor.menu', order: 22, icon: 'map' } },
  ],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});

/** SOS management (SPEC §2 /sos-management, menu order 4): its route and screen. */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    sosManagement: true;
  }
}

export const manifest = defineManifest({
  feature: 'sos',
  screens: {
    sosManagement: lazy(() => import('./SosRoute.tsx').then((module) => ({ default: module.SosRoute }))),
  },
  routes: [
    // Its -child twin is not cached (nothing is).
    { path: '/sos-management/alarm', screen: 'sosManagement', dsKey: Feature.SosManage, childTwin: true, layout: 'main', menu: { titleKey: 'menu.sosManage', order: 4, icon: 'alert' } },
  ],
});

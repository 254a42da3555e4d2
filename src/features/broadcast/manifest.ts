/** Broadcast (SPEC §2 /broadcasts: /broadcast with dsKey broadcast, no child twin; menu order 7). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    broadcast: true;
  }
}

export const manifest = defineManifest({
  feature: 'broadcast',
  screens: {
    broadcast: lazy(() => import('./BroadcastRoute.tsx').then((module) => ({ default: module.BroadcastRoute }))),
  },
  routes: [
    { path: '/broadcasts/broadcast', screen: 'broadcast', dsKey: Feature.Broadcast, childTwin: false, layout: 'main', menu: { titleKey: 'broadcast.menu', order: 7, icon: 'volume' } },
  ],
});

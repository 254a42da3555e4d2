/** Video records, the second screen of /video-surveillances (SPEC §2, same dsKey videoMonitor). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    videoRecords: true;
  }
}

export const manifest = defineManifest({
  feature: 'video-records',
  screens: {
    videoRecords: lazy(() => import('./VideoRecordsRoute.tsx').then((module) => ({ default: module.VideoRecordsRoute }))),
  },
  routes: [
    // Right after the wall (surveillance, order 5) in the menu: two features may not share an order.
    { path: '/video-surveillances/video-records', screen: 'videoRecords', dsKey: Feature.VideoMonitor, childTwin: true, layout: 'main', menu: { titleKey: 'videoRecords.menu', order: 5.5, icon: 'play' } },
  ],
});

/** Video surveillance (SPEC §2 /video-surveillances, dsKey videoMonitor, menu order 5). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    videoSurveillance: true;
  }
}

export const SURVEILLANCE_PATH = '/video-surveillances/video-surveillance';

export const manifest = defineManifest({
  feature: 'surveillance',
  screens: {
    videoSurveillance: lazy(() => import('./SurveillanceRoute.tsx').then((module) => ({ default: module.SurveillanceRoute }))),
  },
  routes: [
    { path: SURVEILLANCE_PATH, screen: 'videoSurveillance', dsKey: Feature.VideoMonitor, childTwin: true, layout: 'main', menu: { titleKey: 'surveillance.menu', order: 5, icon: 'camera' } },
  ],
});

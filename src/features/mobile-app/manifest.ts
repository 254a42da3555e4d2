/** The mobile app download page (SPEC §2 header), reached from the header. */
import { lazy } from 'react';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    mobileApp: true;
  }
}

export const MOBILE_APP_PATH = '/mobile-app';

export const manifest = defineManifest({
  feature: 'mobile-app',
  screens: {
    mobileApp: lazy(() => import('./MobileAppPage.tsx').then((module) => ({ default: module.MobileAppPage }))),
  },
  routes: [
    { path: MOBILE_APP_PATH, screen: 'mobileApp', dsKey: null, childTwin: false, layout: 'main', menu: null },
  ],
});

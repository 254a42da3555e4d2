/** The user manual, opened from the header. */
import { lazy } from 'react';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    userManual: true;
  }
}

export const manifest = defineManifest({
  feature: 'user-manual',
  screens: {
    userManual: lazy(() => import('./UserManualPage.tsx').then((module) => ({ default: module.UserManualPage }))),
  },
  routes: [
    { path: '/user-manual', screen: 'userManual', dsKey: null, childTwin: false, layout: 'main', menu: null },
  ],
});

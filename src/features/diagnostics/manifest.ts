/** Diagnostics: its route and screen. */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    diagnostics: true;
  }
}

export const DIAGNOSTICS_PATH = '/diagnostics';

export const manifest = defineManifest({
  feature: 'diagnostics',
  screens: {
    diagnostics: lazy(() => import('./DiagnosticsPage.tsx').then((module) => ({ default: module.DiagnosticsPage }))),
  },
  routes: [
    // Diagnostics belongs to the logger module: hosts without logs do not get it. It is a support page, not a dispatcher's task, so it opens from the header's support icons, not the menu (Issue 37).
    { path: DIAGNOSTICS_PATH, screen: 'diagnostics', dsKey: Feature.Logger, childTwin: true, layout: 'main', menu: null },
  ],
});

/** Custom skins (SPEC §2 /themes, hidden, no dsKey: every dispatcher sees the skins, only the custom-skin permission edits them, SPEC §6). */
import { lazy } from 'react';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    themes: true;
  }
}

export const THEMES_PATH = '/themes/theme';

export const manifest = defineManifest({
  feature: 'themes',
  screens: {
    themes: lazy(() => import('./ThemesRoute.tsx').then((module) => ({ default: module.ThemesRoute }))),
  },
  routes: [
    { path: THEMES_PATH, screen: 'themes', dsKey: null, childTwin: true, layout: 'main', menu: null },
  ],
});

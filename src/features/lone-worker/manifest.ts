/** Lone worker (SPEC §2 /loneworks/lonework, dsKey workAlone, and its -child twin). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    loneWork: true;
  }
}

export const manifest = defineManifest({
  feature: 'lone-worker',
  screens: {
    loneWork: lazy(() => import('./LoneWorkRoute.tsx').then((module) => ({ default: module.LoneWorkRoute }))),
  },
  routes: [
    // SPEC hides it under "more"; the console has no "more" menu yet, so it gets an entry of its own after logs.
    { path: '/loneworks/lonework', screen: 'loneWork', dsKey: Feature.WorkAlone, childTwin: true, layout: 'main', menu: { titleKey: 'menu.loneWorker', order: 10, icon: 'user' } },
  ],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});

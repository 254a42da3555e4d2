/** Logs (SPEC §2 /logs: /log with dsKey logger, and /log-child; menu order 9). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    logs: true;
  }
}

export const manifest = defineManifest({
  feature: 'logs',
  screens: {
    logs: lazy(() => import('./LogsRoute.tsx').then((module) => ({ default: module.LogsRoute }))),
  },
  routes: [
    { path: '/logs/log', screen: 'logs', dsKey: Feature.Logger, childTwin: true, layout: 'main', menu: { titleKey: 'menu.logs', order: 9, icon: 'book' } },
  ],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});

/** Messages and SMS (SPEC §2 /messages, menu order 2). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    messages: true;
  }
}

export const manifest = defineManifest({
  feature: 'messages',
  screens: {
    messages: lazy(() => import('./MessagesRoute.tsx').then((module) => ({ default: module.MessagesRoute }))),
  },
  routes: [
    { path: '/messages/message', screen: 'messages', dsKey: Feature.Message, childTwin: true, layout: 'main', menu: { titleKey: 'menu.message', order: 2, icon: 'smartphone' } },
  ],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});

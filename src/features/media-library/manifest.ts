/** Media management (SPEC §2 /media-management: /medias with dsKey mediaManage, and /medias-child; menu order 6). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    mediaManagement: true;
  }
}

export const manifest = defineManifest({
  feature: 'media-library',
  screens: {
    mediaManagement: lazy(() => import('./MediaRoute.tsx').then((module) => ({ default: module.MediaRoute }))),
  },
  routes: [
    { path: '/media-management/medias', screen: 'mediaManagement', dsKey: Feature.MediaManage, childTwin: true, layout: 'main', menu: { titleKey: 'menu.mediaManage', order: 6, icon: 'play' } },
  ],
});

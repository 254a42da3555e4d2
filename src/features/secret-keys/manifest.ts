/** Key management (SPEC §2 /key-management, hidden: /secret-keys with dsKey keyManage, and its twin). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    secretKeys: true;
  }
}

export const SECRET_KEYS_PATH = '/key-management/secret-keys';

export const manifest = defineManifest({
  feature: 'secret-keys',
  screens: {
    secretKeys: lazy(() => import('./SecretKeysRoute.tsx').then((module) => ({ default: module.SecretKeysRoute }))),
  },
  routes: [
    { path: SECRET_KEYS_PATH, screen: 'secretKeys', dsKey: Feature.KeyManage, childTwin: true, layout: 'main', menu: null },
  ],
});

/** School (SPEC §1 extra module; SPEC names no path, so ours follows the /module/screen pattern). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    school: true;
  }
}

export const manifest = defineManifest({
  feature: 'school',
  screens: {
    school: lazy(() => import('./SchoolRoute.tsx').then((module) => ({ default: module.SchoolRoute }))),
  },
  routes: [
    // /schools/school with dsKey school and a -child twin, after patrol, as the other "more" modules.
    { path: '/schools/school', screen: 'school', dsKey: Feature.School, childTwin: true, layout: 'main', menu: { titleKey: 'school.menu', order: 23, icon: 'users' } },
  ],
});

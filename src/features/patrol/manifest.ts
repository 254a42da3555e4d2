/** Patrol (SPEC §2 /patrols, under "more": four screens, all dsKey patrol; /patrols/patrol redirects to the statistics). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest, type RouteEntry } from '../../manifest/index.ts';
// Paths only; the patrol screens load on first visit.
import { PATROL_REDIRECT, PATROL_SCREENS, patrolPath } from './paths.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    patrol: true;
  }
}

export const manifest = defineManifest({
  feature: 'patrol',
  screens: {
    patrol: lazy(() => import('./PatrolRoute.tsx').then((module) => ({ default: module.PatrolRoute }))),
  },
  // The console has no "more" menu, so the statistics screen closes the side menu after job ticketing.
  routes: PATROL_SCREENS.map((screen, index): RouteEntry<'patrol'> => ({
    path: patrolPath(screen),
    screen: 'patrol',
    dsKey: Feature.Patrol,
    childTwin: false,
    layout: 'main',
    menu: index === 0 ? { titleKey: 'patrol.menu', order: 21, icon: 'map' } : null,
  })),
  redirects: { [PATROL_REDIRECT.from]: PATROL_REDIRECT.to },
});

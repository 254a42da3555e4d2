/** Job ticketing (SPEC §2 /job-ticketings: /job-ticketing with dsKey jobTicketing, and /job-ticketing-child). */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest } from '../../manifest/index.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    jobTicketing: true;
  }
}

export const manifest = defineManifest({
  feature: 'job-ticketing',
  screens: {
    jobTicketing: lazy(() => import('./JobTicketingRoute.tsx').then((module) => ({ default: module.JobTicketingRoute }))),
  },
  routes: [
    // The spec hides it under "more"; the console has no "more" menu, so it closes the side menu.
    { path: '/job-ticketings/job-ticketing', screen: 'jobTicketing', dsKey: Feature.JobTicketing, childTwin: true, layout: 'main', menu: { titleKey: 'jobs.menu', order: 20, icon: 'check' } },
  ],
  listeners: () => import('./live.ts').then((module) => module.listeners),
});

/**
 * Reports (SPEC §2 /reports: /report in the menu, order 8; each report screen hidden, all dsKey report;
 * every one has a -child twin except /message-data).
 */
import { lazy } from 'react';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest, type RouteEntry } from '../../manifest/index.ts';
// The report list only (no screen code): each report screen is a hidden route of its own.
import { REPORT_MODULES, REPORTS_PATH, reportPath } from './model/reportModules.ts';

declare module '../../manifest/featureManifest.ts' {
  interface FeatureScreens {
    reports: true;
  }
}

export const manifest = defineManifest({
  feature: 'reports',
  screens: {
    reports: lazy(() => import('./ReportsRoute.tsx').then((module) => ({ default: module.ReportsRoute }))),
  },
  routes: [
    { path: REPORTS_PATH, screen: 'reports', dsKey: Feature.Report, childTwin: true, layout: 'main', menu: { titleKey: 'reports.menu', order: 8, icon: 'barChart' } },
    ...REPORT_MODULES.map((module): RouteEntry<'reports'> => ({ path: reportPath(module), screen: 'reports', dsKey: Feature.Report, childTwin: module.childTwin, layout: 'main', menu: null })),
  ],
});

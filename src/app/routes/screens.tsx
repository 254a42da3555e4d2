import { lazy, type ComponentType } from 'react';
import { LoginRoute } from '../pages/LoginRoute.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import type { Preloads } from './prefetch.ts';
import type { ScreenId } from './routeTable.ts';
import { preloadable } from './preloadable.tsx';
import { homeRouteModule } from './signedIn.ts';

const mapsRouteModule = preloadable(() => import('../pages/MapsRoute.tsx'));

/** Module screens load on first visit (or ahead: signedIn.ts, PRELOADS); the login and 404 screens ship with the shell. */
export const SCREENS: Record<ScreenId, ComponentType> = {
  login: LoginRoute,
  notFound: NotFoundPage,
  home: homeRouteModule.component((module) => module.HomeRoute),
  mobileApp: lazy(() => import('../../features/mobile-app/index.ts').then((module) => ({ default: module.MobileAppPage }))),
  userManual: lazy(() => import('../../features/user-manual/index.ts').then((module) => ({ default: module.UserManualPage }))),
  diagnostics: lazy(() => import('../../features/diagnostics/index.ts').then((module) => ({ default: module.DiagnosticsPage }))),
  mapMonitoring: mapsRouteModule.component((module) => module.MapsRoute),
  sosManagement: lazy(() => import('../pages/SosRoute.tsx').then((module) => ({ default: module.SosRoute }))),
  logs: lazy(() => import('../pages/LogsRoute.tsx').then((module) => ({ default: module.LogsRoute }))),
  messages: lazy(() => import('../pages/MessagesRoute.tsx').then((module) => ({ default: module.MessagesRoute }))),
  school: lazy(() => import('../pages/SchoolRoute.tsx').then((module) => ({ default: module.SchoolRoute }))),
  loneWork: lazy(() => import('../pages/LoneWorkRoute.tsx').then((module) => ({ default: module.LoneWorkRoute }))),
  mediaManagement: lazy(() => import('../pages/MediaRoute.tsx').then((module) => ({ default: module.MediaRoute }))),
  videoSurveillance: lazy(() => import('../pages/SurveillanceRoute.tsx').then((module) => ({ default: module.SurveillanceRoute }))),
  videoRecords: lazy(() => import('../pages/VideoRecordsRoute.tsx').then((module) => ({ default: module.VideoRecordsRoute }))),
  callRecords: lazy(() => import('../pages/CallRecordsRoute.tsx').then((module) => ({ default: module.CallRecordsRoute }))),
  jobTicketing: lazy(() => import('../pages/JobTicketingRoute.tsx').then((module) => ({ default: module.JobTicketingRoute }))),
  patrol: lazy(() => import('../pages/PatrolRoute.tsx').then((module) => ({ default: module.PatrolRoute }))),
  reports: lazy(() => import('../pages/ReportsRoute.tsx').then((module) => ({ default: module.ReportsRoute }))),
  secretKeys: lazy(() => import('../pages/AdminRoutes.tsx').then((module) => ({ default: module.SecretKeysRoute }))),
  themes: lazy(() => import('../pages/AdminRoutes.tsx').then((module) => ({ default: module.ThemesRoute }))),
  indoor: lazy(() => import('../pages/IndoorRoute.tsx').then((module) => ({ default: module.IndoorRoute }))),
  broadcast: lazy(() => import('../pages/BroadcastRoute.tsx').then((module) => ({ default: module.BroadcastRoute }))),
  mapFollow: mapsRouteModule.component((module) => module.MapFollowRoute),
};

/**
 * Screens whose code loads before their first visit, once signed in and the page is idle: the live
 * map, where a dispatcher goes first and whose MapLibre and deck.gl are most of its cost (Issue 36
 * item 7). The screen's lazy component then finds its chunks already there.
 */
export const PRELOADS: Preloads = {
  mapMonitoring: () => mapsRouteModule.load().then((module) => module.preloadMaps()),
};

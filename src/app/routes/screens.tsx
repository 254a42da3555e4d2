import type { ComponentType } from 'react';
import { LoginRoute } from '../pages/LoginRoute.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { FEATURE_MANIFESTS } from './manifests.ts';
import type { Preloads } from './prefetch.ts';
import type { ScreenId, ShellScreenId } from './routeTable.ts';
import { homeRouteModule } from './signedIn.ts';

/** The shell's screens: the login and 404 screens ship with the shell; home loads with the main layout (signedIn.ts). */
const SHELL_SCREENS: Record<ShellScreenId, ComponentType> = {
  login: LoginRoute,
  notFound: NotFoundPage,
  home: homeRouteModule.component((module) => module.HomeRoute),
};

/**
 * Every screen by id: the shell's and each feature manifest's. Module screens load on first visit
 * (or ahead: signedIn.ts, PRELOADS); routeTable.ts checks that every route's screen is here.
 */
export const SCREENS = Object.assign({}, ...FEATURE_MANIFESTS.map((manifest) => manifest.screens), SHELL_SCREENS) as Record<ScreenId, ComponentType>;

/**
 * Screens whose code loads before their first visit, once signed in and the page is idle, as their
 * manifests ask (the live map, Issue 36 item 7). The screen's lazy component then finds its chunks already there.
 */
export const PRELOADS: Preloads = Object.assign({}, ...FEATURE_MANIFESTS.map((manifest) => manifest.preloads ?? {})) as Preloads;

/**
 * Once signed in, the console loads the code of the screens in PRELOADS (screens.tsx) while the
 * page is idle, for the features the dispatcher has: a first visit then does not wait for it.
 */
import { useEffect } from 'react';
import type { Feature } from '../../../protocol/index.ts';
import { RESOLVED_ROUTES, type ResolvedRoute, type ScreenId } from './routeTable.ts';

export type Preloads = Partial<Record<ScreenId, () => Promise<unknown>>>;

/** An idle moment, or this long at most: the first screen renders first, the preload comes after it. */
export const PRELOAD_IDLE_TIMEOUT_MS = 1_000;

/** The screens to preload: those whose route in the main console the dispatcher's features open. */
export function screensToPreload(screens: readonly ScreenId[], routes: readonly ResolvedRoute[], features: ReadonlySet<Feature>): ScreenId[] {
  return screens.filter((screen) => routes.some((route) => route.screen === screen && route.chrome === 'main' && (route.dsKey === null || features.has(route.dsKey))));
}

/** Preloads once `ready` (signed in) and the features are known; a failed load is left to the first visit. */
export function usePreloadScreens(preloads: Preloads, ready: boolean, features: ReadonlySet<Feature> | null): void {
  useEffect(() => {
    if (!ready || !features) return;
    const screens = screensToPreload(Object.keys(preloads) as ScreenId[], RESOLVED_ROUTES, features);
    if (screens.length === 0) return;
    const run = () => {
      for (const screen of screens) preloads[screen]?.().catch(() => undefined);
    };
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(run, { timeout: PRELOAD_IDLE_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(run, 0);
    return () => clearTimeout(id);
  }, [preloads, ready, features]);
}

/**
 * The code of the signed-in console's first screen: the main layout (header, menu, calls, alarms)
 * and home. Chunks of their own, so the login page does not carry them (Issue 36 item 7); the login
 * screen preloads them as soon as the dispatcher starts typing.
 */
import { preloadable } from '../../manifest/index.ts';

export const mainLayoutModule = preloadable(() => import('../layout/MainLayout.tsx'));
export const homeRouteModule = preloadable(() => import('../pages/HomeRoute.tsx'));

/** Starts loading both; a failed load is left to the route, which tries again and shows the failure. */
export function preloadSignedIn(): void {
  mainLayoutModule.load().catch(() => undefined);
  homeRouteModule.load().catch(() => undefined);
}

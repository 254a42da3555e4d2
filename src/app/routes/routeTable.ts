/**
 * Every route of the console as data (SPEC §2), built from the shell's own routes and the features'
 * manifests (src/features/<name>/manifest.ts, found by manifests.ts). A feature plugs in by its
 * manifest alone; access rules, menu and child twins follow from the entries (routeModel.ts).
 */
import { FEATURE_MANIFESTS } from './manifests.ts';
import { buildRouteTable, resolveRoutes, SHELL_ROUTES, type ResolvedRoute, type RouteEntry, type ScreenId } from './routeModel.ts';

export * from './routeModel.ts';

const TABLE = buildRouteTable(SHELL_ROUTES, FEATURE_MANIFESTS);

export const ROUTES: readonly RouteEntry[] = TABLE.routes;

/** Paths that answer with another (SPEC §2: /patrol redirects to /patrol-statistic), from the manifests. */
export const REDIRECTS: Readonly<Record<string, string>> = TABLE.redirects;

/** The path of a screen's first route, for links to it (the header's support pages, the settings' admin pages). */
export function screenPath(screen: ScreenId): string {
  const entry = ROUTES.find((candidate) => candidate.screen === screen);
  if (!entry) throw new Error(`No route shows the screen ${screen}`);
  return entry.path;
}

export const RESOLVED_ROUTES: readonly ResolvedRoute[] = resolveRoutes(ROUTES);

import { existsSync, readdirSync } from 'node:fs';
import type { AnyFeatureManifest } from '../../../src/manifest/index.ts';
import { buildRouteTable, resolveRoutes, SHELL_ROUTES, type ResolvedRoute, type RouteEntry } from '../../../src/app/routes/routeModel.ts';

export { LOGIN_PATH } from '../../../src/app/routes/routeModel.ts';

/**
 * The console's route table as the console builds it (src/app/routes/routeTable.ts), for specs: there
 * Vite's import.meta.glob finds the features' manifests, which Playwright's loader cannot run, so
 * this reads the same src/features/<name>/manifest.ts files from disk and builds the same table.
 */
const FEATURES = new URL('../../../src/features/', import.meta.url);
const manifests: AnyFeatureManifest[] = await Promise.all(
  readdirSync(FEATURES)
    .filter((name) => existsSync(new URL(`${name}/manifest.ts`, FEATURES)))
    .sort()
    .map(async (name) => ((await import(new URL(`${name}/manifest.ts`, FEATURES).href)) as { manifest: AnyFeatureManifest }).manifest),
);

export const ROUTES: readonly RouteEntry[] = buildRouteTable(SHELL_ROUTES, manifests).routes;
export const RESOLVED_ROUTES: readonly ResolvedRoute[] = resolveRoutes(ROUTES);

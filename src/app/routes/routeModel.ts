/**
 * The console's routes as data (SPEC §2): the shell's own and how a table is built from the features'
 * manifests. Pure (no glob), so tests outside Vite build the same table from the same manifests
 * (tests/e2e/harness/routes.ts); routeTable.ts builds the console's own.
 */
import type { Feature } from '../../../protocol/index.ts';
import type { AnyFeatureManifest, FeatureScreenId, MenuEntry, RouteEntry as ManifestRoute } from '../../manifest/index.ts';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';
export const NOT_FOUND_PATH = '/404';
export const ROOT_PATH = '/';
/** SPEC §2: this path and any path containing "child" skip the login check. */
export const PATROL_SYS_PATH = '/patrol-sys';
export const CHILD_SUFFIX = '-child';

/** The shell's own screens (screens.tsx); every other screen is a feature's, named in its manifest. */
export type ShellScreenId = 'login' | 'home' | 'notFound';
export type ScreenId = ShellScreenId | FeatureScreenId;

export type { MenuEntry };
export type RouteEntry = ManifestRoute<ScreenId>;

/** The shell's routes: the login page, the voice dispatcher (home, which puts several features together) and 404. */
export const SHELL_ROUTES: readonly RouteEntry[] = [
  { path: LOGIN_PATH, screen: 'login', dsKey: null, childTwin: false, layout: 'standalone', menu: null },
  { path: HOME_PATH, screen: 'home', dsKey: null, childTwin: false, layout: 'main', menu: { titleKey: 'menu.voiceDispatcher', order: 0, icon: 'microphone' } },
  { path: NOT_FOUND_PATH, screen: 'notFound', dsKey: null, childTwin: false, layout: 'main', menu: null },
];

export type RouteTable = { readonly routes: readonly RouteEntry[]; readonly redirects: Readonly<Record<string, string>> };

/**
 * The shell's routes and every manifest's, in one table. Throws, naming both owners, when two claim
 * the same path (a child twin included), menu position or screen, or a route names a screen its
 * manifest lacks: the console does not start on an ambiguous table.
 */
export function buildRouteTable(shell: readonly RouteEntry[], manifests: readonly AnyFeatureManifest[]): RouteTable {
  const owned = [{ feature: 'the shell', routes: shell, redirects: {} as Readonly<Record<string, string>> }, ...manifests];
  const paths = new Map<string, string>();
  const orders = new Map<string, string>();
  const screens = new Map<string, string>();
  const claim = (claims: Map<string, string>, key: string, owner: string, what: string) => {
    const earlier = claims.get(key);
    if (earlier !== undefined) throw new Error(`Route table: ${what} ${key} is claimed by ${earlier} and by ${owner}`);
    claims.set(key, owner);
  };
  for (const manifest of manifests) {
    for (const screen of Object.keys(manifest.screens)) claim(screens, screen, manifest.feature, 'screen');
  }
  for (const { feature, routes, redirects } of owned) {
    for (const entry of routes) {
      if (feature !== 'the shell' && !screens.has(entry.screen)) throw new Error(`Route table: ${feature} routes ${entry.path} to a screen it lacks, ${entry.screen}`);
      claim(paths, entry.path, feature, 'path');
      if (entry.childTwin) claim(paths, `${entry.path}${CHILD_SUFFIX}`, feature, 'path');
      if (entry.menu) claim(orders, String(entry.menu.order), feature, 'menu position');
    }
    for (const from of Object.keys(redirects ?? {})) claim(paths, from, feature, 'path');
  }
  return {
    routes: owned.flatMap((owner) => owner.routes),
    redirects: Object.assign({}, ...owned.map((owner) => owner.redirects ?? {})) as Record<string, string>,
  };
}

/** A reachable path: entries plus their child twins, which render bare and carry no dsKey (SPEC §2). */
export type ResolvedRoute = {
  readonly path: string;
  readonly screen: ScreenId;
  readonly dsKey: Feature | null;
  readonly chrome: 'standalone' | 'main' | 'bare';
};

export function resolveRoutes(entries: readonly RouteEntry[]): ResolvedRoute[] {
  return entries.flatMap((entry): ResolvedRoute[] => {
    const own: ResolvedRoute = { path: entry.path, screen: entry.screen, dsKey: entry.dsKey, chrome: entry.layout };
    if (!entry.childTwin) return [own];
    return [own, { path: `${entry.path}${CHILD_SUFFIX}`, screen: entry.screen, dsKey: null, chrome: 'bare' }];
  });
}


export type MenuItem = MenuEntry & { readonly path: string };

/** The side menu: entries with a menu title whose feature is on, in SPEC menu order. */
export function menuItems(entries: readonly RouteEntry[], features: ReadonlySet<Feature> | null): MenuItem[] {
  return entries
    .filter((entry) => entry.menu && (entry.dsKey === null || features?.has(entry.dsKey)))
    .map((entry) => ({ ...(entry.menu as MenuEntry), path: entry.path }))
    .sort((a, b) => a.order - b.order);
}

import { lazy } from 'react';
import { describe, expect, it } from 'vitest';
import { Feature } from '../../../protocol/index.ts';
import { defineManifest, type AnyFeatureManifest } from '../../manifest/index.ts';
import { decideAccess } from './access.ts';
import { FEATURE_MANIFESTS } from './manifests.ts';
import { buildRouteTable, menuItems, RESOLVED_ROUTES, resolveRoutes, ROUTES, SHELL_ROUTES } from './routeTable.ts';
import { PRELOADS, SCREENS } from './screens.tsx';

const Screen = lazy(() => Promise.resolve({ default: () => null }));

/** A manifest of its own for a test: one screen, the routes given. */
const manifest = (feature: string, routes: AnyFeatureManifest['routes'], screens: AnyFeatureManifest['screens'] = { sosManagement: Screen }): AnyFeatureManifest => ({
  feature,
  screens,
  routes,
});
const route = (path: string, order: number | null, childTwin = false): AnyFeatureManifest['routes'][number] => ({
  path,
  screen: 'sosManagement',
  dsKey: Feature.SosManage,
  childTwin,
  layout: 'main',
  menu: order === null ? null : { titleKey: 'menu.sosManage', order, icon: 'alert' },
});

describe('feature manifests', () => {
  it('finds every feature with screens in src/features/*/manifest.ts', () => {
    const features = FEATURE_MANIFESTS.map((found) => found.feature);
    expect(features).toContain('sos');
    expect(features).toContain('maps');
    expect(new Set(features).size).toBe(features.length);
  });

  it("puts a manifest's route into the table with its access rule, its twin and its menu entry", () => {
    const sos = FEATURE_MANIFESTS.find((found) => found.feature === 'sos');
    const entry = sos?.routes.find((candidate) => candidate.path === '/sos-management/alarm');
    expect(entry).toMatchObject({ screen: 'sosManagement', dsKey: Feature.SosManage, childTwin: true, menu: { order: 4 } });
    expect(ROUTES).toContain(entry);
    const own = RESOLVED_ROUTES.find((resolved) => resolved.path === '/sos-management/alarm');
    expect(own).toEqual({ path: '/sos-management/alarm', screen: 'sosManagement', dsKey: Feature.SosManage, chrome: 'main' });
    expect(RESOLVED_ROUTES).toContainEqual({ path: '/sos-management/alarm-child', screen: 'sosManagement', dsKey: null, chrome: 'bare' });
    const decide = (features: ReadonlySet<Feature>) => decideAccess({ path: '/sos-management/alarm', hasSession: true, arrived: true, routes: RESOLVED_ROUTES, features });
    expect(decide(new Set([Feature.SosManage]))).toEqual({ kind: 'render', route: own });
    expect(decide(new Set())).toEqual({ kind: 'redirect', to: '/404' });
    expect(menuItems(ROUTES, new Set([Feature.SosManage])).map((item) => item.path)).toEqual(['/home', '/sos-management/alarm']);
  });

  it("takes a manifest's redirects and preloads", () => {
    const patrolRedirect = decideAccess({ path: '/patrols/patrol', hasSession: true, arrived: true, routes: RESOLVED_ROUTES, features: null });
    expect(patrolRedirect).toEqual({ kind: 'redirect', to: '/patrols/patrol-statistic' });
    expect(Object.keys(PRELOADS)).toEqual(['mapMonitoring']);
  });

  it('has a screen for every route, and no route per screen twice', () => {
    for (const entry of ROUTES) expect(SCREENS[entry.screen], entry.path).toBeDefined();
    const paths = resolveRoutes(ROUTES).map((resolved) => resolved.path);
    expect(new Set(paths).size).toBe(paths.length);
    const orders = ROUTES.flatMap((entry) => (entry.menu ? [entry.menu.order] : []));
    expect(new Set(orders).size).toBe(orders.length);
  });

  it('refuses two manifests claiming one path, one child twin path, one menu position or one screen', () => {
    const build = (...manifests: AnyFeatureManifest[]) => () => buildRouteTable(SHELL_ROUTES, manifests);
    expect(build(manifest('a', [route('/a/a', 30)]))).not.toThrow();
    expect(build(manifest('a', [route('/a/a', null)]), manifest('b', [route('/a/a', null)], { logs: Screen }))).toThrow(/path \/a\/a is claimed by a and by b/);
    expect(build(manifest('a', [route('/a/a', null, true)]), manifest('b', [route('/a/a-child', null)], { logs: Screen }))).toThrow(/path \/a\/a-child/);
    expect(build(manifest('a', [route('/home', null)]))).toThrow(/path \/home is claimed by the shell and by a/);
    expect(build(manifest('a', [route('/a/a', 30)]), manifest('b', [route('/b/b', 30)], { logs: Screen }))).toThrow(/menu position 30 is claimed by a and by b/);
    expect(build(manifest('a', [route('/a/a', 0)]))).toThrow(/menu position 0 is claimed by the shell and by a/);
    expect(build(manifest('a', []), manifest('b', []))).toThrow(/screen sosManagement is claimed by a and by b/);
    expect(build(manifest('a', [route('/a/a', null)], { logs: Screen }))).toThrow(/a routes \/a\/a to a screen it lacks/);
    expect(build({ ...manifest('a', []), redirects: { '/home': '/a' } })).toThrow(/path \/home/);
  });

  it('builds the real table without a clash', () => {
    expect(() => buildRouteTable(SHELL_ROUTES, FEATURE_MANIFESTS)).not.toThrow();
  });

  it('lets a route name only a screen of its own manifest (checked by tsc)', () => {
    const checked = defineManifest({
      feature: 'typo',
      screens: { sosManagement: Screen },
      // @ts-expect-error -- 'sosManagment' is no screen of this manifest
      routes: [{ path: '/typo', screen: 'sosManagment', dsKey: null, childTwin: false, layout: 'main', menu: null }],
    });
    // @ts-expect-error -- 'logz' is no screen of any feature (FeatureScreens)
    defineManifest({ feature: 'typo', screens: { logz: Screen }, routes: [] });
    expect(checked.feature).toBe('typo');
  });
});

import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { patrolScreenOf, type PatrolScreen } from '../../../src/features/patrol/index.ts';
import { REPORT_MODULES } from '../../../src/features/reports/index.ts';
import type { ResolvedRoute, ScreenId } from '../../../src/app/routes/routeModel.ts';

/**
 * Walking the route table: the path to open for each route, what each screen shows once it has its
 * data, and client-side navigation as the menu does it (accessibility.spec.ts, alarm-area.spec.ts).
 */

/** A demo radio for the follow windows' ?msId= (the opener names the terminal to keep centred). */
export const FOLLOWED = '10000005';

/** The path to open for a route: follow windows need the terminal they follow. */
export const pathOf = (route: ResolvedRoute) => (route.screen === 'mapFollow' ? `${route.path}?msId=${FOLLOWED}` : route.path);

const map = (page: Page, within = '') => page.locator(`${within} #map-monitoring[data-basemap="land+roads"]`);
const PATROL_SCREEN_IDS: Record<PatrolScreen, string> = {
  'patrol-statistic': 'patrol-statistic',
  'patrol-point': 'patrol-points',
  'patrol-plan': 'patrol-plans',
  'patrol-calendar': 'patrol-calendar',
};

/** What each screen shows once it has its data (besides no aria-busy and no loading overlay anywhere). */
export const LOADED: Record<ScreenId, (page: Page, path: string) => Locator> = {
  login: (page) => page.getByTestId('login-account'),
  home: (page) => page.getByTestId('group-tree'),
  userManual: (page) => page.getByRole('main').getByRole('heading', { level: 1 }),
  mobileApp: (page) => page.getByTestId('mobile-app-page'),
  notFound: (page) => page.getByTestId('not-found'),
  diagnostics: (page) => page.getByTestId('diag-last-seq'),
  mapMonitoring: (page) => map(page),
  mapFollow: (page) => map(page, `[data-testid="map-monitoring"][data-follow="${FOLLOWED}"]`),
  sosManagement: (page) => page.getByTestId('sos-page'),
  logs: (page) => page.getByTestId('logs-page'),
  messages: (page) => page.getByTestId('messages-page'),
  loneWork: (page) => page.getByTestId('lone-work-page'),
  mediaManagement: (page) => page.locator('[data-testid="media-library"][data-load="loaded"]'),
  videoSurveillance: (page) => page.getByTestId('surveillance-page'),
  videoRecords: (page) => page.getByTestId('video-records-page'),
  callRecords: (page) => page.getByTestId('call-records-page'),
  jobTicketing: (page) => page.getByTestId('job-ticketing'),
  // /reports/report shows the first report.
  reports: (page, path) => page.getByTestId(`report-${(REPORT_MODULES.find((module) => path.startsWith(`/reports/${module.screen}`)) ?? REPORT_MODULES[0]!).screen}`),
  secretKeys: (page) => page.getByTestId('secret-keys-page'),
  themes: (page) => page.getByTestId('themes-page'),
  broadcast: (page) => page.locator('[data-testid="broadcast"][data-gate="in"] [data-load="loaded"]'),
  patrol: (page, path) => page.getByTestId(PATROL_SCREEN_IDS[patrolScreenOf(path)]),
  school: (page) => page.getByTestId('school-page'),
  indoor: (page) => page.getByTestId('indoor-page'),
};

/** Client-side navigation, as the menu does: the session, its socket and the theme stay. */
export async function navigate(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The screen at `path` has its data: its mark is visible, nothing is busy, no finite animation still runs. */
export async function waitUntilLoaded(page: Page, screen: ScreenId, path: string): Promise<void> {
  // The path itself (the login screen may carry the console's ?v= version).
  await expect(page).toHaveURL((url) => (path.includes('?') ? `${url.pathname}${url.search}` : url.pathname) === path);
  await expect(LOADED[screen](page, path).first()).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[aria-busy="true"], .ui-loading')).toHaveCount(0, { timeout: 30_000 });
  // Colours still fading (the theme switch, a row that lights up) would be measured halfway.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

import { expect as baseExpect, type Page } from '@playwright/test';

/** A state the console reaches on two busy cores within a minute, or the script fails. */
const expect = baseExpect.configure({ timeout: 60_000 });

/** The manual's screenshots are of this window, in en-US (the alarm shots also in ru-RU, LOCALISED). */
export const VIEWPORT = { width: 1280, height: 800 } as const;

const DISPATCHER = { account: '20000001', password: 'Dispatch#2026' } as const;
/** The radio the messages screenshot talks to; the script keeps it online and answering (screenshots.ts). */
export const MESSAGE_RADIO = '10000002';

/**
 * One screenshot of the manual: `take` brings the console to the state shown and waits for it;
 * `leave` puts it back (closes a dialog) before the next one. Names are the files'
 * (docs/manual/screenshots/<name>.png), referenced from every docs/manual/<locale>.md.
 */
export type Shot = {
  readonly name: string;
  readonly signedIn: boolean;
  /** Taken with two SOS alarms open (the script raises them before the first such shot). */
  readonly alarms?: true;
  /** Also taken in the languages of `npm run manual:screenshots -- --locale`, as <name>-<locale>.png. */
  readonly localised?: true;
  readonly take: (page: Page) => Promise<void>;
  readonly leave?: (page: Page) => Promise<void>;
};

export async function signIn(page: Page, language = 'en-US'): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(DISPATCHER.account);
  await page.getByTestId('login-password').fill(DISPATCHER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home/);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
  if (language === 'en-US') return;
  // The console's language is a setting of the dispatcher's (the settings dialog), not the browser's.
  await page.getByTestId('header-settings').click();
  await page.getByTestId('settings-language').selectOption(language);
  await page.getByTestId('settings-save').click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** Nothing on the page still loading: no spinner of a lazy screen, list or dialog, nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.ui-loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  // Two frames: what React committed last is painted (a frame is a state of the page, not a time).
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

/** A module from the side menu, as a dispatcher opens it; `path` is its route. */
async function fromMenu(page: Page, path: string, ready: string): Promise<void> {
  await page.getByTestId('main-menu').locator(`a[href="${path}"]`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByTestId(ready)).toBeVisible();
  await settled(page);
}

/** A screen outside the menu (reached from the header or the settings), opened by its path. */
async function byPath(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
  await expect(page.getByTestId(ready)).toBeVisible();
  await settled(page);
}

const closeDialog = async (page: Page) => {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
};

/** Opens a module, then presses a control of it (its test id) and waits for what that shows. */
const pressing = (path: string, ready: string, control: string, shown: string) => async (page: Page) => {
  await fromMenu(page, path, ready);
  await page.getByTestId(control).click();
  await expect(page.getByTestId(shown).first()).toBeVisible();
  await settled(page);
};

export const SHOTS: readonly Shot[] = [
  {
    name: 'login',
    signedIn: false,
    take: async (page) => {
      await page.goto('/login');
      await page.getByTestId('login-account').fill(DISPATCHER.account);
      await expect(page.getByTestId('login-submit')).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'home',
    signedIn: true,
    take: async (page) => {
      await page.goto('/home');
      await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
      // A team whose radios are online (the script brought the first ones of the roster up).
      await page.getByTestId('group-tree').getByText('North Patrol A', { exact: true }).click();
      await expect(page.getByTestId('terminal-list').locator('tbody tr').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'settings',
    signedIn: true,
    take: async (page) => {
      await page.getByTestId('header-settings').click();
      await expect(page.getByTestId('settings-dialog')).toBeVisible();
      await settled(page);
    },
    leave: closeDialog,
  },
  {
    name: 'volume',
    signedIn: true,
    take: async (page) => {
      await page.getByTestId('header-volume').click();
      await expect(page.getByTestId('volume-dialog')).toBeVisible();
      await settled(page);
    },
    leave: closeDialog,
  },
  {
    name: 'map',
    signedIn: true,
    take: async (page) => {
      await page.getByTestId('main-menu').locator('a[href="/maps/monitoring"]').click();
      const map = page.locator('#map-monitoring');
      // The land and roads are drawn and the map has fitted the fleet.
      await expect(map).toHaveAttribute('data-basemap', 'land+roads');
      await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(10);
      // The road net off and on again: the map's idle after that (it writes data-road-net) comes after the fit's tiles.
      const roadNet = page.getByRole('button', { name: 'Road net' });
      await roadNet.click();
      await expect(map).toHaveAttribute('data-road-net', 'off');
      await roadNet.click();
      await expect(map).toHaveAttribute('data-road-net', 'on');
      await settled(page);
    },
  },
  {
    name: 'messages',
    signedIn: true,
    take: async (page) => {
      await fromMenu(page, '/messages/message', 'messages-page');
      await page.getByTestId('messages-new').fill(MESSAGE_RADIO);
      await page.getByTestId('messages-new-options').getByRole('option', { name: new RegExp(`\\(${MESSAGE_RADIO}\\)$`) }).click();
      await page.getByTestId('message-text').fill('Please check gate 4 and report back.');
      await page.getByTestId('message-send').click();
      // The radio opens it and answers (the script's messaging terminal): both are in the history.
      await expect(page.getByTestId('messages-history').getByTestId('message')).toHaveCount(2);
      await settled(page);
    },
  },
  { name: 'call-records', signedIn: true, take: (page) => fromMenu(page, '/call-records/voice-list', 'call-records-page') },
  { name: 'sos', signedIn: true, take: (page) => fromMenu(page, '/sos-management/alarm', 'sos-row') },
  { name: 'surveillance', signedIn: true, take: (page) => fromMenu(page, '/video-surveillances/video-surveillance', 'surveillance-page') },
  { name: 'video-records', signedIn: true, take: (page) => fromMenu(page, '/video-surveillances/video-records', 'video-records-page') },
  { name: 'media', signedIn: true, take: (page) => fromMenu(page, '/media-management/medias', 'media-library') },
  { name: 'broadcast', signedIn: true, take: async (page) => {
    await fromMenu(page, '/broadcasts/broadcast', 'broadcast');
    // The page signs in to the broadcast service with the console's own login, then loads its lists.
    await expect(page.getByTestId('broadcast')).toHaveAttribute('data-gate', 'in');
    await expect(page.locator('.broadcast__screens')).toHaveAttribute('data-load', 'loaded');
    await settled(page);
  } },
  { name: 'reports', signedIn: true, take: pressing('/reports/report', 'report-online', 'report-query', 'report-table') },
  { name: 'diagnostics', signedIn: true, take: (page) => byPath(page, '/diagnostics', 'diag-status') },
  { name: 'logs', signedIn: true, take: pressing('/logs/log', 'logs-page', 'logs-query', 'log-row') },
  { name: 'lone-worker', signedIn: true, take: pressing('/loneworks/lonework', 'lone-work-page', 'lone-work-new', 'lone-work-dialog'), leave: closeDialog },
  { name: 'job-ticketing', signedIn: true, take: pressing('/job-ticketings/job-ticketing', 'job-ticketing', 'job-create', 'job-form'), leave: closeDialog },
  { name: 'patrol', signedIn: true, take: pressing('/patrols/patrol-statistic', 'patrol', 'patrol-tab-patrol-calendar', 'patrol-calendar') },
  { name: 'indoor', signedIn: true, take: (page) => fromMenu(page, '/indoorPositioning/indoor', 'indoor-page') },
  { name: 'school', signedIn: true, take: (page) => fromMenu(page, '/schools/school', 'school-page') },
  { name: 'secret-keys', signedIn: true, take: (page) => byPath(page, '/key-management/secret-keys', 'secret-keys-table') },
  { name: 'themes', signedIn: true, take: (page) => byPath(page, '/themes/theme', 'themes-page') },
  { name: 'mobile-app', signedIn: true, take: (page) => byPath(page, '/mobile-app', 'mobile-app-page') },
  // Last: with alarms open, what the dispatcher sees during an incident (Issue 37).
  {
    name: 'alarms-home',
    signedIn: true,
    alarms: true,
    localised: true,
    take: async (page) => {
      await page.goto('/home');
      await expect(page.getByTestId('connection-indicator')).toHaveAttribute('data-status', 'online');
      await expect(page.getByTestId('alarm-area')).toBeVisible();
      // The seeded names are the demo's own, in every language.
      await page.getByTestId('group-tree').getByText('North Patrol A', { exact: true }).click();
      await expect(page.getByTestId('terminal-list').locator('tbody tr').first()).toBeVisible();
      await settled(page);
    },
  },
  {
    name: 'alarms-map',
    signedIn: true,
    alarms: true,
    localised: true,
    take: async (page) => {
      await page.getByTestId('main-menu').locator('a[href="/maps/monitoring"]').click();
      const map = page.locator('#map-monitoring');
      await expect(map).toHaveAttribute('data-basemap', 'land+roads');
      // The newest alarm's terminal: the map went to it and its card (the alarm first) is open.
      await expect(page.getByTestId('terminal-info').getByTestId('terminal-info-sos')).toBeVisible();
      await settled(page);
    },
  },
];

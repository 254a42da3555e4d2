import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/harness/chromium.ts';
import { startEmulator } from '../e2e/harness/emulator.ts';
import { atMost, writeSuite, type Goal, type Measurement } from './report.ts';

const DISPATCHER = { account: '20000001', password: 'Dispatch#2026' };
const RUNS = Number(process.env.CONSOLE_LOAD_RUNS ?? 7);
const GOALS = { loginKiB: 300, loginToMapMs: 1_500 };

type Loaded = { url: string; type: 'script' | 'stylesheet'; gzipBytes: number };

/** The JavaScript and CSS a page fetched, each sized as gzip -9 of its body (what a compressing server would send). */
function recordAssets(page: Page): Loaded[] {
  const loaded: Loaded[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    void response.body().then(
      (body) => {
        const url = new URL(response.url()).pathname;
        // A module both preloaded and imported is one download.
        if (!loaded.some((asset) => asset.url === url)) loaded.push({ url, type, gzipBytes: gzipSync(body, { level: 9 }).length });
      },
      () => undefined,
    );
  });
  return loaded;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const round = (value: number, digits = 0) => Number(value.toFixed(digits));

type Marks = { pressed?: number; online?: number; mapClicked?: number; drawn?: number };

/**
 * Times taken in the page itself (performance.now), so the bench's own round trips to the browser
 * are not counted: a capturing click listener marks Log in and the menu's map link; a
 * MutationObserver marks the connection going online and the map's terminals layer holding the
 * fleet, then two frames drawn after it. Installed once per page: the console is one document.
 */
async function installMarks(page: Page): Promise<void> {
  // A string, not a function: tsx would wrap the page's named functions in a helper the page lacks.
  await page.evaluate(`(() => {
    const marks = {};
    window.__loadMarks = marks;
    let drawnElement = null;
    document.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('[data-testid="login-submit"]')) marks.pressed = performance.now();
      if (target?.closest('[data-testid="main-menu"] a[href$="/maps/monitoring"]')) {
        marks.mapClicked = performance.now();
        delete marks.drawn;
      }
    }, true);
    new MutationObserver(() => {
      if (marks.online === undefined && document.querySelector('[data-testid="connection-indicator"][data-status="online"]')) marks.online = performance.now();
      const map = document.querySelector('[data-terminals-drawn]:not([data-terminals-drawn="0"])');
      if (marks.mapClicked !== undefined && marks.drawn === undefined && map && map !== drawnElement) {
        drawnElement = map;
        requestAnimationFrame(() => requestAnimationFrame(() => (marks.drawn = performance.now())));
      }
    }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-status', 'data-terminals-drawn'] });
  })()`);
}

const readMarks = (page: Page) => page.evaluate('window.__loadMarks') as Promise<Marks>;

/** Waits until the page has marked `key`, and answers the marks. */
async function waitForMark(page: Page, key: keyof Marks): Promise<Required<Marks>> {
  await page.waitForFunction((name) => (window as unknown as { __loadMarks: Marks }).__loadMarks[name] !== undefined, key);
  return (await readMarks(page)) as Required<Marks>;
}

export async function runConsoleLoadBench(): Promise<void> {
  const emulator = await startEmulator();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    let loginAssets: Loaded[] = [];
    const toMap: number[] = [];
    const toHome: number[] = [];
    const openCold: number[] = [];
    const openWarm: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: emulator.url, locale: 'en-US', viewport: { width: 1600, height: 900 } });
      const page = await context.newPage();
      const assets = recordAssets(page);
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByTestId('login-submit').waitFor();
      if (run === 0) loginAssets = [...assets];
      await installMarks(page);
      await page.getByTestId('login-account').fill(DISPATCHER.account);
      await page.getByTestId('login-password').fill(DISPATCHER.password);
      await page.getByTestId('login-submit').click();
      const home = await waitForMark(page, 'online');
      toHome.push(home.online - home.pressed);
      const menu = page.getByTestId('main-menu');
      await menu.getByRole('link', { name: 'Map monitoring' }).click();
      // Cold: the map's first visit in this page (its code preloaded while home was idle, or not yet).
      const cold = await waitForMark(page, 'drawn');
      openCold.push(cold.drawn - cold.mapClicked);
      toMap.push(home.online - home.pressed + (cold.drawn - cold.mapClicked));
      // Warm: to another module and back, the map's code and the fleet already in the page.
      await menu.getByRole('link', { name: 'SOS management' }).click();
      await page.locator('[data-terminals-drawn]').waitFor({ state: 'detached' });
      await menu.getByRole('link', { name: 'Map monitoring' }).click();
      const warm = await waitForMark(page, 'drawn');
      openWarm.push(warm.drawn - warm.mapClicked);
      await context.close();
    }
    const kib = (list: Loaded[]) => list.reduce((sum, asset) => sum + asset.gzipBytes, 0) / 1024;
    const scripts = loginAssets.filter((asset) => asset.type === 'script');
    const styles = loginAssets.filter((asset) => asset.type === 'stylesheet');
    const measurements: Measurement[] = [
      { name: 'login page JavaScript (gzip)', value: round(kib(scripts), 1), unit: 'KiB', note: `${scripts.length} files` },
      { name: 'login page CSS (gzip)', value: round(kib(styles), 1), unit: 'KiB', note: `${styles.length} files` },
      ...[...loginAssets].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 8).map((asset) => ({ name: `login asset ${asset.url.replace(/-[\w-]{8}\.(js|css)$/, '.$1')}`, value: round(asset.gzipBytes / 1024, 1), unit: 'KiB' })),
      { name: 'login to home, live socket (median)', value: round(median(toHome)), unit: 'ms', note: `${RUNS} runs` },
      { name: 'map opened, terminals drawn, first visit (median)', value: round(median(openCold)), unit: 'ms', note: `${RUNS} runs; worst ${round(Math.max(...openCold))} ms` },
      { name: 'map opened, terminals drawn, second visit (median)', value: round(median(openWarm)), unit: 'ms', note: `${RUNS} runs; worst ${round(Math.max(...openWarm))} ms` },
      { name: 'login to live map (median)', value: round(median(toMap)), unit: 'ms', note: `${RUNS} runs; worst ${round(Math.max(...toMap))} ms; login to home plus opening the map, the dispatcher's click between them not counted` },
    ];
    const goals: Goal[] = [
      atMost('login page initial JavaScript and CSS', `<= ${GOALS.loginKiB} kB gzip`, GOALS.loginKiB, kib(loginAssets), 'KiB', 1),
      atMost('login to live map', `< ${GOALS.loginToMapMs} ms`, GOALS.loginToMapMs, median(toMap), 'ms', 0, 'median'),
      atMost('map opened to terminals drawn, first visit (Issue 37)', `<= ${GOALS.loginToMapMs} ms`, GOALS.loginToMapMs, median(openCold), 'ms', 0, 'median'),
      atMost('map opened to terminals drawn, second visit (Issue 37)', `<= ${GOALS.loginToMapMs} ms`, GOALS.loginToMapMs, median(openWarm), 'ms', 0, 'median'),
    ];
    writeSuite('console-load', measurements, { 'home / map': round(median(toHome) / median(toMap), 3), 'second visit / first visit': round(median(openWarm) / median(openCold), 3) }, goals);
  } finally {
    await browser.close();
    await emulator.stop();
  }
}

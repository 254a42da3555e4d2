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

/**
 * What the first screen costs (Issue 36 item 7): the login page's initial JavaScript and CSS,
 * gzipped, and from pressing Log in to the live map with the fleet drawn, in Chromium against an
 * emulator with the demo fleet's organisation. Each run is a fresh browser profile (cold cache) for
 * the login page, and the map is opened from the menu as a dispatcher does.
 */
export async function runConsoleLoadBench(): Promise<void> {
  const emulator = await startEmulator();
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    let loginAssets: Loaded[] = [];
    const toMap: number[] = [];
    const toHome: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext({ baseURL: emulator.url, locale: 'en-US', viewport: { width: 1600, height: 900 } });
      const page = await context.newPage();
      const assets = recordAssets(page);
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByTestId('login-submit').waitFor();
      if (run === 0) loginAssets = [...assets];
      await page.getByTestId('login-account').fill(DISPATCHER.account);
      await page.getByTestId('login-password').fill(DISPATCHER.password);
      const pressed = await page.evaluate(() => performance.now());
      await page.getByTestId('login-submit').click();
      await page.waitForURL(/\/home/);
      await page.getByTestId('connection-indicator').and(page.locator('[data-status="online"]')).waitFor();
      toHome.push((await page.evaluate(() => performance.now())) - pressed);
      await page.getByTestId('main-menu').getByRole('link', { name: 'Map monitoring' }).click();
      // Live: the terminals' layer holds the fleet and two frames have been drawn since.
      await page.locator('[data-terminals-drawn]:not([data-terminals-drawn="0"])').waitFor();
      const drawn = await page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now())))));
      toMap.push(drawn - pressed);
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
      { name: 'login to live map (median)', value: round(median(toMap)), unit: 'ms', note: `${RUNS} runs; worst ${round(Math.max(...toMap))} ms` },
    ];
    const goals: Goal[] = [
      atMost('login page initial JavaScript and CSS', `<= ${GOALS.loginKiB} kB gzip`, GOALS.loginKiB, kib(loginAssets), 'KiB', 1),
      atMost('login to live map', `< ${GOALS.loginToMapMs} ms`, GOALS.loginToMapMs, median(toMap), 'ms', 0, 'median'),
    ];
    writeSuite('console-load', measurements, { 'home / map': round(median(toHome) / median(toMap), 3) }, goals);
  } finally {
    await browser.close();
    await emulator.stop();
  }
}

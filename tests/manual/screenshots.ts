/**
 * The user manual's screenshots, taken from the running demo: `npm run manual:screenshots`.
 *
 * Builds the console (unless `--static DIR` names a build), starts the emulator with the demo
 * organisation as the end-to-end harness does, brings a part of the fleet online, signs in as the
 * first demo dispatcher in Debian's Chromium (1280×800, en-US) and saves one PNG per module of the
 * manual into docs/manual/screenshots/. Every step waits for a state of the page, never for a time;
 * the script stops the browser, the terminals and the emulator and exits by itself.
 *
 * Options: `--static DIR` (a console build to serve, relative to src/ as Vite's --outDir is),
 * `--only map,home` (just those shots), `--out DIR` (another folder for the PNGs), `--locale ru-RU`
 * (the localised shots in that language, as <name>-ru-ru.png). The alarm shots come last: before
 * the first, two radios raise SOS, and the alarms are closed when the script ends.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import type { SocketClient } from '../../protocol/index.ts';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/harness/chromium.ts';
import { startEmulator } from '../e2e/harness/emulator.ts';
import { PlatformApi } from '../e2e/harness/platformApi.ts';
import { messagingTerminal, type MessagingTerminal } from '../e2e/harness/messages.ts';
import { closeOpenAlarms, raiseSos } from '../e2e/harness/sos.ts';
import { connectTerminal } from '../e2e/harness/terminal.ts';
import { compressPng } from './compressPng.ts';
import { MESSAGE_RADIO, SHOTS, VIEWPORT, signIn } from './shots.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Vite resolves --outDir from its root, src/; this one is git-ignored (.run/). */
const DEFAULT_BUILD = '../.run/manual-dist';
/** How many demo terminals come online for the screenshots: the demo roster's radios, apps and gateways (its cameras come after). */
const ONLINE_TERMINALS = 180;
/** Terminals log in this many at a time. */
const LOGIN_BATCH = 12;
const FIRST_TERMINAL = 10_000_001;

const { values } = parseArgs({ options: { static: { type: 'string' }, only: { type: 'string' }, out: { type: 'string' }, locale: { type: 'string' } } });
const locale = values.locale ?? 'en-US';
const fileOf = (name: string) => (locale === 'en-US' ? `${name}.png` : `${name}-${locale.toLowerCase()}.png`);
const outDir = path.resolve(ROOT, values.out ?? 'docs/manual/screenshots');
const only = values.only ? new Set(values.only.split(',')) : null;
const shots = SHOTS.filter((shot) => (!only || only.has(shot.name)) && (locale === 'en-US' || shot.localised));
if (only && shots.length !== only.size) throw new Error(`unknown shot in --only; the shots are: ${SHOTS.map((shot) => shot.name).join(', ')}`);

/** Acknowledges, judges and closes every open alarm as the first demo dispatcher (the workflow of docs/protocol.md "Emergency workflow"). */
async function closeAlarms(api: PlatformApi, remark: string): Promise<void> {
  const token = await api.token('20000001', 'Dispatch#2026');
  const open = await api.call('GET', `/ds/sos/findSos?status=0,1&pageSize=100&token=${token}`);
  for (const alarm of (open.data?.list ?? []) as Array<{ id: string }>) {
    await api.call('PUT', `/ds/sos/updateSos?token=${token}`, { id: alarm.id, status: 1 });
    await api.call('PUT', `/ds/sos/markSos?token=${token}`, { id: alarm.id, verdict: 'false' });
    await api.call('PUT', `/ds/sos/updateSos?token=${token}`, { id: alarm.id, status: 2, remark });
  }
}

const started = Date.now();
const log = (line: string) => process.stdout.write(`[${((Date.now() - started) / 1000).toFixed(1)} s] ${line}\n`);

if (!values.static) {
  log('building the console');
  const build = spawnSync(process.execPath, [path.join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', DEFAULT_BUILD, '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the console build failed');
}
process.env.POC_E2E_STATIC = values.static ?? DEFAULT_BUILD;
// No Janus: the screenshots need no audio (push-to-talk shows as ready, calls are not placed).
delete process.env.POC_JANUS_WS;

log('starting the emulator with the demo organisation');
// The patrol demo too, so the calendar has a round's orders.
const emulator = await startEmulator(['--demo-patrol']);
const terminals: SocketClient[] = [];
let messaging: MessagingTerminal | null = null;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS, headless: true });
try {
  const api = new PlatformApi(emulator.url);
  const accounts = Array.from({ length: ONLINE_TERMINALS }, (_, i) => String(FIRST_TERMINAL + i)).filter((account) => account !== MESSAGE_RADIO);
  for (let at = 0; at < accounts.length; at += LOGIN_BATCH) {
    terminals.push(...(await Promise.all(accounts.slice(at, at + LOGIN_BATCH).map((account) => connectTerminal(api, account)))));
  }
  // The radio of the messages screenshot opens what it gets and answers with a text.
  messaging = await messagingTerminal(api, MESSAGE_RADIO, 'text');
  log(`${terminals.length + 1} terminals online`);
  // One SOS handled from start to end, so the SOS screen lists a record (and no banner covers the other shots).
  await raiseSos(terminals[0]!);
  await closeAlarms(api, 'Checked on site: radio dropped, no injury.');

  const context = await browser.newContext({ baseURL: emulator.url, viewport: VIEWPORT, deviceScaleFactor: 1, locale, timezoneId: 'Europe/Madrid' });
  const page = await context.newPage();
  page.setDefaultTimeout(60_000);
  mkdirSync(outDir, { recursive: true });
  let signedIn = false;
  let alarmsRaised = false;
  for (const shot of shots) {
    if (shot.signedIn && !signedIn) await signIn(page, locale);
    signedIn ||= shot.signedIn;
    if (shot.alarms && !alarmsRaised) {
      // Two radios of North Patrol A in the middle of the fleet: the newest is the one the map opens.
      await raiseSos(terminals[1]!, { lat: 39.4689, lng: -0.3712 });
      await raiseSos(terminals[2]!, { lat: 39.4712, lng: -0.3745 });
      alarmsRaised = true;
    }
    await shot.take(page);
    const png = compressPng(await page.screenshot({ type: 'png', animations: 'disabled', caret: 'hide' }));
    writeFileSync(path.join(outDir, fileOf(shot.name)), png);
    log(`${fileOf(shot.name)} ${(png.length / 1024).toFixed(0)} kB`);
    if (shot.leave) await shot.leave(page);
  }
  await context.close();
  if (alarmsRaised) await closeOpenAlarms(api, { account: '20000001', password: 'Dispatch#2026' });
} finally {
  for (const terminal of terminals) terminal.close();
  messaging?.close();
  await browser.close();
  await emulator.stop();
}
log(`${shots.length} screenshots in ${path.relative(ROOT, outDir)}`);

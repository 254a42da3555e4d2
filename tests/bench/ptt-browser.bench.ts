import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { startJanus } from '../../simulators/janus/janus-runtime.ts';
import { epochNow } from '../../simulators/terminals/voice/pacing-clock.ts';
import { chromiumPath, CHROMIUM_ARGS } from '../e2e/harness/chromium.ts';
import { startEmulator } from '../e2e/harness/emulator.ts';
import { PlatformApi } from '../e2e/harness/platformApi.ts';
import { connectTerminal, connectVoiceTerminal } from '../e2e/harness/terminal.ts';
import { writeSuite } from './report.ts';

const root = path.resolve(import.meta.dirname, '../..');
const PRESSES = 60;
const HOLD_MS = 400;
const ROOT_GROUP = '100';
const RADIO = '10000005';
const DISPATCHER = { account: '20000001', password: 'Dispatch#2026' };
const OPERATOR = { account: '20000002', password: 'Dispatch#2026' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return Number((sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN).toFixed(1));
};

/** A steady 1 kHz tone for Chromium's fake microphone: whenever the console opens its mic, the radio hears sound at once. */
function toneWav(): string {
  const dir = path.join(root, 'tests/.artifacts/bench');
  const wav = path.join(dir, 'fake-mic-tone-48k.wav');
  if (!existsSync(wav)) {
    mkdirSync(dir, { recursive: true });
    execFileSync('sox', ['-n', '-r', '48000', '-c', '1', '-b', '16', wav, 'synth', '10', 'sine', '1000', 'vol', '0.3'], { stdio: 'ignore' });
  }
  return wav;
}

const pttState = (page: Page, state: string) =>
  page.waitForFunction((wanted) => document.querySelector('[data-testid="ptt"]')?.getAttribute('data-state') === wanted, state, { timeout: 10_000 });

async function signIn(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByTestId('login-account').fill(DISPATCHER.account);
  await page.getByTestId('login-password').fill(DISPATCHER.password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/home/);
  await page.getByTestId(`make-current-${ROOT_GROUP}`).click();
  await page.waitForSelector(`[data-testid="monitored-${ROOT_GROUP}"][data-current="true"][data-media="webrtcup"]`, { timeout: 30_000 });
}

/**
 * The dispatcher's whole path in a real browser: a press of the console's PTT button (Chromium,
 * fake microphone playing a tone) → floor request over the socket → grant → the console unmutes
 * itself in Janus's AudioBridge → the mix reaches a simulated radio in the group, which detects
 * the tone. The figure is what a dispatcher waits between pressing and being heard.
 */
export async function runPttBrowserBench(): Promise<void> {
  if (!existsSync(path.join(root, 'dist/index.html'))) execFileSync('npx', ['vite', 'build'], { cwd: root, stdio: 'ignore' });
  process.env.POC_JANUS_ADMIN_KEY ||= 'bench-ptt-browser';
  const janus = await startJanus({ adminKey: process.env.POC_JANUS_ADMIN_KEY });
  process.env.POC_JANUS_WS = janus.wsUrl;
  process.env.POC_MEDIA_HOST = janus.mediaHost;
  process.env.POC_HOST_SIDE_IP = janus.hostSide;
  const emulator = await startEmulator(['--janus', janus.wsUrl]);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${toneWav()}`],
  });
  const api = new PlatformApi(emulator.url);
  const radio = await connectVoiceTerminal(api, RADIO);
  try {
    if (!radio) throw new Error('no media network: Janus did not start');
    const operator = await connectTerminal(api, OPERATOR.account, OPERATOR.password);
    await operator.command('remoteSwitchGroup', { msId: RADIO, gid: ROOT_GROUP });
    operator.close();
    const page = await (await browser.newContext({ baseURL: emulator.url })).newPage();
    await signIn(page);
    await page.getByTestId('ptt-button').hover();

    const pressToEar: number[] = [];
    const pressToTalking: number[] = [];
    let missed = 0;
    for (let press = -3; press < PRESSES; press += 1) {
      radio.resetHeard();
      await sleep(150);
      const pressedAt = epochNow();
      await page.mouse.down();
      await pttState(page, 'talking');
      const talkingAt = epochNow();
      while (radio.heard().firstLoudAt === null && epochNow() - pressedAt < 3_000) await sleep(2);
      const heardAt = radio.heard().firstLoudAt;
      await sleep(HOLD_MS);
      await page.mouse.up();
      await pttState(page, 'idle');
      if (press < 0) continue; // warm-up presses: AudioContext start, JIT, Janus mixer
      pressToTalking.push(talkingAt - pressedAt);
      if (heardAt === null) missed += 1;
      else pressToEar.push(heardAt - pressedAt);
    }

    writeSuite(
      'ptt-browser',
      [
        {
          name: 'dispatcher press in Chromium → radio hears the fake microphone, p50',
          value: percentile(pressToEar, 50),
          unit: 'ms',
          note: `${pressToEar.length} of ${PRESSES} presses heard${missed ? `, ${missed} not within 3 s` : ''}`,
        },
        { name: 'press → radio hears, p95', value: percentile(pressToEar, 95), unit: 'ms' },
        { name: 'press → console shows talking (grant seen by the page, read over CDP), p50', value: percentile(pressToTalking, 50), unit: 'ms' },
        { name: 'press → console shows talking, p95', value: percentile(pressToTalking, 95), unit: 'ms' },
      ],
      { 'press → radio hears p95 / 3GPP MCPTT access 300 ms': Number((percentile(pressToEar, 95) / 300).toFixed(3)) },
    );
  } finally {
    await radio?.stop();
    await browser.close();
    await emulator.stop();
    await janus.stop();
  }
}

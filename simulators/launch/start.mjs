#!/usr/bin/env node
/**
 * `npm start`: installs what is missing, builds the console, starts Janus (simulators/janus), the
 * emulator and the demo fleet, and prints the URL and the demo login. Plain Node on purpose: it runs before the
 * project's dependencies (tsx among them) are installed.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installCommand, installMissing, missingPackages } from './system-packages.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const USAGE = `Usage: npm start -- [--port N] [--data DIR] [--store pglite|postgres://...] [--pg-schema NAME] [--fleet light|all|N] [--no-janus] [--no-install] [--no-build]`;

const { values: options } = (() => {
  try {
    return parseArgs({
      args: process.argv.slice(2),
      strict: true,
      allowNegative: true,
      options: {
        port: { type: 'string', default: '8765' },
        data: { type: 'string' },
        store: { type: 'string' },
        'pg-schema': { type: 'string' },
        fleet: { type: 'string', default: 'light' },
        janus: { type: 'boolean', default: true },
        install: { type: 'boolean', default: true },
        build: { type: 'boolean', default: true },
        help: { type: 'boolean', default: false },
      },
    });
  } catch (error) {
    console.error(`${error.message}\n${USAGE}`);
    process.exit(2);
  }
})();
if (options.help) {
  console.log(USAGE);
  process.exit(0);
}
if (!/^(light|all|\d+)$/.test(options.fleet)) {
  console.error(`--fleet: must be light, all or a number\n${USAGE}`);
  process.exit(2);
}
/**
 * The default demo is light, to leave the machine to the dispatcher's console (under 0.6 of two
 * cores idle, bench idle-demo): every terminal online and moving with a fix every 5 s, 6 of them
 * with a voice in Janus, cameras at 4 frames a second. `--fleet all` is the heavy demo: a fix every
 * 3 s, 30 voices, cameras at 15 frames a second.
 */
const HEAVY = options.fleet === 'all';
const DEMO_LOAD = HEAVY ? { voices: 30, tickMs: 3_000, cameraFps: 15 } : { voices: 6, tickMs: 5_000, cameraFps: 4 };
const fleetCount = options.fleet === 'light' ? 'all' : options.fleet;

const say = (line) => process.stderr.write(`start: ${line}\n`);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const bin = (name) => join(root, 'node_modules', '.bin', name);
const startedAt = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** The run's steps: a progress line when one starts, and one with its time when it ends. */
const STEP_COUNT = 9;
let stepNumber = 0;
async function step(title, run) {
  stepNumber += 1;
  const label = `[${stepNumber}/${STEP_COUNT}]`;
  say(`${label} ${title}`);
  const began = performance.now();
  const outcome = (await run()) ?? {};
  say(`${label} ${outcome.summary ?? 'done'} (${seconds(performance.now() - began)})`);
  return outcome.value;
}

function runOrExit(command, args, what) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    say(`${what} failed (exit ${result.status ?? result.signal})`);
    process.exit(1);
  }
}

/** npm records the installed tree in node_modules/.package-lock.json; older than the lockfile means stale. */
function dependenciesAreCurrent() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  return existsSync(installed) && statSync(installed).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs;
}

// Debian packages first, in one apt step; what cannot be installed is named here, once, with the fix.
const missing = await step('system packages (Debian)', () => {
  const before = missingPackages();
  if (before.length === 0) return { value: new Set(), summary: 'all present' };
  const { missing: after, why } = installMissing(before, { allowed: options.install, say });
  const installed = before.filter((pkg) => !after.includes(pkg));
  for (const pkg of after) say(`missing ${pkg.name}: ${pkg.parts} will not run`);
  if (after.length > 0) say(`${why}; to install them: ${installCommand(after)}`);
  const names = (list) => list.map((pkg) => pkg.name).join(', ');
  const summary = [installed.length ? `installed ${names(installed)}` : '', after.length ? `missing ${names(after)}` : ''].filter(Boolean).join('; ');
  return { value: new Set(after.map((pkg) => pkg.name)), summary };
});
const has = (name) => !missing.has(name);

await step('dependencies (npm ci)', () => {
  if (dependenciesAreCurrent()) return { summary: 'up to date' };
  runOrExit(npm, ['ci', '--no-audit', '--no-fund'], 'npm ci');
  return { summary: 'installed' };
});
await step('building the console', () => {
  // --no-build serves the console as last built (a quick restart, or a test beside others serving dist/).
  if (!options.build && existsSync(join(root, 'dist', 'index.html'))) return { summary: 'as last built (--no-build)' };
  runOrExit(bin('vite'), ['build', '--logLevel', 'warn'], 'the console build');
});

// The demo cameras write HLS here and push FLV with this run's ingest key (simulators/cameras).
const cameraHls = join(root, '.run', `cameras-${process.pid}`);
const cameraKey = randomBytes(16).toString('hex');
// The demo PA speakers report to the broadcast service with this run's speaker key (simulators/speakers).
const speakerKey = randomBytes(16).toString('hex');

/** Running services by role; they stop in STOP_ORDER. */
const children = new Map();
// The fleet first, so the emulator records its terminals going offline, then the emulator, Janus last.
const STOP_ORDER = ['fleet', 'speakers', 'cameras', 'emulator', 'smtp', 'janus'];
let stopping = false;

const running = (child) => child && child.exitCode === null && child.signalCode === null;

function stopAll(code) {
  if (stopping) return;
  stopping = true;
  setTimeout(() => process.exit(code), 20_000).unref();
  const next = (index) => {
    if (index >= STOP_ORDER.length) process.exit(code);
    const child = children.get(STOP_ORDER[index]);
    if (!running(child)) return next(index + 1);
    child.once('exit', () => next(index + 1));
    child.kill('SIGTERM');
  };
  next(0);
}
process.on('exit', () => {
  children.forEach((child) => running(child) && child.kill('SIGTERM'));
  rmSync(cameraHls, { recursive: true, force: true });
});
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

/**
 * Starts a TypeScript entry point and resolves with the rest of its first stdout line that starts
 * with `marker`. An optional service that exits before it is ready resolves null instead of
 * stopping everything; once ready, only the emulator's exit stops the run.
 */
function startService(role, entry, args, marker, { optional = false, env = process.env } = {}) {
  // Node with tsx's loader (no wrapper that relays signals) in a process group of its own, so
  // Ctrl+C reaches only this script, which stops the services in order, each exactly once.
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...args], {
    cwd: root,
    detached: true,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.set(role, child);
  let ready = false;
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      if (stopping) return;
      if (optional && !ready) {
        children.delete(role);
        resolve(null);
        return;
      }
      // Only the emulator is the run: any other part that ends after it started is named, and the rest goes on.
      if (ready && role !== 'emulator') {
        children.delete(role);
        say(`${role} (${entry}) exited (${code ?? signal}); the rest keeps running`);
        return;
      }
      say(`${entry} exited (${code ?? signal}); stopping`);
      stopAll(1);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!ready && line.startsWith(marker)) {
        ready = true;
        resolve(line.slice(marker.length).trim());
      } else process.stdout.write(`${line}\n`);
    });
  });
}

// One AudioBridge admin key per run, shared by Janus (which requires it to create rooms) and the emulator.
const janusEnv = { ...process.env, POC_JANUS_ADMIN_KEY: process.env.POC_JANUS_ADMIN_KEY || randomBytes(16).toString('hex') };

/** The demo's patrol users punch a checkpoint about this often (seconds). */
const PATROL_EVERY_S = 60;

const emulatorArgs = ['--port', options.port, '--static', join(root, 'dist')];
emulatorArgs.push('--camera-hls', cameraHls, '--camera-ingest-key', cameraKey, '--speaker-key', speakerKey);
// npm start is the demo: a new data folder gets the demo organisation with its fixed passwords (a real
// deployment's emulator runs without --demo) and the patrol demo, which the fleet walks (--patrol-every below).
emulatorArgs.push('--demo', '--demo-patrol');
if (options.data) emulatorArgs.push('--data', options.data);
if (options.store) emulatorArgs.push('--store', options.store);
if (options['pg-schema']) emulatorArgs.push('--pg-schema', options['pg-schema']);

let media = null;
await step('Janus (media server)', async () => {
  if (!options.janus) return { summary: 'off (--no-janus)' };
  if (!has('janus') || !has('iproute2')) return { summary: 'skipped: the console runs without push-to-talk audio' };
  const janus = await startService('janus', join('simulators', 'janus', 'main.ts'), [], 'JANUS_READY', { optional: true, env: janusEnv });
  if (!janus) return { summary: 'did not start (see above): the console runs without push-to-talk audio' };
  const [wsUrl, mediaHost, hostSide] = janus.split(' ');
  media = { wsUrl, mediaHost, hostSide };
  emulatorArgs.push('--janus', wsUrl);
  return { summary: `ready at ${wsUrl}` };
});

const [smtpPort, mailsUrl] = await step('SMTP sink (the mail server of the demo)', async () => {
  const ready = await startService('smtp', join('simulators', 'smtp-sink', 'main.ts'), ['--smtp-port', '0', '--http-port', '0'], 'SMTP_SINK_READY');
  return { value: ready.split(' '), summary: 'ready' };
});
emulatorArgs.push('--smtp-port', smtpPort);
// A fresh auto-login key per run for the first dispatcher on this host (it replaces the last run's).
const autoLoginKey = randomBytes(18).toString('base64url');
emulatorArgs.push('--auto-login', '20000001@127.0.0.1');

// One-way calls (all-call, broadcast) relay RTP to Janus at POC_MEDIA_HOST from POC_HOST_SIDE_IP.
const emulatorEnv = { ...janusEnv, POC_AUTO_LOGIN_KEY: autoLoginKey, ...(media ? { POC_MEDIA_HOST: media.mediaHost, POC_HOST_SIDE_IP: media.hostSide } : {}) };
const url = await step('platform emulator', async () => {
  const ready = await startService('emulator', join('simulators', 'platform', 'main.ts'), emulatorArgs, 'EMULATOR_READY', { env: emulatorEnv });
  return { value: ready, summary: `serving ${ready}` };
});
await step('demo fleet (simulated terminals)', async () => {
  if (options.fleet === '0') return { summary: 'none (--fleet 0)' };
  // Simulated terminals send plain RTP to Janus at POC_MEDIA_HOST from POC_HOST_SIDE_IP.
  // The fleet is the radios' gateway: it joins group rooms with their pins, from a key derived as
  // simulators/janus/room-pin.ts does (it never gets the admin key itself).
  const roomPinKey = process.env.POC_ROOM_PIN_KEY || createHmac('sha256', janusEnv.POC_JANUS_ADMIN_KEY).update('audiobridge group room pins').digest('hex');
  const fleetEnv = media ? { ...process.env, POC_JANUS_WS: media.wsUrl, POC_MEDIA_HOST: media.mediaHost, POC_HOST_SIDE_IP: media.hostSide, POC_ROOM_PIN_KEY: roomPinKey } : process.env;
  const args = ['--url', url, '--count', fleetCount, '--voice', String(DEMO_LOAD.voices), '--tick-ms', String(DEMO_LOAD.tickMs), '--patrol-every', String(PATROL_EVERY_S)];
  // Without the phrase tools the radios still listen in their rooms; they do not talk on their own.
  const mute = media !== null && (!has('espeak-ng') || !has('ffmpeg'));
  if (mute) args.push('--talk-every', '0');
  const online = await startService('fleet', join('simulators', 'terminals', 'main.ts'), args, 'FLEET_READY', { env: fleetEnv });
  return { summary: `${online} simulated terminals online${mute ? '; the radios do not talk on their own (no phrase tools)' : ''}` };
});
const cameraCount = await step('demo cameras (video surveillance)', async () => {
  if (!has('ffmpeg')) return { value: 0, summary: 'skipped' };
  const cameraEnv = { ...janusEnv, POC_CAMERA_INGEST_KEY: cameraKey, ...(media ? { POC_JANUS_WS: media.wsUrl, POC_MEDIA_HOST: media.mediaHost, POC_HOST_SIDE_IP: media.hostSide } : {}) };
  const count = await startService('cameras', join('simulators', 'cameras', 'main.ts'), ['--url', url, '--hls', cameraHls, '--fps', String(DEMO_LOAD.cameraFps)], 'CAMERAS_READY', { optional: true, env: cameraEnv });
  return { value: Number(count ?? 0), summary: count === null ? 'did not start (see above)' : `${count} cameras` };
});
await step('demo speakers (broadcast)', async () => {
  const count = await startService('speakers', join('simulators', 'speakers', 'main.ts'), ['--url', url, '--demo'], 'SPEAKERS_READY', { optional: true, env: { ...process.env, POC_SPEAKER_KEY: speakerKey } });
  return { summary: count === null ? 'did not start (see above)' : `${count} speakers` };
});
const skipped = [media ? '' : 'push-to-talk audio', cameraCount > 0 ? '' : 'demo cameras'].filter(Boolean);

process.stdout.write(`
  PoC dispatch console: ${url}/
  Demo login: 20000001 / Dispatch#2026  (second dispatcher: 20000002 / Dispatch#2026)
  Auto-login (this run's key): ${url}/login?autoLoginKey=${autoLoginKey}
  Demo mails (verify codes): ${mailsUrl}/mails
  ${media ? `Media: Janus at ${media.wsUrl} (proxied at ${url}/janus)` : 'Media: off'}${skipped.length ? `\n  Not running: ${skipped.join(', ')} (see the lines above)` : ''}
  Ready in ${seconds(performance.now() - startedAt)}. Ctrl+C stops everything.

`);

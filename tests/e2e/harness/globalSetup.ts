import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { janusLogTail, startJanus } from '../../../simulators/janus/janus-runtime.ts';
import { startEmulator } from './emulator.ts';

const POSTGRES = process.env.POC_TEST_POSTGRES ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * One emulator per store adapter for the whole run, each with a Janus of its own; specs reach the
 * emulators through baseURL, and the PGlite one's Janus through POC_JANUS_WS / POC_MEDIA_HOST /
 * POC_HOST_SIDE_IP (the specs with simulated voice radios run on the PGlite store only).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const schema = `e2e_${process.pid}_${Date.now()}`;
  process.env.POC_JANUS_ADMIN_KEY ||= randomBytes(16).toString('hex');
  // One Janus per emulator: both have the demo's groups, and a room is one emulator's to make and
  // remove (group rooms follow their organisation's presence, group-rooms.ts).
  const janusOptions = (name: string) => ({ adminKey: process.env.POC_JANUS_ADMIN_KEY, cleanupOnSignals: true, keepRunDir: true, log: (line: string) => process.stderr.write(`${name}: ${line}\n`) });
  const [janus, postgresJanus] = await Promise.all([startJanus(janusOptions('janus')), startJanus(janusOptions('janus (postgres)'))]);
  process.env.POC_JANUS_WS = janus.wsUrl;
  process.env.POC_MEDIA_HOST = janus.mediaHost;
  process.env.POC_HOST_SIDE_IP = janus.hostSide;
  // Every later media test fails if Janus dies mid-run: say so once, with its last words.
  // Its run folder (log, core dump) is kept then.
  let stopping = false;
  let died = false;
  void janus.exited.then((note) => {
    if (stopping) return;
    died = true;
    process.stderr.write(`janus: ${note} during the run; its log and any core dump stay in ${path.relative(process.cwd(), janus.runDir)}\n${janusLogTail(janus.runDir, 40)}\n`);
  });
  // Simulated cameras: each emulator serves an HLS folder and takes FLV pushes; only the
  // surveillance spec starts cameras (ffmpeg), so other specs pay nothing for it.
  process.env.POC_CAMERA_INGEST_KEY ||= randomBytes(16).toString('hex');
  const cameraDirs = [mkdtempSync(path.join(os.tmpdir(), 'poc-e2e-cameras-')), mkdtempSync(path.join(os.tmpdir(), 'poc-e2e-cameras-'))];
  process.env.POC_CAMERA_HLS = cameraDirs[0];
  const cameras = (dir: string) => ['--camera-hls', dir, '--camera-ingest-key', process.env.POC_CAMERA_INGEST_KEY ?? ''];
  // Simulated PA speakers report to the broadcast service with this key; only the broadcast spec starts them.
  process.env.POC_SPEAKER_KEY ||= randomBytes(16).toString('hex');
  // A lone worker minute of one second, so plans' check-ins come within a test's patience.
  // Rooms of a test's organisation go 5 s after its last terminal: each test makes one, and an idle
  // room costs Janus a quarter of a percent of a core (a run left hundreds).
  const media = (url: string) => ['--janus', url, '--lone-worker-minute-ms', '1000', '--room-idle-ms', '5000', '--speaker-key', process.env.POC_SPEAKER_KEY ?? ''];
  const emulators = await Promise.allSettled([
    startEmulator([...media(janus.wsUrl), ...cameras(cameraDirs[0]!)]),
    startEmulator([...media(postgresJanus.wsUrl), ...cameras(cameraDirs[1]!), '--store', POSTGRES, '--pg-schema', schema]),
  ]);
  const [pglite, postgres] = emulators.map((result) => (result.status === 'fulfilled' ? result.value : null));
  if (!pglite || !postgres) {
    await Promise.all([pglite?.stop(), postgres?.stop()]);
    await Promise.all([janus.stop(), postgresJanus.stop()]);
    for (const dir of cameraDirs) rmSync(dir, { recursive: true, force: true });
    throw emulators.find((result) => result.status === 'rejected')?.reason;
  }
  process.env.POC_PGLITE_URL = pglite.url;
  process.env.POC_POSTGRES_URL = postgres.url;
  return async () => {
    stopping = true;
    await Promise.all([pglite.stop(), postgres.stop()]);
    await Promise.all([janus.stop(), postgresJanus.stop()]);
    if (!died) rmSync(janus.runDir, { recursive: true, force: true });
    rmSync(postgresJanus.runDir, { recursive: true, force: true });
    for (const dir of cameraDirs) rmSync(dir, { recursive: true, force: true });
    const client = new pg.Client({ connectionString: POSTGRES });
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  };
}

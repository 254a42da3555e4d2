import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashForWire } from '../../../protocol/index.ts';
import { startEmulator, type EmulatorOptions, type RunningEmulator } from '../emulator.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { seedFromTemplate } from './pglite-template.ts';

/** A cheap scrypt cost so seeding ~200 accounts takes milliseconds in tests. */
export const TEST_SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;
/** The simulated cameras' FLV push secret of test emulators (their HLS folder is dataDir/cameras). */
export const TEST_CAMERA_INGEST_KEY = 'test-camera-ingest-key';
/** The simulated speakers' key of test emulators. */
export const TEST_SPEAKER_KEY = 'test-speaker-key-0123';

export type TestEmulator = RunningEmulator & {
  readonly dataDir: string;
  /** Moves the emulator's clock (business rules and event times) forward. */
  advance(ms: number): void;
  /** Stops this emulator and starts a new one on the same data folder, as a restart does. */
  restart(): Promise<TestEmulator>;
  stop(): Promise<void>;
};

/** An emulator on PGlite in a temporary folder, with test controls and the demo, on a free loopback port. */
export async function startTestEmulator(
  dataDir = mkdtempSync(join(tmpdir(), 'poc-emulator-')),
  offset = { ms: 0 },
  extra: Pick<EmulatorOptions, 'videoLimits' | 'monitorMedia' | 'monitorAnswerTimeoutMs' | 'demo' | 'demoPatrol' | 'adminPassword' | 'loneWorkerMinuteMs' | 'allowedHosts' | 'trustedProxies' | 'socketLiveness' | 'log'> = {},
): Promise<TestEmulator> {
  const now = () => Date.now() + offset.ms;
  await seedFromTemplate(dataDir);
  const store = await openPgliteStore(dataDir, { now });
  const emulator = await startEmulator({
    store,
    host: '127.0.0.1',
    port: 0,
    staticDir: join(dataDir, 'static'),
    uploadsDir: join(dataDir, 'uploads'),
    recordingsDir: join(dataDir, 'recordings'),
    videoRecordsDir: join(dataDir, 'video-records'),
    cameras: { hlsDir: join(dataDir, 'cameras'), ingestKey: TEST_CAMERA_INGEST_KEY },
    speakerKey: TEST_SPEAKER_KEY,
    testControls: true,
    passwordCost: TEST_SCRYPT_COST,
    now,
    // Tests count on the demo organisation unless they ask for a real deployment's empty store.
    demo: true,
    ...extra,
  });
  return {
    ...emulator,
    dataDir,
    advance: (ms) => void (offset.ms += ms),
    restart: async () => {
      await emulator.close();
      return startTestEmulator(dataDir, offset, extra);
    },
    stop: async () => {
      await emulator.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

type Envelope = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
export type HttpAnswer = { status: number; headers: Headers; body: Envelope };

/** One HTTP call; a body object goes as JSON. */
export async function call(url: string, method = 'GET', body?: unknown, headers: Record<string, string> = {}): Promise<HttpAnswer> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? headers : { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text.startsWith('{') ? (JSON.parse(text) as Envelope) : { code: text } };
}

/** Logs in over REST as a device does and returns the token. */
export async function tokenFor(baseUrl: string, account: string, password: string): Promise<string> {
  const answer = await call(`${baseUrl}/ds/user?uid=${account}&auth=${hashForWire(password)}`);
  if (answer.body.code !== '0') throw new Error(`login of ${account} failed: ${answer.body.code} ${answer.body.desc ?? ''}`);
  return (answer.body.data?.desc as { token: string }).token;
}

export const stopQuietly = (emulator: TestEmulator | undefined) => emulator?.stop();

/** A path of the emulator with the caller's token as a query parameter, as the console sends it. */
export const withToken = (baseUrl: string, path: string, token: string) => `${baseUrl}${path}${path.includes('?') ? '&' : '?'}token=${token}`;

/** One call as the holder of a token; resolves with the answer's envelope. */
export const callAs = (baseUrl: string, token: string, path: string, method = 'GET', body?: unknown) => call(withToken(baseUrl, path, token), method, body).then((answer) => answer.body);

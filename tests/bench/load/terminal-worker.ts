import { parentPort, workerData } from 'node:worker_threads';
import { forEachBounded } from '../../../simulators/terminals/bounded.ts';
import { GpsTerminal } from '../../../simulators/terminals/gps-terminal.ts';
import { seededRandom } from '../../../simulators/world/random.ts';

/** One worker thread's share of the load fleet: light GPS terminals, each reporting once a second; "go" starts the counts. */
export type TerminalWorkerData = { readonly baseUrl: string; readonly password: string; readonly msIds: readonly string[]; readonly concurrency: number };
export type TerminalWorkerMessage =
  | { readonly type: 'online'; readonly online: number; readonly failed: number; readonly firstError: string | null }
  | { readonly type: 'stopped'; readonly counts: { sent: number; refused: number; notSent: number } };

/** Reports go out in this many slots per second, so the fleet's fixes spread over the second. */
const SLOTS_PER_SECOND = 20;

const data = workerData as TerminalWorkerData;
const port = parentPort!;
const random = seededRandom(data.msIds.length);
const terminals = data.msIds.map((msId, i) => new GpsTerminal(msId, data.baseUrl, data.password, { lat: 39.47 + (i % 100) * 0.0005, lng: -0.376 + Math.floor(i / 100) * 0.0005 }));
/** Logins stop starting after this long: the bench goes on with those online and says how many. */
const LOGIN_DEADLINE_MS = 150_000;
/** Before "go", a terminal reports every this many seconds only: enough for the platform's 45 s idle limit. */
const KEEP_ALIVE_S = 20;

let timer: ReturnType<typeof setInterval> | null = null;
let round = 0;
let going = false;
/** Reporting starts with the first logins: the platform drops a socket silent for 45 s, and 10k logins take longer. */
const report = () => {
  const slot = round % SLOTS_PER_SECOND;
  const second = Math.floor(round / SLOTS_PER_SECOND);
  round += 1;
  if (!going && second % KEEP_ALIVE_S !== 0) return;
  const now = Date.now();
  for (let i = slot; i < terminals.length; i += SLOTS_PER_SECOND) terminals[i]!.report(now, random);
};
timer = setInterval(report, 1000 / SLOTS_PER_SECOND);
const loginDeadline = Date.now() + LOGIN_DEADLINE_MS;

let failed = 0;
let firstError: string | null = null;
await forEachBounded(terminals, data.concurrency, (terminal) =>
  (Date.now() > loginDeadline ? Promise.reject(new Error('login deadline passed')) : terminal.connect()).catch((error: unknown) => {
    failed += 1;
    firstError ??= error instanceof Error ? error.message : String(error);
  }),
);
port.postMessage({ type: 'online', online: terminals.filter((t) => t.online).length, failed, firstError } satisfies TerminalWorkerMessage);

port.on('message', (command: 'go' | 'pause' | 'stop') => {
  if (command === 'go') {
    for (const terminal of terminals) terminal.resetCounts();
    going = true;
    timer ??= setInterval(report, 1000 / SLOTS_PER_SECOND);
  } else if (command === 'pause') {
    if (timer) clearInterval(timer);
    timer = null;
  } else {
    if (timer) clearInterval(timer);
    const counts = { sent: 0, refused: 0, notSent: 0 };
    for (const terminal of terminals) {
      for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] += terminal.counts[key];
      terminal.close();
    }
    port.postMessage({ type: 'stopped', counts } satisfies TerminalWorkerMessage);
  }
});

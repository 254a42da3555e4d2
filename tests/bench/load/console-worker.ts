import { PerformanceObserver } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { BenchConsole } from './bench-console.ts';

/** One worker thread's dispatcher consoles, each the console's real socket client and event log. */
export type ConsoleWorkerData = { readonly baseUrl: string; readonly password: string; readonly accounts: readonly string[] };
export type ConsoleFigures = { readonly account: string; readonly events: number; readonly frameWork: readonly number[]; readonly frameGc: readonly number[]; readonly totalWorkMs: number; readonly reconnects: number; readonly snapshots: number; readonly duplicates: number; readonly lastSeq: number | null };
export type ConsoleWorkerMessage =
  | { readonly type: 'ready'; readonly failed: number; readonly firstError: string | null }
  | { readonly type: 'figures'; readonly consoles: readonly ConsoleFigures[] };
/** measure: start counting; figures: answer and go on; keep: close all but the first N; hold/release: stop and go on reading the sockets; pace: hand frames on at a rate (Pacer); stop: answer and close. */
export type ConsoleWorkerCommand =
  | { readonly type: 'measure' | 'figures' | 'stop' | 'hold' | 'release' }
  | { readonly type: 'keep'; readonly count: number }
  | { readonly type: 'pace'; readonly perSecond: number };

const data = workerData as ConsoleWorkerData;
const port = parentPort!;
let consoles = data.accounts.map((account) => new BenchConsole({ baseUrl: data.baseUrl, account, password: data.password }));
let failed = 0;
let firstError: string | null = null;
await Promise.all(
  consoles.map((one) =>
    one.start().catch((error: unknown) => {
      failed += 1;
      firstError ??= error instanceof Error ? error.message : String(error);
    }),
  ),
);
port.postMessage({ type: 'ready', failed, firstError } satisfies ConsoleWorkerMessage);
// The thread's GC pauses, booked to its consoles' frames (a slice's work includes the pauses within it).
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) for (const one of consoles) one.bookGc(entry.startTime, entry.duration);
}).observe({ entryTypes: ['gc'] });

const figures = (): ConsoleWorkerMessage => ({
  type: 'figures',
  consoles: consoles.map((one) => {
    let diagnostics = { reconnects: 0, snapshots: 0, duplicates: 0 };
    one.client.diagnostics$.subscribe((d) => (diagnostics = d)).unsubscribe();
    return { account: one.account, events: one.events, frameWork: [...one.frameWork], frameGc: [...one.frameGc], totalWorkMs: one.totalWork, ...diagnostics, lastSeq: one.lastSeq };
  }),
});

port.on('message', (command: ConsoleWorkerCommand) => {
  if (command.type === 'measure') for (const one of consoles) one.measure();
  else if (command.type === 'hold') for (const one of consoles) one.hold();
  else if (command.type === 'release') for (const one of consoles) one.release();
  else if (command.type === 'pace') for (const one of consoles) one.pace(command.perSecond);
  else if (command.type === 'keep') {
    for (const one of consoles.slice(command.count)) one.close();
    consoles = consoles.slice(0, command.count);
  } else {
    port.postMessage(figures());
    if (command.type === 'stop') for (const one of consoles) one.close();
  }
});

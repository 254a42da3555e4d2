/**
 * The load bench's 1 Hz phase alone, for profiling the emulator: `npx tsx tests/bench/load/steady.ts`
 * (under the heavy-work lock). STEADY_TERMINALS (default 3,000) light GPS terminals and STEADY_CONSOLES
 * (20) consoles, as in load.bench.ts; after a warm-up, STEADY_SECONDS (20) are measured with the
 * emulator's main thread under its CPU profiler (POST /test/profile; STEADY_NO_PROFILE=1: without). Prints the main thread's time
 * per committed event and the profile's top entries; STEADY_PROFILE=file also writes the profile,
 * STEADY_HEAP_PROFILE=file the main thread's allocations (sampling heap profile) over the same time
 * (STEADY_HEAP_LIVE=1: only those still alive at the end).
 * No report file: this is a diagnostic, the figures of record come from the load bench.
 */
import { writeFileSync } from 'node:fs';
import os from 'node:os';
import { startEmulator } from '../../e2e/harness/emulator.ts';
import type { ConsoleWorkerMessage } from './console-worker.ts';
import { readMetrics, seedLoadFleet } from './emulator-control.ts';
import { summarise, type CpuProfile } from './profile-summary.ts';
import { envNumber, round, sleep, within } from './stats.ts';
import type { TerminalWorkerMessage } from './terminal-worker.ts';
import { BenchWorker } from './workers.ts';

const PASSWORD = 'load-bench-2026';
const WARM_UP_MS = 5_000;
const TOP = 30;

const split = <T>(items: readonly T[], parts: number): T[][] => Array.from({ length: parts }, (_, p) => items.filter((_, i) => i % parts === p));

async function profileCall<T = CpuProfile>(url: string, action: 'start' | 'stop', heap: boolean | 'live' = false): Promise<T | null> {
  const response = await fetch(`${url}/test/profile`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ action, heap }) });
  const body = (await response.json()) as { code: string; data?: { desc: T | null } };
  if (body.code !== '0') throw new Error(`/test/profile ${action}: ${body.code}`);
  return body.data?.desc ?? null;
}

const terminalCount = envNumber('STEADY_TERMINALS', 3_000);
const consoleCount = envNumber('STEADY_CONSOLES', 20);
const seconds = envNumber('STEADY_SECONDS', 20);
const emulator = await startEmulator([]);
os.setPriority(10);
const terminals: BenchWorker<TerminalWorkerMessage>[] = [];
const consoles: BenchWorker<ConsoleWorkerMessage>[] = [];
try {
  const fleet = await seedLoadFleet(emulator.url, terminalCount, consoleCount, PASSWORD);
  for (const msIds of split(fleet.terminals, 2)) terminals.push(new BenchWorker('./terminal-worker.ts', { baseUrl: emulator.url, password: PASSWORD, msIds, concurrency: 32 }));
  const online = await Promise.all(terminals.map((worker) => within(worker.next('online'), 200_000, 'terminal logins')));
  const onlineCount = online.reduce((sum, answer) => sum + answer.online, 0);
  for (const accounts of split(fleet.dispatchers, 2)) consoles.push(new BenchWorker('./console-worker.ts', { baseUrl: emulator.url, password: PASSWORD, accounts }));
  await Promise.all(consoles.map((worker) => within(worker.next('ready'), 60_000, 'console logins')));
  for (const worker of terminals) worker.send('go');
  await sleep(WARM_UP_MS);
  const start = await readMetrics(emulator.url, true);
  const profiling = process.env.STEADY_NO_PROFILE !== '1';
  if (profiling) await profileCall(emulator.url, 'start');
  const heapFile = process.env.STEADY_HEAP_PROFILE;
  // STEADY_HEAP_LIVE=1: only the objects still alive at the end (what survives young-generation GC).
  const heapMode = process.env.STEADY_HEAP_LIVE === '1' ? 'live' : true;
  if (heapFile) await profileCall(emulator.url, 'start', heapMode);
  await sleep(seconds * 1000);
  const profile = profiling ? await profileCall(emulator.url, 'stop') : null;
  if (heapFile) writeFileSync(heapFile, JSON.stringify(await profileCall<unknown>(emulator.url, 'stop', heapMode)));
  const live = await readMetrics(emulator.url, true);
  const stopped = await Promise.all(terminals.map((worker) => { const answer = within(worker.next('stopped'), 30_000, 'terminal stop'); worker.send('stop'); return answer; }));
  const sums = stopped.reduce((all, s) => ({ sent: all.sent + s.counts.sent, refused: all.refused + s.counts.refused }), { sent: 0, refused: 0 });
  const committed = live.head - start.head;
  const wallS = live.wallMs / 1000;
  console.log(`steady: ${onlineCount} terminals, ${consoleCount} consoles, ${round(wallS, 1)} s measured`);
  console.log(`  events committed ${Math.round(committed / wallS)}/s; fixes sent ${sums.sent}, refused ${sums.refused}`);
  console.log(`  main thread busy ${live.loopBusy}, ${round((live.loopBusy * live.wallMs * 1000) / Math.max(1, committed), 1)} µs per committed event (wall), main thread CPU ${live.mainThreadCpuMs === null ? '?' : round((live.mainThreadCpuMs * 1000) / Math.max(1, committed), 1)} µs per committed event; CPU ${live.cpuCores} cores; lag p50 ${live.lagP50Ms} p99 ${live.lagP99Ms} max ${live.lagMaxMs} ms`);
  console.log(`  GC: ${live.gcCount} pauses, scavenge ${live.gcScavengeMs} ms, mark-compact ${live.gcMarkCompactMs} ms; heap used ${live.heapUsedMiB} MiB, RSS ${live.rssMiB} MiB`);
  if (profile) {
    if (process.env.STEADY_PROFILE) writeFileSync(process.env.STEADY_PROFILE, JSON.stringify(profile));
    const { wallMs, entries } = summarise(profile);
    const perEvent = (ms: number) => round((ms * 1000) / Math.max(1, committed), 1);
    const show = (title: string, sorted: typeof entries, key: 'selfMs' | 'totalMs') => {
      console.log(`  ${title} (ms over ${Math.round(wallMs)} ms profiled, % of it, µs per committed event):`);
      for (const entry of sorted.slice(0, TOP)) console.log(`    ${Math.round(entry[key]).toString().padStart(6)} ${round((100 * entry[key]) / wallMs, 1).toString().padStart(5)} % ${perEvent(entry[key]).toString().padStart(6)}  ${entry.name}`);
    };
    show('self', [...entries].sort((a, b) => b.selfMs - a.selfMs), 'selfMs');
    show('total', [...entries].sort((a, b) => b.totalMs - a.totalMs), 'totalMs');
  }
} finally {
  await Promise.all([...terminals, ...consoles].map((worker) => worker.terminate()));
  await emulator.stop();
}

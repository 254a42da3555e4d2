import { writeFileSync } from 'node:fs';
import os from 'node:os';
import pg from 'pg';
import { startEmulator } from '../e2e/harness/emulator.ts';
import type { ConsoleFigures, ConsoleWorkerMessage } from './load/console-worker.ts';
import { emitBurst, readMetrics, seedLoadFleet, type EmulatorMetrics } from './load/emulator-control.ts';
import { machineReference, type MachineReference } from './load/machine-reference.ts';
import { envNumber, quantile, round, sleep, within } from './load/stats.ts';
import type { TerminalWorkerMessage } from './load/terminal-worker.ts';
import { BenchWorker } from './load/workers.ts';
import { writeSuite, type Goal, type Measurement } from './report.ts';

/**
 * Issue 11's load bench: the emulator in a child process (its event-loop lag and CPU are read
 * inside it, /test/metrics), LOAD_TERMINALS light GPS terminals at 1 Hz spread over worker threads,
 * LOAD_CONSOLES dispatcher consoles running the console's socket client and event log in Node,
 * for LOAD_SECONDS. Then the consoles but one close and 100,000 events are emitted at once: how
 * fast one console drains them, and its work per 16.7 ms frame while it does; then bursts committed
 * while it holds its socket, each drained at its own pace once it reads again. Last, another held
 * burst is handed to it at the goal's 20,000 events/s (Pacer): its work per frame at that rate.
 */
const PASSWORD = 'load-bench-2026';
const TERMINAL_WORKERS = 2;
const CONSOLE_WORKERS = 2;
const WARM_UP_MS = 5_000;
const BURST_EVENTS = 100_000;
/**
 * Held bursts drained one after the other, their frames pooled: one drain is about 60 frames, whose
 * p99 is its worst frame; three give a p99 that is not just the maximum. A burst stays at 100,000:
 * a console more than 150,000 events behind is cut off (LOAD_DRAIN_ROUNDS=1 as before 2026-11-27 21:40).
 */
const DEFAULT_DRAIN_ROUNDS = 3;
/** Issue 11's rate, and the paced phase's length at it (5 s). */
const GOAL_RATE = 20_000;
const PACED_EVENTS = 100_000;
/** Niceness of the bench's own threads (terminals, consoles), above the emulator's 0. */
const DEFAULT_NICE = 10;

type Console = BenchWorker<ConsoleWorkerMessage>;

async function figures(consoles: readonly Console[], type: 'figures' | 'stop'): Promise<ConsoleFigures[]> {
  const answers = consoles.map((worker) => within(worker.next('figures'), 30_000, 'console figures'));
  for (const worker of consoles) worker.send({ type });
  return (await Promise.all(answers)).flatMap((answer) => answer.consoles);
}

const split = <T>(items: readonly T[], parts: number): T[][] => Array.from({ length: parts }, (_, p) => items.filter((_, i) => i % parts === p));

export async function runLoadBench(): Promise<void> {
  const terminalCount = envNumber('LOAD_TERMINALS', 10_000);
  const consoleCount = envNumber('LOAD_CONSOLES', 20);
  const seconds = envNumber('LOAD_SECONDS', 60);
  // LOAD_STORE=postgres://… runs the emulator on that PostgreSQL server in a throwaway schema; PGlite (on its thread) by default.
  const pgUrl = process.env.LOAD_STORE && /^postgres(ql)?:\/\//.test(process.env.LOAD_STORE) ? process.env.LOAD_STORE : null;
  const pgSchema = `poc_load_${process.pid}`;
  const storeName = pgUrl ? `PostgreSQL on ${new URL(pgUrl).host}` : 'PGlite on its own thread in the emulator process';
  // Before anything of the bench runs, at the bench's own priority.
  const machine = await machineReference();
  const emulator = await startEmulator(pgUrl ? ['--store', pgUrl, '--pg-schema', pgSchema] : []);
  // The load generators (this thread and the workers it starts, which inherit it) yield the CPU to the
  // emulator, as simulators on other machines would; the emulator's process keeps its priority.
  // LOAD_NICE=0 turns this off. Whether the fleet still reported at 1 Hz is in the report.
  const nice = process.env.LOAD_NICE === undefined ? DEFAULT_NICE : Number(process.env.LOAD_NICE);
  if (nice > 0) os.setPriority(nice);
  const terminals: BenchWorker<TerminalWorkerMessage>[] = [];
  let consoles: Console[] = [];
  try {
    const fleet = await seedLoadFleet(emulator.url, terminalCount, consoleCount, PASSWORD);
    const loginStarted = performance.now();
    for (const msIds of split(fleet.terminals, TERMINAL_WORKERS)) {
      terminals.push(new BenchWorker('./terminal-worker.ts', { baseUrl: emulator.url, password: PASSWORD, msIds, concurrency: 32 }));
    }
    const online = await Promise.all(terminals.map((worker) => within(worker.next('online'), 200_000, 'terminal logins')));
    const onlineCount = online.reduce((sum, answer) => sum + answer.online, 0);
    const loginSeconds = (performance.now() - loginStarted) / 1000;
    console.log(`load: ${onlineCount} of ${terminalCount} terminals online in ${round(loginSeconds, 1)} s${online[0]?.firstError ? ` (first error: ${online[0].firstError})` : ''}`);
    // The console measured alone afterwards (burst, drains, pace) has a thread of its own, as a browser
    // tab has: sharing one with nine others, it inherited their heap when they closed before its drains.
    const [measured, ...others] = fleet.dispatchers;
    consoles = [[measured!], ...split(others, CONSOLE_WORKERS)].map((accounts) => new BenchWorker<ConsoleWorkerMessage>('./console-worker.ts', { baseUrl: emulator.url, password: PASSWORD, accounts }));
    await Promise.all(consoles.map((worker) => within(worker.next('ready'), 60_000, 'console logins')));
    for (const worker of terminals) worker.send('go');
    await sleep(WARM_UP_MS);
    const start = await readMetrics(emulator.url, true);
    for (const worker of consoles) worker.send({ type: 'measure' });
    await sleep(seconds * 1000);
    const live = await readMetrics(emulator.url, true);
    const liveConsoles = await figures(consoles, 'figures');

    // Capacity of one console: the others close, the fleet pauses, a burst is emitted at once.
    for (const worker of terminals) worker.send('pause');
    for (const [index, worker] of consoles.entries()) worker.send({ type: 'keep', count: index === 0 ? 1 : 0 });
    await sleep(2_000);
    await waitIdle(consoles[0]!); // what it was still taking in from the live phase, before the burst
    consoles[0]!.send({ type: 'measure' });
    await readMetrics(emulator.url, true);
    const burstStarted = performance.now();
    let emitSeconds = 0;
    await emitBurst(emulator.url, BURST_EVENTS).then(() => (emitSeconds = (performance.now() - burstStarted) / 1000));
    await waitForDrain(consoles[0]!, BURST_EVENTS);
    const burstSeconds = (performance.now() - burstStarted) / 1000;
    const burstMetrics = await readMetrics(emulator.url, false);
    const [burstConsole] = await figures(consoles.slice(0, 1), 'figures');
    // Its capacity: the console stops reading while another burst commits, then drains it at its own pace.
    const drains: Held[] = [];
    for (let held = 0; held < envNumber('LOAD_DRAIN_ROUNDS', DEFAULT_DRAIN_ROUNDS); held += 1) drains.push(await heldBurst(emulator.url, consoles[0]!, BURST_EVENTS, null, 'figures'));
    // The goal's rate exactly: another held burst, handed to the console at GOAL_RATE.
    const paced = await heldBurst(emulator.url, consoles[0]!, PACED_EVENTS, GOAL_RATE, 'stop');
    const stopped = await Promise.all(terminals.map((worker) => { const answer = within(worker.next('stopped'), 30_000, 'terminal stop'); worker.send('stop'); return answer; }));
    report({ machine, storeName, nice, terminalCount, onlineCount, consoleCount, seconds, loginSeconds, live, committed: live.head - start.head, liveConsoles, burstConsole: burstConsole!, burstSeconds, emitSeconds, burstMetrics, drains, pacedConsole: paced.figures, pacedSeconds: paced.seconds, stopped });
  } finally {
    await Promise.all([...terminals, ...consoles].map((worker) => worker.terminate()));
    await emulator.stop();
    if (pgUrl) await dropSchema(pgUrl, pgSchema);
  }
}

async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/** Polls the console until it took in no event for half a second, or 60 s passed. */
async function waitIdle(worker: Console): Promise<void> {
  const deadline = performance.now() + 60_000;
  let last = -1;
  while (performance.now() < deadline) {
    const answer = within(worker.next('figures'), 30_000, 'idle figures');
    worker.send({ type: 'figures' });
    const events = (await answer).consoles[0]?.events ?? 0;
    if (events === last) return;
    last = events;
    await sleep(500);
  }
}

/**
 * A burst emitted while the console holds its socket, then released: taken in at its own pace, or
 * handed to its socket client at `perSecond`. Seconds from the release to the last event taken in.
 */
type Held = { emitSeconds: number; seconds: number; figures: ConsoleFigures };

async function heldBurst(url: string, worker: Console, count: number, perSecond: number | null, then: 'figures' | 'stop'): Promise<Held> {
  worker.send({ type: 'hold' });
  const emitStarted = performance.now();
  await emitBurst(url, count);
  const emitSeconds = (performance.now() - emitStarted) / 1000;
  if (perSecond !== null) worker.send({ type: 'pace', perSecond });
  worker.send({ type: 'measure' });
  worker.send({ type: 'release' });
  const started = performance.now();
  await waitForDrain(worker, count);
  const seconds = (performance.now() - started) / 1000;
  const [taken] = await figures([worker], then);
  return { emitSeconds, seconds, figures: taken! };
}

/** Polls the burst console until it has all the burst's events, or 60 s passed. */
async function waitForDrain(worker: Console, count: number): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    await sleep(250);
    const answer = within(worker.next('figures'), 30_000, 'burst figures');
    worker.send({ type: 'figures' });
    if (((await answer).consoles[0]?.events ?? 0) >= count) return;
  }
}

type Run = {
  machine: MachineReference;
  storeName: string;
  nice: number;
  terminalCount: number;
  onlineCount: number;
  consoleCount: number;
  seconds: number;
  loginSeconds: number;
  live: EmulatorMetrics;
  committed: number;
  liveConsoles: ConsoleFigures[];
  burstConsole: ConsoleFigures;
  burstSeconds: number;
  /** How long the emulator took to commit the first burst (its /test/emit answer). */
  emitSeconds: number;
  burstMetrics: EmulatorMetrics;
  /** Bursts committed while the console held its socket, then drained, one after the other. */
  drains: Held[];
  /** A third held burst, handed to the console at GOAL_RATE. */
  pacedConsole: ConsoleFigures;
  pacedSeconds: number;
  stopped: { type: 'stopped'; counts: { sent: number; refused: number; notSent: number } }[];
};

/** A console's slices from its first busy one to its last (it idles before a burst comes and after). */
function busySpan(figures: ConsoleFigures): { work: readonly number[]; gc: readonly number[] } {
  const busy = figures.frameWork.map((work, i) => (work > 0 ? i : -1)).filter((i) => i >= 0);
  const [from, to] = [busy[0] ?? 0, (busy.at(-1) ?? -1) + 1];
  return { work: figures.frameWork.slice(from, to), gc: figures.frameGc.slice(from, to) };
}

/** The day's machine, to compare runs of different days by (machine-reference.ts). */
const machineFigures = ({ spinMs, roundTripUs }: MachineReference): Measurement[] => [
  { name: 'machine reference: a fixed loop on one core', value: round(spinMs), unit: 'ms', note: 'median of 3, before the bench starts; since 2026-11-27' },
  { name: 'machine reference: loopback TCP round trip to another thread', value: round(roundTripUs, 1), unit: 'µs', note: 'one byte each way, 20,000 round trips to an echo on a worker thread: a socket write and a wake-up of another thread each way' },
];

function report(run: Run): void {
  const wallS = run.live.wallMs / 1000;
  const committed = run.committed;
  const rates = run.liveConsoles.map((c) => c.events / run.seconds);
  const liveFrames = run.liveConsoles.flatMap((c) => c.frameWork);
  const burstFrames = busySpan(run.burstConsole).work;
  const perEventUs = (run.burstConsole.totalWorkMs * 1000) / Math.max(1, run.burstConsole.events);
  /** Events per second one console decodes and folds within 8 ms of each 16.7 ms frame, at the burst's cost per event. */
  const withinBudget = (1e6 / perEventUs) * (8 / (1000 / 60));
  const burstRate = run.burstConsole.events / run.burstSeconds;
  // The drains pooled: their events over their seconds, their busy frames one after the other.
  const drainEvents = run.drains.reduce((total, drain) => total + drain.figures.events, 0);
  const drainSeconds = run.drains.reduce((total, drain) => total + drain.seconds, 0);
  const drainRate = drainEvents / drainSeconds;
  const drainPerEventUs = (run.drains.reduce((total, drain) => total + drain.figures.totalWorkMs, 0) * 1000) / Math.max(1, drainEvents);
  const drainSpans = run.drains.map((drain) => busySpan(drain.figures));
  const drainFrames = drainSpans.flatMap((span) => span.work);
  const drainGc = drainSpans.flatMap((span) => span.gc);
  const drainP99 = quantile(drainFrames, 0.99);
  const drainWorst = drainFrames.indexOf(Math.max(0, ...drainFrames));
  const drainOver8 = drainFrames.filter((work) => work > 8).length;
  const lastDrain = run.drains.at(-1)!.figures;
  const { work: pacedFrames, gc: pacedGc } = busySpan(run.pacedConsole);
  const pacedRate = run.pacedConsole.events / run.pacedSeconds;
  const pacedP99 = quantile(pacedFrames, 0.99);
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);
  const burstP99 = quantile(burstFrames, 0.99);
  // The live phase: what the consoles' work took of the machine, and how far behind the log's head they were at its end.
  const liveWorkMs = run.liveConsoles.reduce((sum, c) => sum + c.totalWorkMs, 0);
  const liveEvents = run.liveConsoles.reduce((sum, c) => sum + c.events, 0);
  const behind = run.liveConsoles.map((c) => (c.lastSeq === null ? run.live.head : Math.max(0, run.live.head - c.lastSeq)));
  const liveSnapshots = run.liveConsoles.reduce((sum, c) => sum + Math.max(0, c.snapshots - 1), 0);
  const sums = run.stopped.reduce((all, s) => ({ sent: all.sent + s.counts.sent, refused: all.refused + s.counts.refused, notSent: all.notSent + s.counts.notSent }), { sent: 0, refused: 0, notSent: 0 });
  const measurements: Measurement[] = [
    ...machineFigures(run.machine),
    { name: 'terminals online', value: run.onlineCount, unit: 'terminals', note: `of ${run.terminalCount}, logged in in ${round(run.loginSeconds, 1)} s` },
    { name: 'consoles', value: run.consoleCount, unit: 'consoles' },
    { name: 'measured', value: round(wallS, 1), unit: 's', note: `store: ${run.storeName}; terminals and consoles at nice ${run.nice}, the emulator at 0` },
    { name: 'emulator event-loop lag p50', value: run.live.lagP50Ms, unit: 'ms' },
    { name: 'emulator event-loop lag p99', value: run.live.lagP99Ms, unit: 'ms' },
    { name: 'emulator event-loop lag max', value: run.live.lagMaxMs, unit: 'ms' },
    { name: 'emulator CPU', value: run.live.cpuCores, unit: 'cores', note: `user ${run.live.cpuUserMs} ms, system ${run.live.cpuSystemMs} ms; all threads of the process, the PGlite thread included` },
    { name: 'emulator event loop busy', value: run.live.loopBusy, unit: 'of the time', note: 'main thread (event-loop utilisation); the PGlite thread not included' },
    ...(run.live.mainThreadCpuMs === null
      ? []
      : [{ name: 'emulator main thread CPU per event committed', value: round((run.live.mainThreadCpuMs * 1000) / Math.max(1, committed), 1), unit: 'µs', note: `main thread ${run.live.mainThreadCpuMs} ms of CPU (/proc, 10 ms ticks): without the waits for a core that event-loop busy time includes` }]),
    { name: 'emulator GC pauses', value: run.live.gcScavengeMs + run.live.gcMarkCompactMs, unit: 'ms', note: `main thread, ${run.live.gcCount} pauses: scavenge ${run.live.gcScavengeMs} ms, mark-compact ${run.live.gcMarkCompactMs} ms; heap used ${run.live.heapUsedMiB} MiB` },
    { name: 'emulator memory (RSS)', value: run.live.rssMiB, unit: 'MiB' },
    { name: 'events committed', value: Math.round(committed / wallS), unit: 'events/s', note: 'log head growth while measured' },
    { name: 'GPS reports sent', value: sums.sent, unit: 'reports', note: `one-way reports since 2026-11-27 (only a refusal is answered): ${sums.refused} refused, ${sums.notSent} not sent (socket closed)` },
    { name: 'console events received p50', value: Math.round(quantile(rates, 0.5)), unit: 'events/s', note: `per console, live: taken in (decoded and folded), of the ${Math.round(committed / wallS)} committed a second (all public but the terminals' replies); see the two lines below` },
    { name: 'console events received min', value: Math.round(Math.min(...rates)), unit: 'events/s' },
    { name: 'consoles\' work (live)', value: round(liveWorkMs / 1000 / run.seconds, 2), unit: 'cores', note: `all ${run.liveConsoles.length} consoles' decode and fold, ${round((liveWorkMs * 1000) / Math.max(1, liveEvents), 1)} µs per event in wall time on their two niced threads (preemption included): what a console takes in is what this CPU allows, the rest waits in the emulator` },
    { name: 'console behind the log at the end (live) p50', value: Math.round(quantile(behind, 0.5)), unit: 'seqs', note: `head minus the console's last seq; max ${Math.max(0, ...behind)}; a console more than 150,000 public events behind is cut off and resumes` },
    { name: 'console work per frame p99 (live)', value: round(quantile(liveFrames, 0.99)), unit: 'ms', note: 'decode + fold per 16.7 ms slice, all consoles' },
    { name: 'console reconnects (live)', value: run.liveConsoles.reduce((sum, c) => sum + c.reconnects, 0), unit: 'reconnects', note: `${liveSnapshots} snapshots after the first, all consoles` },
    { name: 'one console fed a burst', value: Math.round(burstRate), unit: 'events/s', note: `${run.burstConsole.events} of ${BURST_EVENTS} emitted at once received as events in ${round(run.burstSeconds, 1)} s, the emulator committing them in ${round(run.emitSeconds, 1)} s (which bounds this rate); ${run.burstConsole.reconnects} reconnects, ${run.burstConsole.snapshots} snapshots since start. Named "one console draining a burst" until 2026-11-26` },
    { name: 'one console draining a burst', value: Math.round(drainRate), unit: 'events/s', note: `${run.drains.length} bursts of ${BURST_EVENTS} emitted while it held its socket (committed in ${run.drains.map((drain) => round(drain.emitSeconds, 1)).join(', ')} s), ${drainEvents} events taken in ${run.drains.map((drain) => round(drain.seconds, 1)).join(', ')} s from each release; ${round(drainPerEventUs, 1)} µs of work per event; ${lastDrain.reconnects} reconnects, ${lastDrain.snapshots} snapshots since start` },
    { name: 'console work per frame p99 (burst)', value: round(burstP99), unit: 'ms', note: `${burstFrames.length} frames from the first busy one to the last, while the emulator commits the burst on the same cores at a higher priority (wall time, preemption included)` },
    { name: 'console work per frame p99 (draining a burst)', value: round(drainP99), unit: 'ms', note: `${drainFrames.length} frames, from the first busy one to the last of each of the ${run.drains.length} drains (the emulator idle), ${drainOver8} of them over 8 ms; max ${round(Math.max(0, ...drainFrames))} ms, a GC pause of ${round(drainGc[drainWorst] ?? 0)} ms beginning in it; GC pauses beginning in these frames ${round(sum(drainGc))} ms (within the work or not), the work ${round(sum(drainFrames))} ms` },
    { name: 'one console paced at the goal rate', value: Math.round(pacedRate), unit: 'events/s', note: `${run.pacedConsole.events} of ${PACED_EVENTS} emitted while it held its socket, handed to its socket client at ${GOAL_RATE} events/s (tests/bench/load/pacer.ts), taken in ${round(run.pacedSeconds, 1)} s; ${round((run.pacedConsole.totalWorkMs * 1000) / Math.max(1, run.pacedConsole.events), 1)} µs of work per event` },
    { name: 'console work per frame p50 (paced at the goal rate)', value: round(quantile(pacedFrames, 0.5)), unit: 'ms', note: `${pacedFrames.length} frames from the first busy one to the last (the emulator idle)` },
    { name: 'console work per frame p99 (paced at the goal rate)', value: round(pacedP99), unit: 'ms', note: `max ${round(Math.max(0, ...pacedFrames))} ms; GC pauses beginning in these frames ${round(sum(pacedGc))} ms (within the work or not), the work ${round(sum(pacedFrames))} ms` },
    { name: 'console work per event (burst)', value: round(perEventUs, 1), unit: 'µs', note: 'socket frame handling, decode and fold; the bursts are terminal.status events (decoded as objects: JSON.parse and, since 2026-11-27, the hand check of frequent events instead of the frame schema), GPS fixes take the column decoder' },
    { name: 'console events/s within 8 ms per frame', value: Math.round(withinBudget), unit: 'events/s', note: 'at that cost per event' },
    { name: 'console work per frame max (burst)', value: round(Math.max(0, ...burstFrames)), unit: 'ms' },
    { name: 'emulator event-loop lag p99 (burst)', value: run.burstMetrics.lagP99Ms, unit: 'ms', note: `CPU ${run.burstMetrics.cpuCores} cores` },
  ];
  const goals: Goal[] = [
    { name: `emulator event-loop lag p99 with ${run.terminalCount} terminals`, target: '<= 20 ms', value: run.live.lagP99Ms, unit: 'ms', met: run.live.lagP99Ms <= 20 },
    { name: 'emulator on one core (all its threads)', target: '<= 1 core', value: run.live.cpuCores, unit: 'cores', met: run.live.cpuCores <= 1 },
    // Since 2026-11-26 the drain of a burst waiting for it: the rate while the emulator commits one is bounded by the emulator.
    { name: 'a console sustains', target: '>= 20000 events/s', value: Math.round(drainRate), unit: 'events/s', met: drainRate >= 20_000 },
    // Since 2026-11-26 judged on the same drain as the rate above (one claim: that rate within that work per frame);
    // before, on the fed burst, whose wall time includes the emulator's commit preempting the console.
    { name: 'console work per frame p99 while it sustains that rate', target: '<= 8 ms', value: round(drainP99), unit: 'ms', met: drainP99 <= 8, note: `judged on the held bursts' drains (at the rate above, the strictest); paced at exactly ${GOAL_RATE} events/s: ${round(pacedP99)} ms; fed a burst while the emulator commits it: ${round(burstP99)} ms` },
  ];
  // LOAD_FRAMES=file: the drain's and the paced phase's frames (work and GC per slice), for a closer look.
  if (process.env.LOAD_FRAMES) writeFileSync(process.env.LOAD_FRAMES, JSON.stringify({ drainFrames, drainGc, pacedFrames, pacedGc }));
  writeSuite('load', measurements, { 'committed / GPS expected': round(committed / wallS / run.onlineCount, 3) }, goals);
}

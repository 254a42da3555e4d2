import { FaultProxy } from '../../simulators/chaos/fault-proxy.ts';
import { startTestEmulator } from '../../simulators/platform/testing/test-emulator.ts';
import { PUBLIC_TYPES } from '../../simulators/platform/events/emulator-event.ts';
import { AlarmTerminal } from './chaos/alarm-terminal.ts';
import { compare, type FaultEnd, type Verdict } from './chaos/compare.ts';
import { BenchConsole } from './load/bench-console.ts';
import { seedLoadFleet } from './load/emulator-control.ts';
import { envNumber, quantile, round, sleep } from './load/stats.ts';
import { writeSuite, type Goal, type Measurement } from './report.ts';

/**
 * Issue 11's chaos bench: consoles (the console's socket client and event log, in Node) reach the
 * emulator through our fault proxy while radios report GPS and raise and cancel SOS alarms. Faults
 * follow one by one; at the end every console's events are compared with the emulator's log.
 */
const PASSWORD = 'chaos-bench-2026';
const TICK_MS = 100;
const SOS_EVERY_TICKS = 10;
/** Demo radios (password 123456): they raise the alarms. */
const RADIOS = Array.from({ length: 8 }, (_, i) => String(10_000_001 + i));

type Fault = { readonly name: string; readonly run: (proxy: FaultProxy) => Promise<void> };

const hold = (ms: number) => sleep(ms);
const FAULTS: readonly Fault[] = [
  { name: 'latency 300 ms', run: async (p) => { p.faults.latencyMs = 300; await hold(4_000); p.faults.latencyMs = 0; } },
  { name: 'slicing (chunks of 1-16 bytes)', run: async (p) => { p.faults.sliceMax = 16; await hold(4_000); p.faults.sliceMax = 0; } },
  { name: 'reset', run: async (p) => void p.reset() },
  { name: 'blackhole 5 s', run: async (p) => { p.blackhole(); await hold(5_000); p.endBlackhole(); } },
  { name: 'blackhole 3 s then reset', run: async (p) => { p.blackhole(); await hold(3_000); p.reset(); p.endBlackhole(); } },
  { name: 'latency 100 ms + slicing + 3 resets', run: async (p) => { p.faults.latencyMs = 100; p.faults.sliceMax = 64; for (let i = 0; i < 3; i += 1) { await hold(1_000); p.reset(); } p.faults.latencyMs = 0; p.faults.sliceMax = 0; } },
];

export async function runChaosBench(): Promise<void> {
  const consoleCount = envNumber('CHAOS_CONSOLES', 4);
  const rounds = envNumber('CHAOS_ROUNDS', 1);
  const settleMs = envNumber('CHAOS_SETTLE_S', 3) * 1000;
  // The consoles' sockets come through the fault proxy: 127.0.0.1 on the proxy's port is ours too.
  const emulator = await startTestEmulator(undefined, undefined, { allowedHosts: ['127.0.0.1'] });
  const proxy = await FaultProxy.start({ host: '127.0.0.1', port: Number(new URL(emulator.url).port) });
  const radios = RADIOS.map((msId) => new AlarmTerminal(msId, emulator.url, '123456'));
  const consoles: BenchConsole[] = [];
  let ticker: ReturnType<typeof setInterval> | null = null;
  try {
    const { dispatchers } = await seedLoadFleet(emulator.url, 0, consoleCount, PASSWORD);
    const fromHead = emulator.platform.state.head;
    for (const account of dispatchers) consoles.push(new BenchConsole({ baseUrl: emulator.url, socketUrl: `ws://127.0.0.1:${proxy.port}/socket`, account, password: PASSWORD, keepSeqs: true }));
    await Promise.all([...consoles.map((c) => c.start()), ...radios.map((r) => r.start())]);
    ticker = setInterval(() => radios.forEach((radio) => radio.tick(SOS_EVERY_TICKS)), TICK_MS);
    const ends: FaultEnd[] = [];
    await hold(settleMs);
    for (let r = 0; r < rounds; r += 1) {
      for (const fault of FAULTS) {
        await fault.run(proxy);
        ends.push({ name: fault.name, at: performance.now(), head: emulator.platform.state.head });
        await hold(settleMs);
      }
    }
    clearInterval(ticker);
    ticker = null;
    await hold(1_000); // the last commands' events
    const head = emulator.platform.state.head;
    const deadline = performance.now() + 30_000;
    while (performance.now() < deadline && consoles.some((c) => (c.seqs.at(-1) ?? 0) < head && (c.snapshots.at(-1)?.seq ?? 0) < head)) await hold(100);
    const committed = (await emulator.platform.readPublicAfter(fromHead, 1_000_000, PUBLIC_TYPES)).map((event) => event.seq).filter((seq) => seq <= head);
    const raised = radios.flatMap((radio) => radio.raised);
    const verdicts = consoles.map((c) => compare(c, committed, raised, ends));
    report(verdicts, consoles, proxy, committed.length, raised.length, ends);
  } finally {
    if (ticker) clearInterval(ticker);
    for (const c of consoles) c.close();
    for (const radio of radios) radio.stop();
    await proxy.close();
    await emulator.stop();
  }
}

function report(verdicts: readonly Verdict[], consoles: readonly BenchConsole[], proxy: FaultProxy, committed: number, raised: number, ends: readonly FaultEnd[]): void {
  const sum = (pick: (v: Verdict) => number) => verdicts.reduce((total, v) => total + pick(v), 0);
  const diagnostics = consoles.map((c) => {
    let d = { reconnects: 0, snapshots: 0, duplicates: 0, gaps: 0 };
    c.client.diagnostics$.subscribe((value) => (d = value)).unsubscribe();
    return d;
  });
  const catchUps = ends.map((end) => {
    const values = verdicts.map((v) => v.catchUpMs.get(end.name) ?? null);
    const never = values.filter((value) => value === null).length;
    const worst = Math.max(0, ...values.map((value) => value ?? 0));
    return { name: end.name, worst, never };
  });
  const allCatchUps = verdicts.flatMap((v) => [...v.catchUpMs.values()].map((value) => value ?? Number.POSITIVE_INFINITY));
  const worstCatchUp = Math.max(0, ...allCatchUps);
  const measurements: Measurement[] = [
    { name: 'consoles through the proxy', value: consoles.length, unit: 'consoles' },
    { name: 'events committed', value: committed, unit: 'events', note: `${raised} SOS alarms among them` },
    { name: 'faults', value: ends.length, unit: 'faults', note: `${proxy.stats.resets} connections reset, ${proxy.stats.blackholes} blackholes, ${proxy.stats.connections} connections accepted` },
    { name: 'events lost', value: sum((v) => v.lost), unit: 'events', note: 'all consoles' },
    { name: 'events replaced by a snapshot', value: sum((v) => v.replacedBySnapshot), unit: 'events' },
    { name: 'alarms lost', value: sum((v) => v.alarmsLost), unit: 'alarms' },
    { name: 'duplicates', value: sum((v) => v.duplicates), unit: 'events', note: `the socket client dropped ${diagnostics.reduce((t, d) => t + d.duplicates, 0)} resent ones` },
    { name: 'out of order', value: sum((v) => v.outOfOrder), unit: 'events' },
    { name: 'reconnects', value: diagnostics.reduce((t, d) => t + d.reconnects, 0), unit: 'reconnects', note: `${diagnostics.reduce((t, d) => t + d.snapshots, 0)} snapshots, first logins included` },
    ...catchUps.map((c) => ({ name: `catch-up after ${c.name}`, value: c.worst, unit: 'ms', note: c.never > 0 ? `${c.never} consoles never caught up` : 'slowest console' })),
    { name: 'catch-up p50', value: Math.round(quantile(allCatchUps, 0.5)), unit: 'ms' },
  ];
  const goals: Goal[] = [
    { name: 'alarms and events lost', target: '0', value: sum((v) => v.lost + v.alarmsLost), unit: 'events', met: sum((v) => v.lost + v.alarmsLost) === 0 },
    { name: 'duplicates', target: '0', value: sum((v) => v.duplicates), unit: 'events', met: sum((v) => v.duplicates) === 0 },
    { name: 'time to catch up after a fault', target: '<= 2000 ms', value: Number.isFinite(worstCatchUp) ? worstCatchUp : -1, unit: 'ms', met: worstCatchUp <= 2_000 },
  ];
  writeSuite('chaos', measurements, { 'lost / committed': round(sum((v) => v.lost) / Math.max(1, committed * consoles.length), 4) }, goals);
}

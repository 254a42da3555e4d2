import { readFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { constants as perfConstants, monitorEventLoopDelay, performance, PerformanceObserver, type IntervalHistogram } from 'node:perf_hooks';
import { z } from 'zod';
import { hashForWire, TerminalType, type Terminal } from '../../../protocol/index.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { CONTROL_ROOM_GID, ORGANISATION_ID, ROOT_GID } from '../seed/demo-organisation.ts';
import { ok } from './envelope.ts';
import { queryObject, withInput } from './input.ts';
import type { RouteTable } from './route.ts';

/**
 * Test controls of the load benches (docs/protocol.md "Test controls"): a big fleet of real
 * accounts, and the emulator's own event-loop lag and CPU, measured inside its process.
 */

/** First msIds of the load fleet: outside the demo's 10000001… and 20000001… ranges. */
export const LOAD_FIRST_TERMINAL = 30_000_001;
export const LOAD_FIRST_DISPATCHER = 29_000_001;
/** One cheap hash shared by the load accounts: 10k logins must not cost 10k default scrypts. */
const LOAD_SCRYPT_COST = { N: 1024, r: 8, p: 1 } as const;
const SEED_BATCH = 500;

const FleetBody = z.object({
  terminals: z.number().int().min(0).max(100_000),
  dispatchers: z.number().int().min(0).max(100).default(0),
  password: z.string().min(6).max(64),
});
const MetricsQuery = z.object({ reset: z.enum(['0', '1']).default('0') });
/** heap 'live': only the sampled objects still alive at the stop (what survives: promotion, old-space growth). */
const ProfileBody = z.object({ action: z.enum(['start', 'stop']), heap: z.union([z.boolean(), z.literal('live')]).default(false) });

/** The main thread's CPU profile between a start and a stop (LOAD_PROFILE of the load bench). */
let profiler: Session | null = null;
/** Sampling every 200 µs instead of V8's 1 ms default: the steady phase's per-fix work is tens of µs. */
const PROFILE_INTERVAL_US = 200;

function loadTerminal(msId: string, type: number, grp: string[], index: number): Terminal {
  const at = { lat: 39.47 + ((index % 100) - 50) * 0.001, lng: -0.376 + (Math.floor(index / 100) % 100 - 50) * 0.001 };
  return { msId, msName: `Load ${msId}`, cid: ORGANISATION_ID, type, online: 0, grp, currentGroup: grp[0]!, battery: 90, signal: 4, model: 'PoC Terminal', gps: { ...at, speed: 0, direction: 0, altitude: 15, time: Date.now() }, lastOnline: null, lastOffline: null };
}

/**
 * CPU time of the main thread alone (Linux: /proc, in clock ticks of 10 ms), or null elsewhere. Unlike
 * the event-loop utilisation it does not count time the thread waited for a core on a busy machine.
 */
function mainThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}
/** USER_HZ is 100 on every Linux the project runs on. */
const CLOCK_TICK_MS = 10;

/** Garbage collection on the main thread since the last reset: pauses by kind, in ms. */
const gc = { scavengeMs: 0, markCompactMs: 0, otherMs: 0, count: 0 };
let gcObserver: PerformanceObserver | null = null;
function observeGc(): void {
  gcObserver ??= new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      const kind = ((entry as { detail?: unknown }).detail as { kind?: number } | undefined)?.kind;
      if (kind === perfConstants.NODE_PERFORMANCE_GC_MINOR) gc.scavengeMs += entry.duration;
      else if (kind === perfConstants.NODE_PERFORMANCE_GC_MAJOR) gc.markCompactMs += entry.duration;
      else gc.otherMs += entry.duration;
      gc.count += 1;
    }
  });
  gcObserver.observe({ entryTypes: ['gc'] });
}

let lag: IntervalHistogram | null = null;
let mainCpuFrom = mainThreadCpuMs();
let cpuFrom = process.cpuUsage();
let wallFrom = performance.now();
/** The main thread's event-loop utilisation: the share of time it ran code (the store's thread not counted). */
let loopFrom = performance.eventLoopUtilization();

/** The histogram records whole timer intervals: lag is what exceeds the sampling interval. */
const LAG_RESOLUTION_MS = 5;
const lagMs = (ns: number) => Math.max(0, Math.round((ns / 1e6 - LAG_RESOLUTION_MS) * 100) / 100);

/** Where the main thread allocates (V8's sampling heap profiler): `heap: true` of /test/profile. */
let heapProfiler: Session | null = null;
async function heapProfile(action: 'start' | 'stop', collected: boolean): Promise<unknown> {
  if (action === 'start') {
    heapProfiler?.disconnect();
    heapProfiler = new Session();
    heapProfiler.connect();
    await heapProfiler.post('HeapProfiler.startSampling', { samplingInterval: 4096, includeObjectsCollectedByMajorGC: collected, includeObjectsCollectedByMinorGC: collected } as never);
    return null;
  }
  if (!heapProfiler) return null;
  const { profile } = await heapProfiler.post('HeapProfiler.stopSampling');
  heapProfiler.disconnect();
  heapProfiler = null;
  return profile;
}

export const LOAD_TEST_ROUTES: RouteTable = {
  '/test/fleet': {
    method: 'POST',
    open: true,
    handle: ({ platform, body }) =>
      withInput(FleetBody, body, async ({ terminals, dispatchers, password }) => {
        const hash = await hashPassword(hashForWire(password), LOAD_SCRYPT_COST);
        const wanted = [
          ...Array.from({ length: terminals }, (_, i) => loadTerminal(String(LOAD_FIRST_TERMINAL + i), TerminalType.Poc6, [ROOT_GID], i)),
          ...Array.from({ length: dispatchers }, (_, i) => loadTerminal(String(LOAD_FIRST_DISPATCHER + i), TerminalType.Dispatcher, [CONTROL_ROOM_GID, ROOT_GID], i)),
        ].filter((terminal) => !platform.state.terminals.has(terminal.msId));
        const events: EmulatorEvent[] = wanted.flatMap((terminal): EmulatorEvent[] => [
          { type: 'terminal.registered', terminal },
          { type: 'account.created', msId: terminal.msId, accountType: terminal.type, password: hash },
        ]);
        for (let start = 0; start < events.length; start += SEED_BATCH) await platform.commit(events.slice(start, start + SEED_BATCH));
        return ok({ added: wanted.length, firstTerminal: String(LOAD_FIRST_TERMINAL), firstDispatcher: String(LOAD_FIRST_DISPATCHER) });
      }),
  },
  '/test/profile': {
    method: 'POST',
    open: true,
    handle: ({ body }) =>
      withInput(ProfileBody, body, async ({ action, heap }) => {
        if (heap) return ok(await heapProfile(action, heap === true));
        if (action === 'start') {
          profiler?.disconnect();
          profiler = new Session();
          profiler.connect();
          await profiler.post('Profiler.enable');
          await profiler.post('Profiler.setSamplingInterval', { interval: PROFILE_INTERVAL_US });
          await profiler.post('Profiler.start');
          return ok(null);
        }
        if (!profiler) return ok(null);
        const { profile } = await profiler.post('Profiler.stop');
        profiler.disconnect();
        profiler = null;
        return ok(profile);
      }),
  },
  '/test/metrics': {
    method: 'GET',
    open: true,
    handle: ({ platform, query }) =>
      withInput(MetricsQuery, queryObject(query), ({ reset }) => {
        if (!lag) {
          lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
          lag.enable();
          observeGc();
        }
        const cpu = process.cpuUsage(cpuFrom);
        const mainCpu = mainThreadCpuMs();
        const wallMs = performance.now() - wallFrom;
        const answer = {
          wallMs: Math.round(wallMs),
          cpuUserMs: Math.round(cpu.user / 1000),
          cpuSystemMs: Math.round(cpu.system / 1000),
          cpuCores: wallMs > 0 ? Math.round(((cpu.user + cpu.system) / 1000 / wallMs) * 1000) / 1000 : 0,
          loopBusy: Math.round(performance.eventLoopUtilization(loopFrom).utilization * 1000) / 1000,
          mainThreadCpuMs: mainCpu === null || mainCpuFrom === null ? null : mainCpu - mainCpuFrom,
          lagP50Ms: lagMs(lag.percentile(50)),
          lagP99Ms: lagMs(lag.percentile(99)),
          lagMaxMs: lagMs(lag.max),
          gcScavengeMs: Math.round(gc.scavengeMs),
          gcMarkCompactMs: Math.round(gc.markCompactMs),
          gcCount: gc.count,
          heapUsedMiB: Math.round(process.memoryUsage().heapUsed / 2 ** 20),
          head: platform.state.head,
          rssMiB: Math.round(process.memoryUsage().rss / 2 ** 20),
        };
        if (reset === '1') {
          lag.reset();
          cpuFrom = process.cpuUsage();
          wallFrom = performance.now();
          loopFrom = performance.eventLoopUtilization();
          mainCpuFrom = mainCpu;
          Object.assign(gc, { scavengeMs: 0, markCompactMs: 0, otherMs: 0, count: 0 });
        }
        return ok(answer);
      }),
  },
};

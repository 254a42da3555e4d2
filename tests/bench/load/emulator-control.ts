/** The load bench's calls to the emulator's test controls (docs/protocol.md "Test controls"). */
export type EmulatorMetrics = {
  readonly wallMs: number;
  readonly cpuUserMs: number;
  readonly cpuSystemMs: number;
  /** CPU time over wall time since the last reset: 1 is one core busy all the time. */
  readonly cpuCores: number;
  /** Share of the time the emulator's main thread (its event loop) was busy; the PGlite thread is in cpuCores only. */
  readonly loopBusy: number;
  /** CPU time of the main thread alone (null off Linux): per-event cost without the waits for a core. */
  readonly mainThreadCpuMs: number | null;
  /** Main-thread garbage collection pauses since the last reset (PerformanceObserver 'gc'). */
  readonly gcScavengeMs: number;
  readonly gcMarkCompactMs: number;
  readonly gcCount: number;
  readonly heapUsedMiB: number;
  readonly lagP50Ms: number;
  readonly lagP99Ms: number;
  readonly lagMaxMs: number;
  readonly head: number;
  readonly rssMiB: number;
};

type Envelope<T> = { code: string; desc?: string; data?: { desc: T } };

async function testCall<T>(url: string, init?: RequestInit): Promise<T> {
  const response = await fetch(url, init);
  const text = await response.text();
  // An overloaded emulator has answered with an empty body: say so instead of a JSON.parse error.
  if (!text) throw new Error(`${url}: HTTP ${response.status} with an empty body`);
  const body = JSON.parse(text) as Envelope<T>;
  if (body.code !== '0' || !body.data) throw new Error(`${url}: ${body.code} ${body.desc ?? ''}`);
  return body.data.desc;
}

/** The emulator's lag and CPU since the last reset; `reset` starts a new period. */
export const readMetrics = (baseUrl: string, reset: boolean): Promise<EmulatorMetrics> => testCall(`${baseUrl}/test/metrics?reset=${reset ? 1 : 0}`);

/** Registers the load fleet's accounts; answers their msIds. */
export async function seedLoadFleet(baseUrl: string, terminals: number, dispatchers: number, password: string): Promise<{ terminals: string[]; dispatchers: string[] }> {
  const answer = await testCall<{ firstTerminal: string; firstDispatcher: string }>(`${baseUrl}/test/fleet`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ terminals, dispatchers, password }),
  });
  const range = (first: string, count: number) => Array.from({ length: count }, (_, i) => String(Number(first) + i));
  return { terminals: range(answer.firstTerminal, terminals), dispatchers: range(answer.firstDispatcher, dispatchers) };
}

/** Appends `count` status events at once (POST /test/emit). */
export const emitBurst = (baseUrl: string, count: number): Promise<unknown> =>
  testCall(`${baseUrl}/test/emit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ count }) });

import type { Terminal } from '../../protocol/index.ts';
import { forEachBounded } from '../terminals/bounded.ts';
import { seededRandom, seedOf } from '../world/random.ts';
import { readRoster } from '../terminals/roster.ts';
import { SimulatedTerminal } from '../terminals/simulated-terminal.ts';
import type { Scenario } from './format.ts';
import { offset, planScenario, type PlannedAction, type ScenarioPlan } from './plan.ts';
import { endLoneWorkPlan, operatorSession, setUpFences, startLoneWorkPlan } from './setup.ts';

export type RunOptions = {
  readonly baseUrl: string;
  readonly scenario: Scenario;
  /** Overrides the file's seed. */
  readonly seed?: number;
  readonly log: (line: string) => void;
  /** Ends the run early (Ctrl+C); the terminals still log out. */
  readonly signal?: AbortSignal;
  /** Called once the fleet is online and the fences and plan are set: the scenario clock starts. */
  readonly onStart?: (plan: ScenarioPlan) => void;
};

/** What one incident did: when it was planned and ran (ms after the start) and how it went. */
export type ActionRecord = { readonly do: PlannedAction['do']; readonly msId: string; readonly atMs: number; readonly ranAtMs: number; readonly outcome: string };

export type ScenarioRun = { readonly plan: ScenarioPlan; readonly online: number; readonly records: readonly ActionRecord[]; readonly loneWorkId: string | null };

/**
 * Runs a scenario against an emulator: logs its terminals in (the fleet's SimulatedTerminal), sets up
 * its fences and lone worker plan as the operator, plays the planned incidents on time, waits out the
 * duration and logs everyone out. Resolves what each incident did.
 */
export async function runScenario(options: RunOptions): Promise<ScenarioRun> {
  const { scenario, log } = options;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const roster = await readRoster(baseUrl, scenario.operator);
  const plan = planScenario(scenario, roster, options.seed ?? scenario.seed);
  const byMsId = new Map<string, Terminal>(roster.map((terminal) => [terminal.msId, terminal]));
  const terminals = new Map<string, SimulatedTerminal>();
  for (const planned of plan.terminals) {
    const group = scenario.fleet.find((candidate) => candidate.name === planned.group)!;
    const terminal = byMsId.get(planned.msId)!;
    const behaviour = group.behaviour;
    // Its start (the area's point, battery and signal), as if the platform had last heard that.
    const gps = planned.home ? { speed: 0, direction: 0, altitude: 0, time: 0, ...terminal.gps, ...planned.home } : terminal.gps;
    const seen = { ...terminal, gps, battery: behaviour.battery ?? terminal.battery, signal: behaviour.signal ?? terminal.signal };
    const simulated = new SimulatedTerminal(seen, {
      baseUrl,
      password: scenario.password,
      random: seededRandom(seedOf(`${plan.seed}:${planned.msId}`)),
      churn: behaviour.churn,
      sosEveryS: behaviour.sosEvery === undefined ? null : behaviour.sosEvery / 1000,
      loneWorkMiss: behaviour.loneWorkerMiss,
      replyMessages: behaviour.replyMessages,
      answerJobs: behaviour.answerJobs,
      log,
    });
    terminals.set(planned.msId, simulated);
  }
  for (const action of plan.actions) if (!terminals.has(action.msId)) throw new Error(`incident ${action.do} at ${action.atMs} ms: ${action.msId} is not in the scenario's fleet`);

  const session = await operatorSession(baseUrl, scenario.operator);
  let ticker: ReturnType<typeof setInterval> | null = null;
  let loneWorkId: string | null = null;
  try {
    await forEachBounded([...terminals.values()], 16, (terminal) => terminal.connect());
    const online = [...terminals.values()].filter((terminal) => terminal.online).length;
    log(`${online} of ${terminals.size} terminals online (seed ${plan.seed})`);
    for (const planned of plan.terminals) {
      const walks = scenario.fleet.find((group) => group.name === planned.group)!.behaviour.walk;
      if (!walks) terminals.get(planned.msId)!.placeAt(planned.home ?? terminals.get(planned.msId)!.position);
    }
    await setUpFences(session.ds, scenario, plan);
    ticker = setInterval(() => {
      const now = Date.now();
      for (const terminal of terminals.values()) terminal.tick(now, scenario.tick / 1000);
    }, scenario.tick);

    const start = Date.now();
    options.onStart?.(plan);
    const records: ActionRecord[] = [];
    const pending: Promise<void>[] = [];
    const first = plan.actions.filter((action) => action.atMs <= 0);
    for (const action of first) pending.push(play(action));
    // The plan starts after the t=0 incidents, so a worker silent from the start misses the first check-in.
    await Promise.all(pending.splice(0));
    loneWorkId = await startLoneWorkPlan(session.ds, scenario, plan);
    if (loneWorkId) log(`lone worker plan ${loneWorkId} started`);
    for (const action of plan.actions.slice(first.length)) {
      if (!(await sleepUntil(start + action.atMs, options.signal))) break;
      pending.push(play(action));
    }
    await sleepUntil(start + plan.durationMs, options.signal);
    await Promise.all(pending);
    // Ordered by when they started (a talk burst finishes after later incidents started).
    return { plan, online, records: records.sort((a, b) => a.ranAtMs - b.ranAtMs), loneWorkId };

    async function play(action: PlannedAction): Promise<void> {
      const ranAtMs = Date.now() - start;
      const outcome = await perform(action, terminals.get(action.msId)!, scenario).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
      records.push({ do: action.do, msId: action.msId, atMs: action.atMs, ranAtMs, outcome });
      log(`t+${(ranAtMs / 1000).toFixed(2)}s ${action.do} ${action.msId}: ${outcome}`);
    }
  } finally {
    if (ticker) clearInterval(ticker);
    // The plan was the scenario's: it ends with it, before its terminals go offline.
    if (loneWorkId) await endLoneWorkPlan(session.ds, loneWorkId).catch((error: unknown) => log(`lone worker plan ${loneWorkId} not ended: ${String(error)}`));
    await Promise.all([...terminals.values()].map((terminal) => terminal.stop()));
    await session.close();
  }
}

/** Does one incident; resolves a short note of how it went. */
async function perform(action: PlannedAction, terminal: SimulatedTerminal, scenario: Scenario): Promise<string> {
  switch (action.do) {
    case 'sos':
      return `alarm ${(await terminal.pressSos()).id}`;
    case 'talk':
      return terminal.talkBurst(action.for);
    case 'offline':
      terminal.goOffline(action.for / 1000);
      return `offline for ${action.for / 1000} s`;
    case 'enter-fence':
    case 'leave-fence': {
      const circle = scenario.fences.find((fence) => fence.name === action.fence)!.circle;
      terminal.placeAt(action.do === 'enter-fence' ? { lat: circle.lat, lng: circle.lng } : offset(circle, 0, circle.radius * 2 + 50));
      return `${action.do === 'enter-fence' ? 'inside' : 'outside'} ${action.fence}`;
    }
    case 'move':
      terminal.placeAt(action.to);
      return `at ${action.to.lat},${action.to.lng}`;
    case 'miss-lone-worker':
      terminal.loneWork.silent = true;
      return 'stops answering lone worker check-ins';
  }
}

/** Waits until `at` (epoch ms); false when aborted first. */
function sleepUntil(at: number, signal?: AbortSignal): Promise<boolean> {
  if (signal?.aborted) return Promise.resolve(false);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', abort);
      resolve(true);
    }, Math.max(0, at - Date.now()));
    const abort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal?.addEventListener('abort', abort, { once: true });
  });
}

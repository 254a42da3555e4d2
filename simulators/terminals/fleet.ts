import { readStudentCards } from './school-cards.ts';
import { forEachBounded } from './bounded.ts';
import { seededRandom, seedOf } from '../world/random.ts';
import { readRoster, type Operator } from './roster.ts';
import { readIndoorAreas } from './indoor-world.ts';
import type { IndoorPlacement } from './beacon-scanner.ts';
import type { JobAnswerMode } from './job-responder.ts';
import { SimulatedTerminal, type PatrolScenario } from './simulated-terminal.ts';
import { pickVoiceTerminals, type VoiceSetup } from './voice/voice-setup.ts';

export type FleetOptions = {
  readonly baseUrl: string;
  /** How many terminals to run; all non-dispatcher terminals when null. */
  readonly count: number | null;
  readonly tickMs: number;
  readonly seed: number;
  /** Chance per terminal and tick of dropping off the network for a while. */
  readonly churn: number;
  /** Password of the terminal accounts. */
  readonly password: string;
  readonly operator: Operator;
  /** Logins running at once. */
  readonly concurrency: number;
  readonly log: (line: string) => void;
  /** How many terminals talk and listen in their group's voice room (0: none), and how. */
  readonly voice: { readonly count: number; readonly setup: VoiceSetup } | null;
  /** Each terminal presses SOS about every this many seconds; null or absent never. */
  readonly sosEveryS?: number | null;
  readonly replyMessages?: 'off' | 'text' | 'photo';
  /** Chance that a terminal misses a lone worker check-in. */
  readonly loneWorkMiss?: number;
  /** How its field workers answer job tickets (docs/protocol.md "Job ticketing"); default 'off'. */
  readonly answerJobs?: JobAnswerMode;
  /** Terminals standing indoors, reporting beacon scans instead of only GPS. */
  readonly indoor?: readonly (IndoorPlacement & { readonly msId: string })[];
  /** Patrol users walk their routes, a punch about every `everyS`, skipping a point with chance `miss`; null or absent never. */
  readonly patrol?: PatrolScenario | null;
  /** Terminals read the platform's student cards, each about every this many seconds; null or absent never. */
  readonly schoolPunchEveryS?: number | null;
  /** Runs only the roster's terminals index-1, index-1+of, ... so `of` fleets share it (1-based); absent: all. */
  readonly shard?: { readonly index: number; readonly of: number };
};

/** How often the fleet reads the student cards again (students are added while it runs). */
const CARDS_REFRESH_MS = 60_000;

/** How often a fleet with voice logs how its talks went. */
const VOICE_REPORT_MS = 60_000;

/** A fleet of simulated terminals driven by one clock. */
export class Fleet {
  private terminals: SimulatedTerminal[] = [];
  private timer: ReturnType<typeof setInterval> | null = null;
  private voiceReport: ReturnType<typeof setInterval> | null = null;
  private cardsTimer: ReturnType<typeof setInterval> | null = null;
  private cards: readonly string[] = [];
  private stopped = false;

  constructor(private readonly options: FleetOptions) {}

  /** Reads the roster, logs every terminal in (a few at a time) and starts the clock; resolves how many are online. */
  async start(): Promise<number> {
    const { options } = this;
    const roster = await readRoster(options.baseUrl, options.operator);
    const shard = options.shard ?? { index: 1, of: 1 };
    const mine = roster.filter((_, position) => position % shard.of === shard.index - 1);
    const chosen = options.count === null ? mine : mine.slice(0, options.count);
    if (this.stopped) return 0;
    const placements = options.indoor ?? [];
    const areas = placements.length > 0 ? new Map((await readIndoorAreas(options.baseUrl, options.operator)).map((area) => [area.id, area])) : new Map();
    for (const placement of placements) if (!areas.has(placement.areaId)) throw new Error(`--indoor: no indoor area ${placement.areaId}`);
    const indoorOf = (msId: string) => {
      const placement = placements.find((p) => p.msId === msId);
      return placement ? { area: areas.get(placement.areaId)!, at: placement.at, noiseDb: placement.noiseDb, random: seededRandom(seedOf(`${options.seed}:${msId}:indoor`)) } : null;
    };
    const voiced = options.voice ? pickVoiceTerminals(chosen, options.voice.count) : new Set<string>();
    this.terminals = chosen.map(
      (terminal) =>
        new SimulatedTerminal(terminal, {
          baseUrl: options.baseUrl,
          password: options.password,
          random: seededRandom(seedOf(`${options.seed}:${terminal.msId}`)),
          churn: options.churn,
          sosEveryS: options.sosEveryS ?? null,
          replyMessages: options.replyMessages ?? 'off',
          loneWorkMiss: options.loneWorkMiss ?? 0,
          answerJobs: options.answerJobs ?? 'off',
          indoor: indoorOf(terminal.msId),
          patrol: options.patrol ?? null,
          schoolPunch: options.schoolPunchEveryS ? { everyS: options.schoolPunchEveryS, cards: () => this.cards } : null,
          log: options.log,
          voice:
            options.voice && voiced.has(terminal.msId)
              ? { setup: options.voice.setup, random: seededRandom(seedOf(`${options.seed}:${terminal.msId}:voice`)) }
              : null,
        }),
    );
    await forEachBounded(this.terminals, options.concurrency, (terminal) => (this.stopped ? Promise.resolve() : terminal.connect()));
    if (this.stopped) return 0;
    if (options.schoolPunchEveryS) {
      await this.readCards();
      this.cardsTimer = setInterval(() => void this.readCards(), CARDS_REFRESH_MS);
    }
    this.timer = setInterval(() => this.tick(), options.tickMs);
    if (options.voice) this.voiceReport = setInterval(() => options.log(this.voiceSummary()), VOICE_REPORT_MS);
    return this.onlineCount;
  }

  /** Accounts of its terminals, in roster order. */
  get msIds(): string[] {
    return this.terminals.map((terminal) => terminal.terminal.msId);
  }

  get size(): number {
    return this.terminals.length;
  }

  get onlineCount(): number {
    return this.terminals.filter((terminal) => terminal.online).length;
  }

  /** Terminals with a voice line in their room. */
  get voiceCount(): number {
    return this.terminals.filter((terminal) => terminal.voiceReady).length;
  }

  /**
   * Closes every socket (the platform records the terminals offline) and voice line; resolves when
   * the voices have left their rooms. Safe to call twice, and during start.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.voiceReport) clearInterval(this.voiceReport);
    if (this.cardsTimer) clearInterval(this.cardsTimer);
    this.cardsTimer = null;
    this.timer = this.voiceReport = null;
    await Promise.all(this.terminals.map((terminal) => terminal.stop()));
  }

  /** "voice: 8 of 10 in their rooms; talks: talked 41, gave-up 2" */
  voiceSummary(): string {
    const totals = new Map<string, number>();
    for (const terminal of this.terminals) {
      for (const [outcome, count] of terminal.talkOutcomes) totals.set(outcome, (totals.get(outcome) ?? 0) + count);
    }
    const talks = [...totals].map(([outcome, count]) => `${outcome} ${count}`).join(', ') || 'none yet';
    return `voice: ${this.voiceCount} of ${this.options.voice?.count ?? 0} in their rooms; talks: ${talks}`;
  }

  private async readCards(): Promise<void> {
    try {
      this.cards = await readStudentCards(this.options.baseUrl, this.options.operator);
    } catch (error) {
      this.options.log(`school cards not read: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private tick(): void {
    const now = Date.now();
    for (const terminal of this.terminals) terminal.tick(now, this.options.tickMs / 1000);
  }
}

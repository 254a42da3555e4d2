import { isPublic, toLogEntry, toNewEvent, type EmulatorEvent, type LogEntry } from './events/emulator-event.ts';
import { TurnBatch } from './turn-batch.ts';
import { applyEntry } from './projection/apply.ts';
import { fromSnapshotJson } from './projection/snapshot-state.ts';
import { captureSnapshot, snapshotText } from './projection/snapshot-text.ts';
import { emptyState, type PlatformState } from './projection/state.ts';
import type { EventStore, NewEvent, StoredEvent } from './store/event-store.ts';
import type { TrackFixRow, TrackRange } from './store/gps-track-sql.ts';
import { withLogOrganisations } from './logs/log-organisation.ts';
import type { LogPage, LogQuery } from './logs/log-sql.ts';
import type { ReportReads } from './reports/report-sql.ts';

export type PlatformOptions = {
  /** Clock of the business rules (lock-outs, session expiry); the store stamps event times. */
  now?: () => number;
  /** Events between two snapshots of the state. */
  snapshotEvery?: number;
  /** And at least this long between two (the close's final snapshot aside). */
  snapshotMinIntervalMs?: number;
  log?: (line: string) => void;
};

/** Called once per committed batch with its public events, in sequence order. */
export type LiveListener = (entries: readonly LogEntry[]) => void;

const DEFAULT_SNAPSHOT_EVERY = 5_000;
/**
 * A snapshot serialises and compresses the whole state (about 100 ms of CPU with 10,000
 * terminals); a fleet at 1 Hz would otherwise take one every half second. Ten seconds bound the
 * replay at start to ten seconds of the log.
 */
const DEFAULT_SNAPSHOT_MIN_INTERVAL_MS = 10_000;
const REPLAY_PAGE = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The emulator's core: the event log and its projection. Every change is an event committed here;
 * the state follows the log synchronously on commit, and public events go to live listeners in
 * sequence order. Start-up loads the latest snapshot and replays the tail after it.
 */
export class Platform {
  readonly now: () => number;
  private readonly live = new Set<LiveListener>();
  private readonly every = new Set<LiveListener>();
  /** Commits asked for and settled so far; close waits for those asked for before it. */
  private asked = 0;
  private done = 0;
  private readonly waiting: { readonly upTo: number; readonly resolve: () => void }[] = [];
  private readonly snapshotEvery: number;
  private readonly snapshotMinIntervalMs: number;
  private lastSnapshotAt = performance.now();
  private readonly log: (line: string) => void;
  private snapshotting: Promise<void> | null = null;
  private closing: Promise<void> | null = null;
  /** Events committed in the turn's one batch (commitInTurn): the fleet's GPS fixes. */
  private readonly turn = new TurnBatch<NewEvent>((rows) => {
    this.asked += 1;
    return this.store.append(rows).then(this.appendedInTurn, this.notAppended);
  });

  private constructor(
    private readonly store: EventStore,
    readonly state: PlatformState,
    options: PlatformOptions,
    /** Events applied since the snapshot the state came from. */
    private sinceSnapshot: number,
  ) {
    this.now = options.now ?? Date.now;
    this.snapshotEvery = options.snapshotEvery ?? DEFAULT_SNAPSHOT_EVERY;
    this.snapshotMinIntervalMs = options.snapshotMinIntervalMs ?? DEFAULT_SNAPSHOT_MIN_INTERVAL_MS;
    this.log = options.log ?? (() => undefined);
    store.onCommitted((events) => this.follow(events));
  }

  static async open(store: EventStore, options: PlatformOptions = {}): Promise<Platform> {
    const snapshot = await store.latestSnapshot();
    const restored = snapshot ? fromSnapshotJson(snapshot.state) : null;
    const state = restored && restored.head === snapshot?.seq ? restored : emptyState();
    let replayed = 0;
    for (let page = await store.readAfter(state.head, REPLAY_PAGE); page.length > 0; page = await store.readAfter(state.head, REPLAY_PAGE)) {
      for (const stored of page) applyEntry(state, toLogEntry(stored));
      replayed += page.length;
    }
    const platform = new Platform(store, state, options, replayed);
    platform.log(`state at seq ${state.head}: snapshot ${restored ? `at ${snapshot?.seq}` : 'none'}, ${replayed} events replayed`);
    return platform;
  }

  /** Validates and appends; resolves once committed and applied. Rejects (appending nothing) on an invalid event. */
  commit(events: readonly EmulatorEvent[]): Promise<LogEntry[]> {
    let rows;
    try {
      rows = withLogOrganisations(this.state, events.map(toNewEvent));
    } catch (error) {
      return Promise.reject(error as Error);
    }
    // Events of this turn asked for earlier go in first, so the log keeps the order they came in.
    this.turn.flush();
    // Callbacks made once (a closure per call was a context and two functions more per commit in flight).
    this.asked += 1;
    return this.store.append(rows).then(this.appended, this.notAppended);
  }

  /**
   * As commit for one event, appended with the others asked for in this turn of the event loop in
   * one batch; resolves (one promise for the whole batch) once committed and applied. For the
   * fleet's GPS fixes: see turn-batch.ts. Rejects at once, appending nothing, on an invalid event.
   */
  commitInTurn(event: EmulatorEvent): Promise<void> {
    let row;
    try {
      row = withLogOrganisations(this.state, [toNewEvent(event)])[0]!;
    } catch (error) {
      return Promise.reject(error as Error);
    }
    return this.turn.add(row);
  }

  /** Events taken by commitInTurn and not yet committed. */
  get inTurnPending(): number {
    return this.turn.pending;
  }

  private readonly appendedInTurn = (): void => {
    this.settledOne();
  };

  private readonly appended = (stored: StoredEvent[]): LogEntry[] => {
    this.settledOne();
    return stored.map(toLogEntry);
  };

  private readonly notAppended = (error: unknown): never => {
    this.settledOne();
    throw error;
  };

  private settledOne(): void {
    this.done += 1;
    while (this.waiting[0] && this.waiting[0].upTo <= this.done) this.waiting.shift()!.resolve();
  }

  /**
   * Resolves once the commits asked for so far have settled (the store settles appends in the order
   * they came), not waiting for those asked for later: a fleet reporting during close cannot hold it.
   */
  private settled(): Promise<void> {
    if (this.done >= this.asked) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push({ upTo: this.asked, resolve }));
  }

  /** Public events as they commit, a batch at a time, in sequence order. Returns the unsubscribe. */
  onLive(listener: LiveListener): () => void {
    this.live.add(listener);
    return () => this.live.delete(listener);
  }

  /** Every committed entry, private ones included (the log feed), after the state has applied them. */
  onCommitted(listener: LiveListener): () => void {
    this.every.add(listener);
    return () => this.every.delete(listener);
  }

  /**
   * Events another instance committed (scale-out/): applied and fanned out exactly like our own.
   * Whatever is at or below the head is already applied and skipped, so callers may overlap.
   */
  applyCommitted(events: readonly StoredEvent[]): void {
    this.follow(events);
  }

  /** Every committed event after a seq, for catching up from the store. */
  readAfter(afterSeq: number, limit: number): Promise<StoredEvent[]> {
    return this.store.readAfter(afterSeq, limit);
  }

  readPublicAfter(afterSeq: number, limit: number, types: readonly string[]): Promise<StoredEvent[]> {
    return this.store.readAfter(afterSeq, limit, { types });
  }

  /** A terminal's fixes in a time range from the GPS track store (committed with their events). */
  readTrack(range: TrackRange): Promise<TrackFixRow[]> {
    return this.store.readTrack(range);
  }

  /** Log records of a time range from the log table (committed with their events), newest first. */
  /** One organisation's log records (an organisation sees only its own, docs/protocol.md "Organisations"). */
  readLog(cid: string, query: Omit<LogQuery, 'organisation'>): Promise<LogPage> {
    return this.store.readLog({ ...query, organisation: { cid, first: this.state.organisations.first } });
  }

  /** The reports' reads from the store (reports/report-sql.ts). */
  get reports(): ReportReads {
    return this.store.reports;
  }

  /** Waits for commits in flight, saves a final snapshot, closes the store. Safe to call twice. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      this.turn.flush();
      await this.settled();
      await this.snapshotting;
      if (this.sinceSnapshot > 0) await this.saveSnapshot();
      await this.store.close();
    })();
    return this.closing;
  }

  private follow(all: readonly StoredEvent[]): void {
    // With several instances a batch can arrive twice (catch-up, bus, own commit): apply it once.
    const head = this.state.head;
    const events = all[0] && all[0].seq > head ? all : all.filter((stored) => stored.seq > head);
    if (events.length === 0) return;
    const published: LogEntry[] = [];
    // One entry per event serves both kinds of listener (they only read them).
    const entries: LogEntry[] | null = this.every.size > 0 ? [] : null;
    for (const stored of events) {
      const entry = toLogEntry(stored);
      applyEntry(this.state, entry);
      if (isPublic(entry.event)) published.push(entry);
      entries?.push(entry);
    }
    if (published.length > 0) for (const listener of this.live) listener(published);
    if (entries) for (const listener of this.every) listener(entries);
    this.sinceSnapshot += events.length;
    if (this.sinceSnapshot >= this.snapshotEvery && !this.snapshotting && !this.closing && performance.now() - this.lastSnapshotAt >= this.snapshotMinIntervalMs) {
      this.snapshotting = this.saveSnapshot().finally(() => (this.snapshotting = null));
    }
  }

  /** The state is captured synchronously, so the snapshot is exactly the state at its seq. */
  private async saveSnapshot(): Promise<void> {
    const seq = this.state.head;
    const capture = captureSnapshot(this.state);
    this.sinceSnapshot = 0;
    this.lastSnapshotAt = performance.now();
    try {
      await this.store.saveSnapshot(seq, await snapshotText(capture, nextTurn));
    } catch (error) {
      this.log(`snapshot at ${seq} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}

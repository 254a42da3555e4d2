import { connectWebSocket } from '../../../simulators/terminals/ws-socket.ts';
import { DsClient, hashForWire, PATH_PASSWORD, SocketClient, type EventFrame, type IntakeBudget, type SocketLike } from '../../../protocol/index.ts';
import { EMPTY_PROJECTION, projectEventLog, type FleetProjection } from '../../../src/state/eventLog.ts';
import { FoldCost } from '../../../src/state/foldCost.ts';
import { INTAKE_MS_PER_FRAME } from '../../../src/state/frameBuffer.ts';
import { Pacer } from './pacer.ts';

/** A display frame at 60 Hz: the console folds its buffered events once per frame. */
export const FRAME_MS = 1000 / 60;

export type ConsoleOptions = {
  readonly baseUrl: string;
  /** Where its socket goes (through a proxy in the chaos bench); the emulator's own by default. */
  readonly socketUrl?: string;
  readonly account: string;
  readonly password: string;
  /** Keeps every event's seq and arrival time (the chaos bench compares them); off for load. */
  readonly keepSeqs?: boolean;
};

/**
 * A dispatcher console without the browser: the console's own socket client (login, resume,
 * de-duplication, reconnect) and event log (frame buffer, reduceLog), in Node. Frames come from a
 * 16.7 ms timer instead of requestAnimationFrame. Work is the time spent decoding socket frames
 * and folding them, summed per 16.7 ms slice of wall time (frameWork) and in all (totalWork).
 */
export class BenchConsole {
  readonly client: SocketClient;
  projection: FleetProjection = EMPTY_PROJECTION;
  events = 0;
  readonly seqs: number[] = [];
  readonly arrivals: number[] = [];
  /** Snapshots taken (seq and arrival), and the SOS alarm ids seen raised or in a snapshot. */
  readonly snapshots: { seq: number; at: number }[] = [];
  readonly alarmIds = new Set<string>();
  /** Work per 16.7 ms slice of wall time since measure(), by when it ran; total work in ms. */
  private slices: number[] = [];
  /** Garbage-collection pauses per slice, by when they began (bookGc): how much of a slice's work they were. */
  private gcSlices: number[] = [];
  private measuredFrom = Number.POSITIVE_INFINITY;
  totalWork = 0;
  private token = '';
  /** The socket of the current connection, and who stops its reading: hold(), the client's intake, the pacer. */
  private ws: { pause(): void; resume(): void } | null = null;
  private readonly readingHeld = { bench: false, client: false, pacer: false };
  /** While pace() is on: what the socket reads waits there and is handed on at the rate. */
  private pacer: Pacer | null = null;
  /** Callbacks waiting for the next frame (animationFrame). */
  private readonly frameCallbacks: { callback: () => void; cancelled: boolean }[] = [];

  constructor(private readonly options: ConsoleOptions) {
    const url = options.socketUrl ?? `${options.baseUrl.replace(/^http/, 'ws')}/socket`;
    // The console's intake budget, its frames the same 16.7 ms windows of the clock the work is booked in,
    // counting the fold as this console's event log times it (one per console, as per tab).
    const foldCost = new FoldCost(FRAME_MS);
    const intakeBudget: IntakeBudget = {
      msPerFrame: INTAKE_MS_PER_FRAME,
      frameMs: FRAME_MS,
      now: () => performance.now(),
      nextFrame: (callback) => void this.animationFrame(callback),
      workMsInFrame: (frame) => foldCost.msInFrame(frame),
    };
    this.client = new SocketClient({ connect: () => this.timedSocket(url), token: () => this.token, intakeBudget });
    projectEventLog(this.client, EMPTY_PROJECTION, (flush) => this.animationFrame(flush), foldCost).subscribe((projection) => (this.projection = projection));
    this.client.events$.subscribe((frame: EventFrame) => {
      this.events += 1;
      if (!options.keepSeqs) return;
      this.seqs.push(frame.seq);
      this.arrivals.push(performance.now());
      if (frame.event.type === 'sos.raised') this.alarmIds.add(frame.event.alarm.id);
    });
    // GPS events come as column rows while the event log listens there (SocketClient.gpsFixes$): counted the same.
    this.client.gpsFixes$.subscribe((columns) => {
      this.events += 1;
      if (!options.keepSeqs) return;
      this.seqs.push(columns.seq[columns.length - 1]!);
      this.arrivals.push(performance.now());
    });
    if (options.keepSeqs) {
      this.client.snapshots$.subscribe((frame) => {
        this.snapshots.push({ seq: frame.seq, at: performance.now() });
        for (const alarm of frame.sos ?? []) this.alarmIds.add(alarm.id);
      });
    }
  }

  get account(): string {
    return this.options.account;
  }

  /** REST login as the dispatcher, then the socket's login and resume. */
  async start(): Promise<void> {
    const answer = await new DsClient({ baseUrl: this.options.baseUrl }).get(PATH_PASSWORD, { uid: this.options.account, auth: hashForWire(this.options.password) });
    const token = (answer.desc as { token?: unknown } | null)?.token;
    if (typeof token !== 'string') throw new Error(`${this.options.account}: login answer without a token`);
    this.token = token;
    await this.client.start();
  }

  /**
   * requestAnimationFrame in Node: callbacks run at the start of the next 16.7 ms window, in the
   * order they were requested (the event log's fold before the intake's tick, as in a browser),
   * each timed. Answers a cancel, as a FrameScheduler does.
   */
  private animationFrame(callback: () => void): () => void {
    const entry = { callback, cancelled: false };
    this.frameCallbacks.push(entry);
    if (this.frameCallbacks.length === 1) {
      setTimeout(() => {
        for (const { callback: run, cancelled } of this.frameCallbacks.splice(0)) if (!cancelled) this.timed(run);
      }, FRAME_MS - (performance.now() % FRAME_MS) + 0.1);
    }
    return () => (entry.cancelled = true);
  }

  /** Starts counting work per frame slice from now. */
  measure(): void {
    this.slices = [];
    this.gcSlices = [];
    this.totalWork = 0;
    this.events = 0;
    // Slices on the clock's 16.7 ms windows, the frames the intake budget counts in.
    this.measuredFrom = Math.floor(performance.now() / FRAME_MS) * FRAME_MS;
  }

  /** Work per frame slice (ms) since measure(), idle slices included. */
  get frameWork(): readonly number[] {
    const last = Math.floor((performance.now() - this.measuredFrom) / FRAME_MS);
    return Array.from({ length: Math.max(0, last) }, (_, i) => this.slices[i] ?? 0);
  }

  /** GC pauses per frame slice since measure(), as frameWork (the thread's, whichever console it ran for). */
  get frameGc(): readonly number[] {
    return this.frameWork.map((_, i) => this.gcSlices[i] ?? 0);
  }

  /** A GC pause of the thread (PerformanceObserver 'gc', performance.now() clock). */
  bookGc(started: number, ms: number): void {
    if (started < this.measuredFrom) return;
    const slice = Math.floor((started - this.measuredFrom) / FRAME_MS);
    this.gcSlices[slice] = (this.gcSlices[slice] ?? 0) + ms;
  }

  close(): void {
    this.client.close();
  }

  /** Stops reading the socket (what arrives waits in the kernel and the emulator), as a busy tab would. */
  hold(): void {
    this.holdReading('bench', true);
  }

  release(): void {
    this.holdReading('bench', false);
  }

  /** From now on the socket's frames reach the client at `perSecond` (Pacer); the pacer's hand-on is timed as work. */
  pace(perSecond: number): void {
    this.pacer = new Pacer(perSecond, FRAME_MS, (work) => this.timed(work), (held) => this.holdReading('pacer', held));
  }

  /** The seq of the last event or snapshot taken in. */
  get lastSeq(): number | null {
    return this.client.diagnostics.lastSeq;
  }

  /**
   * Runs work and books its time to the slices it ran in. Node's ws hands over every frame of one
   * TCP read in one go, so a long run of frames spreads over the slices it took, as a browser's
   * separate message tasks would between animation frames.
   */
  private timed(work: () => void): void {
    const started = performance.now();
    work();
    const ended = performance.now();
    if (started < this.measuredFrom) return;
    this.totalWork += ended - started;
    // The slice index steps on by itself: recomputed from `at`, rounding could give a slice ending
    // exactly at `at`, a part of 0 and a loop that never ends (the worker then answered nothing).
    for (let at = started, slice = Math.floor((started - this.measuredFrom) / FRAME_MS); at < ended; slice += 1) {
      const sliceEnd = this.measuredFrom + (slice + 1) * FRAME_MS;
      const part = Math.max(0, Math.min(ended, sliceEnd) - at);
      this.slices[slice] = (this.slices[slice] ?? 0) + part;
      at += part;
    }
  }

  /** The socket reads while nobody holds it. */
  private holdReading(by: 'bench' | 'client' | 'pacer', held: boolean): void {
    this.readingHeld[by] = held;
    const { bench, client, pacer } = this.readingHeld;
    if (bench || client || pacer) this.ws?.pause();
    else this.ws?.resume();
  }

  /** The `ws` WebSocket as a SocketLike, timing each frame's handling (decode, checks, subjects). */
  private timedSocket(url: string): SocketLike {
    // The client pauses reading while its intake backlog is long; hold() and the pacer pause it too: it reads when none does.
    this.readingHeld.client = false;
    this.readingHeld.pacer = false;
    const socket = connectWebSocket(
      url,
      (handle) => (this.pacer ? this.pacer.push(handle) : this.timed(handle)),
      (ws) => {
        this.ws = ws;
        if (this.readingHeld.bench) ws.pause();
      },
    );
    socket.pause = () => this.holdReading('client', true);
    socket.resume = () => this.holdReading('client', false);
    return socket;
  }
}

/**
 * Frames waiting beyond which a pausable socket (Node's ws; a browser's WebSocket cannot) stops
 * reading: the server then holds the rest. Reading again at half of it takes in up to that many
 * frames' receive work at once, which the budget cannot see: 1,024 rather than 4,096 kept the load
 * bench's drain at its rate and its frames under 8 ms (docs/performance.md "Load").
 */
const MAX_BACKLOG = 1_024;
/** Taken slots at the backlog's front dropped once there are this many. */
const COMPACT_AT = 65_536;

/**
 * Caps the socket's work per display frame: once a frame has spent `msPerFrame` (on incoming
 * frames, and on what `workMsInFrame` reports, the console's fold), the rest wait, in order, for
 * the next one (a burst then takes several frames instead of freezing one). Frames are the clock's
 * windows of `frameMs`, as requestAnimationFrame paces them.
 */
export type IntakeBudget = {
  /** Read each time waiting frames are taken in; infinite takes everything in at once (a hidden tab draws nothing). */
  readonly msPerFrame: number;
  readonly frameMs: number;
  readonly now: () => number;
  /**
   * Work done in display frame `frame` (an index of `frameMs` windows) besides the intake's, that
   * the frame's budget covers too: the console folds what was taken in once per frame, at the
   * frame's start, before the intake's tick (both are animation-frame callbacks, the fold's
   * requested first), so a frame's fold and decode together stay within `msPerFrame`, the fold's
   * garbage collection included. Absent: decode alone is counted.
   */
  readonly workMsInFrame?: (frame: number) => number;
  /** Calls back at the next frame (requestAnimationFrame; a timer in Node). */
  readonly nextFrame: (callback: () => void) => void;
};

/** A socket's reading side where it can stop (Node's ws can, a browser's WebSocket not). */
export type PausableReading = { pause?(): void; resume?(): void };

/** The socket's incoming frames under an intake budget, handed to `take` in arrival order. */
export class Intake {
  /** Waiting frames (from `head` on), this frame's work and its index. */
  private backlog: unknown[] = [];
  private head = 0;
  private frameWork = 0;
  private workFrame = -1;
  private tickArmed = false;
  private paused: PausableReading | null = null;

  constructor(
    private readonly budget: IntakeBudget,
    private readonly take: (raw: unknown) => void,
  ) {}

  /** A frame from `socket`: behind any that wait, and taken in with them while this frame has budget left. */
  push(raw: unknown, socket: PausableReading): void {
    this.startFrame();
    this.backlog.push(raw);
    this.drain();
    if (this.head === this.backlog.length) return;
    if (!this.paused && this.backlog.length - this.head > MAX_BACKLOG && socket.pause) {
      this.paused = socket;
      socket.pause();
    }
    this.armTick();
  }

  /** Drops what waits (it came after the last seq applied: a resume brings it again); a paused socket reads again, so its close completes. */
  clear(): void {
    this.paused?.resume?.();
    this.paused = null;
    this.backlog = [];
    this.head = 0;
  }

  private startFrame(): void {
    const frame = Math.floor(this.budget.now() / this.budget.frameMs);
    if (frame === this.workFrame) return;
    this.workFrame = frame;
    this.frameWork = 0;
  }

  /** Takes in waiting frames, in order, while this frame's budget lasts. */
  private drain(): void {
    const budget = this.budget;
    // Once per drain: in a browser it reads the page's visibility; no fold runs within a drain.
    const limit = budget.msPerFrame - (budget.workMsInFrame?.(this.workFrame) ?? 0);
    while (this.head < this.backlog.length && this.frameWork < limit) {
      const raw = this.backlog[this.head];
      this.backlog[this.head++] = undefined;
      const started = budget.now();
      this.take(raw); // may drop the socket (a gap), which clears the backlog
      this.frameWork += budget.now() - started;
    }
    if (this.paused && this.backlog.length - this.head <= MAX_BACKLOG / 2) {
      this.paused.resume?.();
      this.paused = null;
    }
    if (this.head === this.backlog.length) {
      this.backlog.length = 0;
      this.head = 0;
    } else if (this.head >= COMPACT_AT) {
      this.backlog = this.backlog.slice(this.head);
      this.head = 0;
    }
  }

  /** Each frame takes in waiting frames up to the budget, until none waits. */
  private armTick(): void {
    if (this.tickArmed) return;
    this.tickArmed = true;
    this.budget.nextFrame(() => {
      this.tickArmed = false;
      this.startFrame();
      this.drain();
      if (this.head < this.backlog.length) this.armTick();
    });
  }
}

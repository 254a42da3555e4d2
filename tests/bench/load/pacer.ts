/** Frames queued beyond which the pacer stops the socket's reading, and at which it reads again. */
const HIGH_WATER = 4_096;
const LOW_WATER = 1_024;
/** Catch-up after a late timer or a dry queue: at most this many frames' worth of arrivals at once. */
const MAX_FRAMES_DUE = 2;

/**
 * Hands a console's socket frames on at a fixed rate, as a server sending that many events a
 * second would: what the socket reads waits here (its reading stops while much waits) and each
 * display frame hands on the frames due since the last, in order. The load bench's paced phase
 * feeds a held backlog this way, so the console's work per frame is measured at exactly the rate
 * of issue 11's goal, without the emulator committing on the same cores meanwhile.
 */
export class Pacer {
  private readonly waiting: ((() => void) | undefined)[] = [];
  private head = 0;
  private lastTick = -1;
  /** Fractional frames due, carried to the next tick. */
  private carry = 0;
  private armed = false;

  constructor(
    private readonly perSecond: number,
    private readonly frameMs: number,
    /** Runs a tick's hand-on (the bench times it there). */
    private readonly run: (work: () => void) => void,
    /** Stops (true) or restarts (false) the socket's reading. */
    private readonly holdReading: (held: boolean) => void,
  ) {}

  /** A frame the socket read: handed on when due. */
  push(handle: () => void): void {
    this.waiting.push(handle);
    if (this.waiting.length - this.head === HIGH_WATER) this.holdReading(true);
    this.arm();
  }

  private arm(): void {
    if (this.armed) return;
    this.armed = true;
    const now = performance.now();
    setTimeout(() => this.tick(), this.frameMs - (now % this.frameMs) + 0.1);
  }

  private tick(): void {
    this.armed = false;
    const now = performance.now();
    const elapsed = this.lastTick < 0 ? this.frameMs : now - this.lastTick;
    this.lastTick = now;
    const due = Math.min(this.carry + (elapsed * this.perSecond) / 1000, (MAX_FRAMES_DUE * this.frameMs * this.perSecond) / 1000);
    const count = Math.floor(due);
    this.carry = due - count;
    this.run(() => this.handOn(count));
    if (this.head < this.waiting.length) this.arm();
    // A dry queue does not save up arrivals: the rate restarts with the next frame read.
    else this.lastTick = -1;
  }

  private handOn(count: number): void {
    const end = Math.min(this.waiting.length, this.head + count);
    while (this.head < end) {
      const handle = this.waiting[this.head]!;
      this.waiting[this.head++] = undefined;
      handle();
    }
    if (this.head === this.waiting.length) {
      this.waiting.length = 0;
      this.head = 0;
    }
    if (this.waiting.length - this.head <= LOW_WATER) this.holdReading(false);
  }
}

/**
 * The time the console's event log spends folding, by display frame: the fold runs first in a
 * frame (an animation-frame callback requested before the socket's intake tick), and the intake
 * budget then takes in only what the rest of the frame's budget allows (IntakeBudget.workMsInFrame),
 * so fold and decode together stay within it however long the backlog (docs/performance.md "Load").
 */
export class FoldCost {
  /** The frame the last fold ran in, and the folds' time in it. */
  private frame = -1;
  private ms = 0;

  constructor(
    private readonly frameMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Folding time in frame `frame` (a window of `frameMs` on the clock); 0 for any other. */
  msInFrame(frame: number): number {
    return frame === this.frame ? this.ms : 0;
  }

  /** Runs a fold and books its time to the frame it began in. */
  time<T>(fold: () => T): T {
    const started = this.now();
    const result = fold();
    const frame = Math.floor(started / this.frameMs);
    if (frame !== this.frame) {
      this.frame = frame;
      this.ms = 0;
    }
    this.ms += this.now() - started;
    return result;
  }
}

/**
 * What folding one event into the console's state costs, as measured on this machine: the event
 * log times each frame's fold, and the socket's intake budget charges every frame it takes in this
 * much on top of its decode (IntakeBudget.foldMsPerFrame), so decode and fold together stay within
 * the budget however long the backlog (README "Load").
 */

/** Weight of the newest batch in the running averages: about the last 20 frames count. */
const WEIGHT = 0.05;
/** Before anything is measured: about what a terminal.status event costs on a laptop (µs → ms). */
const INITIAL_MS_PER_EVENT = 0.001;
/** A batch this small says more about the fold's fixed cost than about the events': not counted. */
const MIN_EVENTS = 16;

export class FoldCost {
  /** Running averages of a batch's fold time and size; their ratio is the cost per event. */
  private ms: number;
  private events: number;

  constructor(private readonly now: () => number = () => performance.now()) {
    this.ms = INITIAL_MS_PER_EVENT * MIN_EVENTS;
    this.events = MIN_EVENTS;
  }

  /** Milliseconds of fold per event taken in. */
  get msPerEvent(): number {
    return this.ms / this.events;
  }

  /** Runs a batch's fold of `events` events and counts its time (a batch with a snapshot is not typical: pass 0). */
  time<T>(events: number, fold: () => T): T {
    const started = this.now();
    const result = fold();
    if (events >= MIN_EVENTS) {
      this.ms += WEIGHT * (this.now() - started - this.ms);
      this.events += WEIGHT * (events - this.events);
    }
    return result;
  }
}

/** The console's one estimate: its event log writes it, its socket's intake budget reads it. */
export const consoleFoldCost = new FoldCost();

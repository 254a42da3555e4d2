import { LockKind, type PgSession } from './pg-session.ts';

const POLL_MS = 1_000;

/**
 * The deployment's singletons (schedulers) run on one instance: the one whose session holds the
 * leader lock. When that session dies (the instance crashed or lost PostgreSQL) the lock goes with
 * it and another instance takes over within a poll.
 */
export class Leadership {
  private readonly starts: Array<() => () => void> = [];
  private stops: Array<() => void> = [];
  private leading = false;
  private closed = false;
  private readonly timer: ReturnType<typeof setInterval>;
  private polling: Promise<void> = Promise.resolve();

  constructor(
    private readonly session: PgSession,
    private readonly log: (line: string) => void,
  ) {
    this.timer = setInterval(() => void this.poll(), POLL_MS);
    this.timer.unref();
  }

  get isLeader(): boolean {
    return this.leading;
  }

  /** Registers a singleton: started while this instance leads, stopped when it stops leading. */
  run(start: () => () => void): void {
    this.starts.push(start);
    if (this.leading) this.stops.push(start());
  }

  /** Tries to lead now (start-up runs this once before the schedulers are registered). */
  poll(): Promise<void> {
    this.polling = this.polling.then(() => this.check());
    return this.polling;
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.timer);
    await this.polling;
    this.stepDown();
    await this.session.close();
  }

  private async check(): Promise<void> {
    if (this.closed) return;
    try {
      // Session locks stack, so asking again while leading is a liveness check: a reconnected
      // session that lost the lock to another instance gets false here.
      const holds = await this.session.tryLock(LockKind.leader);
      if (!holds && this.leading) throw new Error('another instance holds the leader lock');
      if (holds && !this.leading) {
        this.leading = true;
        this.log('leading the deployment: schedulers run here');
        this.stops = this.starts.map((start) => start());
      }
    } catch (error) {
      if (this.leading) this.log(`lost the leader session (${error instanceof Error ? error.message : String(error)}): schedulers stop here`);
      this.stepDown();
    }
  }

  private stepDown(): void {
    this.leading = false;
    for (const stop of this.stops) stop();
    this.stops = [];
  }
}

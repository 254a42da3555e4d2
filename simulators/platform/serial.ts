/**
 * Runs async work one piece at a time, in call order. Decisions that read the state and then append
 * events (floor grants, temp group names and ids) go through one of these, so each sees the
 * previous one's events applied.
 */
export class Serial {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    const next = this.tail.then(work);
    this.tail = next.catch(() => undefined);
    return next;
  }
}

/**
 * What a simulated terminal has received, in order, with waits for the first item that matches:
 * tones and messages arrive asynchronously and tests wait for a particular one.
 */
export class ReceivedList<T> {
  private readonly items: T[] = [];
  private readonly waiters = new Set<() => void>();

  constructor(
    /** Names the items in a time-out's error, e.g. 'tone'. */
    private readonly noun: string,
    /** Only the newest this many are kept: a long-running fleet must not grow without bound. */
    private readonly cap: number,
    private readonly describe: (items: readonly T[]) => string = (items) => String(items.length),
  ) {}

  get all(): readonly T[] {
    return this.items;
  }

  push(item: T): void {
    this.items.push(item);
    if (this.items.length > this.cap) this.items.shift();
    for (const wake of [...this.waiters]) wake();
  }

  /** Resolves with the first item (already received or to come) that matches. */
  waitFor(match: (item: T) => boolean, timeoutMs = 10_000): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.items.find(match);
        if (found === undefined) return false;
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve(found);
        return true;
      };
      const wake = () => void check();
      const timer = setTimeout(() => {
        this.waiters.delete(wake);
        reject(new Error(`no matching ${this.noun} in ${timeoutMs} ms; received ${this.describe(this.items)}`));
      }, timeoutMs);
      if (!check()) this.waiters.add(wake);
    });
  }
}

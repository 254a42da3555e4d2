/** Time for paced senders, injectable so tests run on virtual time. */
export type PacingClock = {
  /** Milliseconds, monotonic, sub-millisecond resolution. */
  now(): number;
  /** Resolves after about `ms`; cancelled when the signal aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void>;
};

/** Epoch milliseconds with sub-millisecond resolution, comparable across processes on one machine. */
export const epochNow = (): number => performance.timeOrigin + performance.now();

/** Epoch time, so a talker's send times and a listener's arrival times (even in another process) compare. */
export const systemPacingClock: PacingClock = {
  now: epochNow,
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      if (signal.aborted) return resolve();
      const timer = setTimeout(done, Math.max(0, ms));
      function done() {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        resolve();
      }
      signal.addEventListener('abort', done, { once: true });
    }),
};

import type { LoneWorkService } from './lone-work-service.ts';

/**
 * Runs the lone worker checks on a timer: a tenth of a platform minute (at most a second, at least
 * 50 ms), so a check-in due is taken at most that late. Returns the stop.
 */
export function runLoneWorkScheduler(service: LoneWorkService, log: (line: string) => void): () => void {
  const every = Math.min(1_000, Math.max(50, Math.round(service.minuteMs / 10)));
  let running = false;
  const timer = setInterval(() => {
    // A slow commit skips ticks rather than queueing them.
    if (running) return;
    running = true;
    service
      .tick()
      .catch((error: unknown) => log(`lone worker check failed: ${error instanceof Error ? error.message : String(error)}`))
      .finally(() => (running = false));
  }, every);
  timer.unref();
  return () => clearInterval(timer);
}

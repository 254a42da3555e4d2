import { Observable, type OperatorFunction } from 'rxjs';

/** Schedules one flush and returns its cancel; tests pass a manual one instead of animation frames. */
export type FrameScheduler = (flush: () => void) => () => void;

/** A hidden tab gets no animation frames; this bound keeps buffered events from piling up there. */
export const FRAME_FALLBACK_MS = 250;

export const animationFrames: FrameScheduler = (flush) => {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    flush();
  };
  const frame = requestAnimationFrame(run);
  const timer = setTimeout(run, FRAME_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/**
 * Gathers values into one array per frame, so React sees at most one update per frame however
 * fast the socket delivers. Order is kept; a completing source flushes what is left.
 */
export function bufferToFrames<T>(schedule: FrameScheduler): OperatorFunction<T, T[]> {
  return (source) =>
    new Observable<T[]>((subscriber) => {
      let pending: T[] = [];
      let cancel: (() => void) | null = null;
      const flush = () => {
        cancel = null;
        const batch = pending;
        pending = [];
        if (batch.length > 0) subscriber.next(batch);
      };
      const subscription = source.subscribe({
        next(value) {
          pending.push(value);
          cancel ??= schedule(flush);
        },
        error(error: unknown) {
          subscriber.error(error);
        },
        complete() {
          cancel?.();
          flush();
          subscriber.complete();
        },
      });
      return () => {
        cancel?.();
        subscription.unsubscribe();
      };
    });
}

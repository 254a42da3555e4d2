import { Observable, type OperatorFunction } from 'rxjs';
import type { IntakeBudget } from '../../protocol/index.ts';
import { FoldCost } from './foldCost.ts';

/** Schedules one flush and returns its cancel; tests pass a manual one instead of animation frames. */
export type FrameScheduler = (flush: () => void) => () => void;

/** A hidden tab gets no animation frames; this bound keeps buffered events from piling up there. */
export const FRAME_FALLBACK_MS = 250;

/**
 * The console's work per display frame on what the socket brings (SocketClient's intake budget):
 * 3 ms of the event log's fold and the socket's decode together. The rest of the 8 ms the console
 * may spend per 16.7 ms frame goes to what the budget cannot count: the socket's own receive and
 * the garbage collection a burst's allocations cause, 3-6 ms in every third frame or so of the load
 * bench's drain. A burst beyond it waits in order for the next frames, drained at ~44,000 events/s
 * instead of ~79,000 at 5 ms (docs/performance.md "Load").
 */
export const INTAKE_MS_PER_FRAME = 3;
export const DISPLAY_FRAME_MS = 1000 / 60;

/** The console's event log's fold times (bindEventLog writes them), which its intake budget counts. */
export const consoleFoldCost = new FoldCost(DISPLAY_FRAME_MS);

/**
 * A hidden tab draws nothing, so there is no frame to protect, and its timers are throttled to one a
 * second or a minute: it takes every frame in as it arrives, or an SOS could wait behind a backlog.
 */
export const animationFrameIntake: IntakeBudget = {
  get msPerFrame() {
    return document.visibilityState === 'hidden' ? Number.POSITIVE_INFINITY : INTAKE_MS_PER_FRAME;
  },
  frameMs: DISPLAY_FRAME_MS,
  now: () => performance.now(),
  nextFrame: (callback) => void animationFrames(callback),
  workMsInFrame: (frame) => consoleFoldCost.msInFrame(frame),
};

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
 * The latest value once per frame, so React sees at most one update per frame however fast the
 * socket delivers; earlier values of the frame are dropped as they come, not held until it ends.
 * A completing source flushes the last one.
 */
export function latestPerFrame<T>(schedule: FrameScheduler): OperatorFunction<T, T> {
  return (source) =>
    new Observable<T>((subscriber) => {
      let latest: { value: T } | null = null;
      let cancel: (() => void) | null = null;
      const flush = () => {
        cancel = null;
        const pending = latest;
        latest = null;
        if (pending) subscriber.next(pending.value);
      };
      const subscription = source.subscribe({
        next(value) {
          if (latest) latest.value = value;
          else latest = { value };
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

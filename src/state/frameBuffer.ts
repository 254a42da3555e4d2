import { Observable, type OperatorFunction } from 'rxjs';
import type { IntakeBudget } from '../../protocol/index.ts';
import { consoleFoldCost } from './foldCost.ts';

/** Schedules one flush and returns its cancel; tests pass a manual one instead of animation frames. */
export type FrameScheduler = (flush: () => void) => () => void;

/** A hidden tab gets no animation frames; this bound keeps buffered events from piling up there. */
export const FRAME_FALLBACK_MS = 250;

/**
 * The socket's work per display frame (SocketClient's intake budget): 5 ms of decode and the fold
 * it causes (consoleFoldCost per event taken in), leaving the rest of the 8 ms the console may spend
 * per 16.7 ms frame to what is not counted (the socket's own receive, GC, rendering). A burst beyond
 * it waits in order for the next frames (README "Load").
 */
export const INTAKE_MS_PER_FRAME = 5;
export const DISPLAY_FRAME_MS = 1000 / 60;

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
  foldMsPerFrame: () => consoleFoldCost.msPerEvent,
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

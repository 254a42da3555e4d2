import { useCallback, useEffect, useState, type DependencyList } from 'react';

/**
 * The work of an effect: starts the asynchronous part and returns its promise, or nothing when
 * there is nothing to wait for (a guard said no). `isCurrent` is false once the deps changed or the
 * component unmounted, for work that checks again between its own steps.
 */
export type AsyncEffectStart<T> = (isCurrent: () => boolean) => PromiseLike<T> | void;

/**
 * `useEffect` for work that answers later: `start` runs as the effect, and its answer reaches
 * `onValue` (a failure `onError`) only while the effect is current, so a stale answer (the deps
 * changed, or the component unmounted, before it came) is dropped. Both handlers go to one `then`, as
 * `promise.then(onValue, onError)`: a throw in `onValue` is not handed to `onError`. Without
 * `onError` a failure is not caught here (it stays the caller's, as with a bare `then`).
 *
 * Returns `reload`, which runs the effect again with the same deps (a refresh button, a re-read
 * after a change).
 */
export function useAsyncEffect(start: AsyncEffectStart<unknown>, deps: DependencyList): () => void;
export function useAsyncEffect<T>(start: AsyncEffectStart<T>, onValue: ((value: T) => void) | null, deps: DependencyList): () => void;
export function useAsyncEffect<T>(start: AsyncEffectStart<T>, onValue: ((value: T) => void) | null, onError: (error: unknown) => void, deps: DependencyList): () => void;
export function useAsyncEffect<T>(start: AsyncEffectStart<T>, ...rest: [DependencyList] | [((value: T) => void) | null, DependencyList] | [((value: T) => void) | null, (error: unknown) => void, DependencyList]): () => void {
  const deps = rest[rest.length - 1] as DependencyList;
  const onValue = rest.length > 1 ? (rest[0] as ((value: T) => void) | null) : null;
  const onError = rest.length > 2 ? (rest[1] as (error: unknown) => void) : null;
  const [reloads, setReloads] = useState(0);
  useEffect(() => {
    let current = true;
    const running = start(() => current);
    if (running && (onValue || onError)) {
      void running.then(
        onValue &&
          ((value) => {
            if (current) onValue(value);
          }),
        onError &&
          ((error: unknown) => {
            if (current) onError(error);
          }),
      );
    }
    return () => {
      current = false;
    };
    // The caller's deps, and the reloads asked for.
  }, [...deps, reloads]);
  return useCallback(() => setReloads((count) => count + 1), []);
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { DsError } from '../../../protocol/index.ts';
import type { LngLatBounds } from './model/bounds.ts';

export type MapQueryState<T> =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'failed'; readonly code: string }
  | { readonly kind: 'ready'; readonly value: T };

const FIT_PADDING_PX = 64;

/** What the hook needs of the map (react-map-gl's MapRef); taken as is so this module loads no map library. */
export type FittableMap = { fitBounds(bounds: LngLatBounds, options: { padding: number; duration: number; maxZoom: number }): unknown };

/**
 * A query whose answer is drawn on the map (a track, an incident's timeline): one at a time, a new
 * one or closing the panel aborts the last, a late answer of an aborted query is dropped, and the
 * map fits what came back. Failures keep the /ds code for the panel's message.
 */
export function useMapQuery<T>(map: FittableMap | undefined, boundsOf: (value: T) => LngLatBounds | null) {
  const [state, setState] = useState<MapQueryState<T>>({ kind: 'idle' });
  const query = useRef<AbortController | null>(null);
  const bounds = useRef(boundsOf);
  bounds.current = boundsOf;

  const run = useCallback(
    (load: (signal: AbortSignal) => Promise<T>, onReady?: (value: T) => void) => {
      query.current?.abort();
      const abort = new AbortController();
      query.current = abort;
      setState({ kind: 'loading' });
      load(abort.signal).then(
        (value) => {
          if (abort.signal.aborted) return;
          setState({ kind: 'ready', value });
          onReady?.(value);
          const box = bounds.current(value);
          if (box) map?.fitBounds(box, { padding: FIT_PADDING_PX, duration: 0, maxZoom: 17 });
        },
        (error: unknown) => {
          if (abort.signal.aborted) return;
          setState({ kind: 'failed', code: error instanceof DsError ? error.code : '500' });
        },
      );
    },
    [map],
  );

  /** Drops the query under way and what was loaded. */
  const reset = useCallback(() => {
    query.current?.abort();
    setState({ kind: 'idle' });
  }, []);

  useEffect(() => () => query.current?.abort(), []);
  return { state, run, reset };
}

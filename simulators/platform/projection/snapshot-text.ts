import { toSnapshotJson } from './snapshot-state.ts';
import type { PlatformState } from './state.ts';

/**
 * The snapshot's big lists: records the reducers replace whole and never change in place
 * (apply.ts; snapshot-text.test.ts folds with them frozen), so a copy of the references taken at
 * the snapshot's seq still reads as they were while the log moves on.
 */
const DEFERRED = ['terminals', 'accounts', 'sessions'] as const;
type DeferredKey = (typeof DEFERRED)[number];
/** Records serialised per event-loop turn: about 4.5 ms of the loop each on the development machine. */
const CHUNK = 1_000;

/** The state at one seq, taken synchronously; `text` serialises it later, a chunk per turn. */
export type SnapshotCapture = { readonly head: string; readonly lists: readonly (readonly [DeferredKey, readonly unknown[]])[] };

/**
 * Everything but the big lists is serialised now, so a book that is changed in place is read
 * exactly at this seq; the big lists are copied as references only.
 */
export function captureSnapshot(state: PlatformState): SnapshotCapture {
  const json = toSnapshotJson(state) as Record<string, unknown>;
  const lists = DEFERRED.map((key) => {
    const list = json[key] as readonly unknown[];
    delete json[key];
    return [key, list] as const;
  });
  return { head: JSON.stringify(json), lists };
}

/**
 * The capture as JSON text, in pieces to be joined as they are (the store compresses them one by one:
 * joining 7 MB took the loop another 6 ms). With 10,000 terminals one `JSON.stringify` of the
 * state held the emulator's event loop 45-70 ms; here the capture takes about 1 ms and no turn
 * more than a chunk.
 */
export async function snapshotText(capture: SnapshotCapture, nextTurn: () => Promise<void>): Promise<string[]> {
  const parts = [capture.head.slice(0, -1)];
  for (const [key, list] of capture.lists) {
    parts.push(`,${JSON.stringify(key)}:[`);
    for (let from = 0; from < list.length; from += CHUNK) {
      if (from > 0) {
        await nextTurn();
        parts.push(',');
      }
      parts.push(JSON.stringify(list.slice(from, from + CHUNK)).slice(1, -1));
    }
    parts.push(']');
  }
  parts.push('}');
  return parts;
}

/**
 * Terminals whose latest fix a screen shows as numbers (the info card, a follow window's card).
 * With a position sink attached (positionSink.ts) the log folds on the main thread only these
 * terminals' GPS fixes; the map draws every fix from the positions worker.
 */
const counts = new Map<string, number>();
const watched = new Set<string>();

/** The terminals watched now (read by the log once per frame). */
export const watchedPositions: ReadonlySet<string> = watched;

/** Watches a terminal until the returned function is called (watches of one terminal are counted). */
export function watchPosition(msId: string): () => void {
  counts.set(msId, (counts.get(msId) ?? 0) + 1);
  watched.add(msId);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (counts.get(msId) ?? 1) - 1;
    if (left > 0) counts.set(msId, left);
    else {
      counts.delete(msId);
      watched.delete(msId);
    }
  };
}

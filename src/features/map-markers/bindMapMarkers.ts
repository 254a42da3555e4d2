import { merge, type Observable, type Subscription } from 'rxjs';
import { isMarkEvent, type EventFrame, type SnapshotFrame } from '../../../protocol/index.ts';
import { store } from '../../state/jotai.ts';
import { markerBookAtom, markerResyncAtom } from './atoms.ts';
import { applyMarkEvent } from './model/markerBook.ts';

/**
 * Folds the socket's mark.* events into the markers as they happen, so every console's map shows
 * another dispatcher's marker at once. A snapshot (load, resync) may have skipped events: it asks
 * the map to read findMark again.
 */
export function bindMapMarkers(client: { readonly events$: Observable<EventFrame>; readonly snapshots$: Observable<SnapshotFrame> }): Subscription {
  return merge(client.events$, client.snapshots$).subscribe((frame) => {
    if (frame.type !== 'event') {
      store.set(markerResyncAtom, (count) => count + 1);
      return;
    }
    const { event, seq } = frame;
    if (isMarkEvent(event)) store.set(markerBookAtom, (book) => applyMarkEvent(book, seq, event));
  });
}

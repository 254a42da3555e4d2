/**
 * The markers this console shows: findMark's list (as of a log position) with the mark.* events of
 * the socket folded over it. Each marker remembers the log position of its last change, so a list
 * that answers after an event arrived cannot bring back an older marker or one already removed.
 * Pure, like the reducers of src/state.
 */
import { markIdOf, type Marker, type MarkEvent } from '../../../../protocol/index.ts';

export type MarkerBookState = {
  readonly markers: ReadonlyMap<string, Marker>;
  /** By marker id: the seq of the last change seen (removals included). */
  readonly seqOf: ReadonlyMap<string, number>;
  /** Whether a findMark list has been folded in since the session (or the last resync) began. */
  readonly loaded: boolean;
};

export const EMPTY_MARKER_BOOK: MarkerBookState = { markers: new Map(), seqOf: new Map(), loaded: false };

/** A mark.* event of the socket at its log position. */
export function applyMarkEvent(book: MarkerBookState, seq: number, event: MarkEvent): MarkerBookState {
  const id = markIdOf(event);
  if ((book.seqOf.get(id) ?? -1) >= seq) return book;
  const markers = new Map(book.markers);
  if (event.type === 'mark.removed') markers.delete(id);
  else markers.set(id, event.marker);
  return { ...book, markers, seqOf: new Map(book.seqOf).set(id, seq) };
}

/** findMark's answer: the list as of `seq`; what the socket brought after it stays. */
export function applyMarkerList(book: MarkerBookState, seq: number, list: readonly Marker[]): MarkerBookState {
  const markers = new Map<string, Marker>();
  const seqOf = new Map(book.seqOf);
  for (const [id, marker] of book.markers) if ((book.seqOf.get(id) ?? -1) > seq) markers.set(id, marker);
  for (const marker of list) {
    if ((book.seqOf.get(marker.id) ?? -1) > seq) continue;
    markers.set(marker.id, marker);
    seqOf.set(marker.id, seq);
  }
  return { markers, seqOf, loaded: true };
}

/** Oldest first, as findMark lists them. */
export const markersInOrder = (book: MarkerBookState): Marker[] =>
  [...book.markers.values()].sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

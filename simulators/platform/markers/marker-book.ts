import { markIdOf, type Marker, type MarkEvent } from '../../../protocol/index.ts';

/** The organisation's custom markers by id, and the last id given (ids are never reused). */
export type MarkerBook = { readonly byId: Map<string, Marker>; lastId: number };

export const emptyMarkerBook = (): MarkerBook => ({ byId: new Map(), lastId: 0 });

/** Folds one mark.* event; the same fold on replay as when it was committed. */
export function applyToMarkers(book: MarkerBook, event: MarkEvent): void {
  const id = markIdOf(event);
  if (event.type === 'mark.removed') {
    book.byId.delete(id);
    return;
  }
  if (event.type === 'mark.updated' && !book.byId.has(id)) return;
  book.byId.set(id, event.marker);
  book.lastId = Math.max(book.lastId, Number.parseInt(id, 10) || 0);
}

/** findMark's order: oldest first, so a list keeps its order as markers are added. */
export const markerList = (book: MarkerBook): Marker[] => [...book.byId.values()].sort((a, b) => a.createdAt - b.createdAt || Number(a.id) - Number(b.id));

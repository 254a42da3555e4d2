import type { MarkerKind, MarkerPoint } from '../../../protocol/index.ts';
import { atom } from '../../state/jotai.ts';
import { EMPTY_MARKER_BOOK, markersInOrder, type MarkerBookState } from './model/markerBook.ts';
import { DEFAULT_LAYERS, type MapLayers } from './model/layers.ts';

/** The organisation's markers as this console knows them (findMark plus the socket's mark.* events). */
export const markerBookAtom = atom<MarkerBookState>(EMPTY_MARKER_BOOK);
export const markerListAtom = atom((get) => markersInOrder(get(markerBookAtom)));

/** Bumped by every snapshot of the socket (a resync may have skipped mark.* events): the map reloads the list. */
export const markerResyncAtom = atom(0);

/** What the layers panel shows and hides (SPEC §2 "layers"). */
export const mapLayersAtom = atom<MapLayers>(DEFAULT_LAYERS);

/** A marker being drawn: its kind and the vertices clicked so far; null when not drawing. */
export type MarkerDraft = { readonly kind: MarkerKind; readonly points: readonly MarkerPoint[] };
export const markerDraftAtom = atom<MarkerDraft | null>(null);

/** The marker form: a new marker with its finished geometry, or an existing one by id. */
export type MarkerEdit = { readonly kind: 'new'; readonly draft: MarkerDraft } | { readonly kind: 'existing'; readonly id: string };
export const markerEditAtom = atom<MarkerEdit | null>(null);

/** A marker to bring into view; a new key pans again. The map (which owns the camera) follows it. */
export type MarkerFocus = { readonly key: number; readonly points: readonly MarkerPoint[] };
export const markerFocusAtom = atom<MarkerFocus | null>(null);

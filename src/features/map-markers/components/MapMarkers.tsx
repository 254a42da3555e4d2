import type { PickingInfo } from '@deck.gl/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { markerBounds, type Marker } from '../../../../protocol/index.ts';
import { store, useAtomValue } from '../../../state/jotai.ts';
import { useAsyncEffect } from '../../../ui/index.ts';
import { MAP_LAYER_ORDER, useMapLayers } from '../../maps/index.ts';
import { mapLayersAtom, markerBookAtom, markerDraftAtom, markerEditAtom, markerFocusAtom, markerListAtom, markerResyncAtom } from '../atoms.ts';
import { draftLayers, markerLayers, MARKER_LINE_LAYER_ID, MARKER_POINT_LAYER_ID, MARKER_SHAPE_LAYER_ID } from '../layers/markerLayers.ts';
import { addVertex, isComplete } from '../model/drawing.ts';
import { applyMarkerList } from '../model/markerBook.ts';
import { findMarkers, type MarkerDs } from '../model/markerDs.ts';

const MARKER_LAYERS = new Set([MARKER_POINT_LAYER_ID, MARKER_LINE_LAYER_ID, MARKER_SHAPE_LAYER_ID]);
const FOCUS_PADDING_PX = 80;
const FOCUS_MAX_ZOOM = 17;
const NO_LAYERS: readonly never[] = [];

/**
 * The custom markers on the monitoring map (a child of the map: it draws on the map's deck.gl
 * overlay). While a marker is being drawn, map clicks are its vertices; otherwise a click on a
 * marker opens it in the form.
 */
export function MapMarkers({ ds }: { readonly ds: MarkerDs }) {
  const { current: map } = useMap();
  const markers = useAtomValue(markerListAtom);
  const layers = useAtomValue(mapLayersAtom);
  const draft = useAtomValue(markerDraftAtom);
  const resync = useAtomValue(markerResyncAtom);
  const focus = useAtomValue(markerFocusAtom);
  const drawing = draft !== null;
  const latest = useRef(drawing);
  latest.current = drawing;

  const onPick = useCallback((info: PickingInfo) => {
    if (latest.current || !info.layer || !MARKER_LAYERS.has(info.layer.id)) return;
    const marker = info.object as Marker | undefined;
    if (marker) store.set(markerEditAtom, { kind: 'existing', id: marker.id });
  }, []);

  // The list on mount and after every resync of the socket; the events fold in as they come.
  useAsyncEffect(
    () => findMarkers(ds),
    ({ seq, list }) => store.set(markerBookAtom, (book) => applyMarkerList(book, seq, list)),
    () => undefined, // the map works without markers; the list says they could not load
    [ds, resync],
  );

  const drawn = useMemo(() => markerLayers(markers, layers.markers), [markers, layers.markers]);
  const drafted = useMemo(() => (draft ? draftLayers(draft) : NO_LAYERS), [draft]);
  // On the map's deck.gl overlay: the markers below the terminals, the one being drawn above them.
  useMapLayers('markers', drawn, MAP_LAYER_ORDER.markers, onPick);
  useMapLayers('marker-draft', drafted, MAP_LAYER_ORDER.drafts);
  useEffect(() => {
    const element = map?.getContainer();
    if (element) element.dataset.markers = layers.markers ? String(markers.length) : 'hidden';
  }, [map, layers.markers, markers.length]);

  // While drawing, a click is a vertex; a point is finished by its click. Double clicks do not zoom then.
  useEffect(() => {
    if (!map || !drawing) return;
    const onClick = (event: { lngLat: { lng: number; lat: number } }) => {
      const before = store.get(markerDraftAtom);
      if (!before) return;
      const next = addVertex(before, event.lngLat.lng, event.lngLat.lat);
      if (next.kind === 'point' && isComplete(next)) {
        store.set(markerDraftAtom, null);
        store.set(markerEditAtom, { kind: 'new', draft: next });
      } else store.set(markerDraftAtom, next);
    };
    const zoomOnDoubleClick = map.getMap().doubleClickZoom.isEnabled();
    map.getMap().doubleClickZoom.disable();
    map.getCanvas().style.cursor = 'crosshair';
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
      if (zoomOnDoubleClick) map.getMap().doubleClickZoom.enable();
    };
  }, [map, drawing]);

  useEffect(() => {
    if (!map || !focus || focus.points.length === 0) return;
    const [[west, south], [east, north]] = markerBounds(focus.points);
    if (west === east && south === north) map.easeTo({ center: [west, south], zoom: Math.max(map.getZoom(), 15), duration: 600 });
    else map.fitBounds([west, south, east, north], { padding: FOCUS_PADDING_PX, maxZoom: FOCUS_MAX_ZOOM, duration: 600 });
  }, [map, focus]);

  return null;
}

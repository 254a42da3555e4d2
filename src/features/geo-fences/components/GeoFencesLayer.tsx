import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useControl, useMap } from 'react-map-gl/maplibre';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { editingFenceAtom, fenceDraftAtom, fenceDrawingAtom, fencesAtom } from '../atoms.ts';
import { draftLayers, fenceLayers } from '../layers/fenceLayers.ts';
import { draftAfterClick, draftAfterMove, type FenceDs } from '../model.ts';
import { useFenceList } from './GeoFencesPanel.tsx';

/**
 * The fences on the monitoring map (a child of it, with its own deck.gl overlay) and the drawing
 * of a new or edited one: while drawing, clicks place a polygon's points or a circle's centre and
 * rim, and the pointer sizes the circle between its two clicks.
 */
export function GeoFencesLayer({ ds }: { ds: FenceDs }) {
  useFenceList(ds);
  const { current: map } = useMap();
  const overlay = useControl(() => new MapLibreOverlay({ interleaved: false }));
  const fences = useAtomValue(fencesAtom);
  const editing = useAtomValue(editingFenceAtom);
  const drawing = useAtomValue(fenceDrawingAtom);
  const [draft, setDraft] = useAtom(fenceDraftAtom);
  const latest = useRef({ drawing, setDraft });
  latest.current = { drawing, setDraft };

  useEffect(() => {
    // The fence being edited is drawn as the draft only.
    const shown = editing && drawing ? fences.filter((fence) => fence.fenceid !== editing.fenceid) : fences;
    overlay.setProps({ layers: [...fenceLayers(shown, editing?.fenceid ?? null), ...(drawing && draft ? draftLayers(draft) : [])] });
  }, [overlay, fences, editing, drawing, draft]);

  useEffect(() => {
    const target = map?.getMap();
    if (!target) return;
    const onClick = (event: MapMouseEvent) => {
      if (!latest.current.drawing) return;
      const at = [event.lngLat.lng, event.lngLat.lat] as const;
      latest.current.setDraft((current) => (current ? draftAfterClick(current, at) : current));
    };
    const onMove = (event: MapMouseEvent) => {
      if (!latest.current.drawing) return;
      const at = [event.lngLat.lng, event.lngLat.lat] as const;
      latest.current.setDraft((current) => (current ? draftAfterMove(current, at) : current));
    };
    target.on('click', onClick);
    target.on('mousemove', onMove);
    return () => {
      target.off('click', onClick);
      target.off('mousemove', onMove);
    };
  }, [map]);

  useEffect(() => {
    const target = map?.getMap();
    if (!target) return;
    target.getCanvas().style.cursor = drawing ? 'crosshair' : '';
    // A double click while drawing places points, not a zoom.
    if (drawing) target.doubleClickZoom.disable();
    else target.doubleClickZoom.enable();
  }, [map, drawing]);

  return null;
}

import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { draftAfterClick, draftAfterMove, type FenceDraft } from '../model.ts';

type SetDraft = (update: (current: FenceDraft | null) => FenceDraft | null) => void;

/**
 * Drawing a polygon or circle on the map (geo-fences, geo-calls): while `drawing`, clicks place a
 * polygon's points or a circle's centre and rim, the pointer sizes the circle between its two
 * clicks, the cursor is a crosshair and a double click places a point instead of zooming.
 */
export function useShapeDrawing(drawing: boolean, setDraft: SetDraft): void {
  const { current: map } = useMap();
  const latest = useRef({ drawing, setDraft });
  latest.current = { drawing, setDraft };

  useEffect(() => {
    const target = map?.getMap();
    if (!target) return;
    const at = (event: MapMouseEvent) => [event.lngLat.lng, event.lngLat.lat] as const;
    const onClick = (event: MapMouseEvent) => latest.current.drawing && latest.current.setDraft((current) => (current ? draftAfterClick(current, at(event)) : current));
    const onMove = (event: MapMouseEvent) => latest.current.drawing && latest.current.setDraft((current) => (current ? draftAfterMove(current, at(event)) : current));
    target.on('click', onClick);
    target.on('mousemove', onMove);
    return () => {
      target.off('click', onClick);
      target.off('mousemove', onMove);
    };
  }, [map]);

  useEffect(() => {
    const target = map?.getMap();
    if (!target || !drawing) return;
    target.getCanvas().style.cursor = 'crosshair';
    target.doubleClickZoom.disable();
    return () => {
      target.getCanvas().style.cursor = '';
      target.doubleClickZoom.enable();
    };
  }, [map, drawing]);
}

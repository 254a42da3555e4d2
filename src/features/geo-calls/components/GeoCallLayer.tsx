import { MapLibreOverlay } from '@deck.gl/maplibre';
import { PolygonLayer } from '@deck.gl/layers';
import type { MapMouseEvent } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { useControl, useMap } from 'react-map-gl/maplibre';
import type { TempGroup } from '../../../../protocol/index.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { draftAfterClick, draftAfterMove, draftLayers, ringOf } from '../../geo-fences/index.ts';
import { geoCallDraftAtom, geoCallDrawingAtom, geoCallsAtom } from '../atoms.ts';

/** Open geo-calls in blue, apart from the fences' green and red. */
const FILL: [number, number, number, number] = [37, 99, 235, 45];
const LINE: [number, number, number, number] = [37, 99, 235, 230];

/**
 * The open geo-calls' areas on the monitoring map (a child of it, with its own deck.gl overlay),
 * and the drawing of a new one: while drawing, clicks place a polygon's points or a circle's
 * centre and rim, as the geo-fence tool does.
 */
export function GeoCallLayer() {
  const { current: map } = useMap();
  const overlay = useControl(() => new MapLibreOverlay({ interleaved: false }));
  const calls = useAtomValue(geoCallsAtom);
  const drawing = useAtomValue(geoCallDrawingAtom);
  const [draft, setDraft] = useAtom(geoCallDraftAtom);
  const latest = useRef({ drawing, setDraft });
  latest.current = { drawing, setDraft };

  useEffect(() => {
    const areas = new PolygonLayer<TempGroup>({
      id: 'geo-calls',
      data: calls,
      getPolygon: (call) => (call.area ? ringOf(call.area) : []) as [number, number][],
      getFillColor: FILL,
      getLineColor: LINE,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    });
    const drafted = drawing && draft ? draftLayers(draft).map((layer) => layer.clone({ id: `geo-call-${layer.id}` })) : [];
    overlay.setProps({ layers: [areas, ...drafted] });
  }, [overlay, calls, drawing, draft]);

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
    // Crosshair and no double-click zoom while drawing; the fence tool sets them back when it is idle.
    target.getCanvas().style.cursor = 'crosshair';
    target.doubleClickZoom.disable();
    return () => {
      target.getCanvas().style.cursor = '';
      target.doubleClickZoom.enable();
    };
  }, [map, drawing]);

  return null;
}

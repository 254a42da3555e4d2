import { MapLibreOverlay } from '@deck.gl/maplibre';
import { PolygonLayer } from '@deck.gl/layers';
import { useEffect } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import type { TempGroup } from '../../../../protocol/index.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { draftLayers, ringOf, useShapeDrawing } from '../../geo-fences/index.ts';
import { geoCallDraftAtom, geoCallDrawingAtom, geoCallsAtom } from '../atoms.ts';

/** Open geo-calls in blue, apart from the fences' green and red. */
const FILL: [number, number, number, number] = [37, 99, 235, 45];
const LINE: [number, number, number, number] = [37, 99, 235, 230];

/**
 * The open geo-calls' areas on the monitoring map (a child of it, with its own deck.gl overlay),
 * and the drawing of a new one, as the geo-fence tool draws.
 */
export function GeoCallLayer() {
  const overlay = useControl(() => new MapLibreOverlay({ interleaved: false }));
  const calls = useAtomValue(geoCallsAtom);
  const drawing = useAtomValue(geoCallDrawingAtom);
  const [draft, setDraft] = useAtom(geoCallDraftAtom);
  useShapeDrawing(drawing, setDraft);

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

  return null;
}

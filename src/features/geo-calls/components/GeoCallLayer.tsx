import { PolygonLayer } from '@deck.gl/layers';
import { useMemo } from 'react';
import type { TempGroup } from '../../../../protocol/index.ts';
import { useAtom, useAtomValue } from '../../../state/jotai.ts';
import { draftLayers, ringOf, useShapeDrawing } from '../../geo-fences/index.ts';
import { MAP_LAYER_ORDER, useMapLayers } from '../../maps/index.ts';
import { geoCallDraftAtom, geoCallDrawingAtom, geoCallsAtom } from '../atoms.ts';

/** Open geo-calls in blue, apart from the fences' green and red. */
const FILL: [number, number, number, number] = [37, 99, 235, 45];
const LINE: [number, number, number, number] = [37, 99, 235, 230];
const NO_LAYERS: readonly never[] = [];

/**
 * The open geo-calls' areas on the monitoring map (a child of it, drawn on the map's deck.gl
 * overlay above the fences, below the terminals), and the drawing of a new one, as the geo-fence
 * tool draws.
 */
export function GeoCallLayer() {
  const calls = useAtomValue(geoCallsAtom);
  const drawing = useAtomValue(geoCallDrawingAtom);
  const [draft, setDraft] = useAtom(geoCallDraftAtom);
  useShapeDrawing(drawing, setDraft);

  const areas = useMemo(
    () => [
      new PolygonLayer<TempGroup>({
        id: 'geo-calls',
        data: calls,
        getPolygon: (call) => (call.area ? ringOf(call.area) : []) as [number, number][],
        getFillColor: FILL,
        getLineColor: LINE,
        getLineWidth: 2,
        lineWidthUnits: 'pixels',
        stroked: true,
        filled: true,
      }),
    ],
    [calls],
  );
  const drafted = useMemo(
    () => (drawing && draft ? draftLayers(draft).map((layer) => layer.clone({ id: `geo-call-${layer.id}` })) : NO_LAYERS),
    [drawing, draft],
  );
  useMapLayers('geo-calls', areas, MAP_LAYER_ORDER.geoCalls);
  useMapLayers('geo-call-draft', drafted, MAP_LAYER_ORDER.drafts);

  return null;
}

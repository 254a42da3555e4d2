import { PathLayer, PolygonLayer, ScatterplotLayer } from '@deck.gl/layers';
import { closedRing, type Marker, type MarkerPoint } from '../../../../protocol/index.ts';
import type { MarkerDraft } from '../atoms.ts';

export const MARKER_POINT_LAYER_ID = 'markers-points';
export const MARKER_LINE_LAYER_ID = 'markers-lines';
export const MARKER_SHAPE_LAYER_ID = 'markers-shapes';
const DRAFT_LAYER_ID = 'markers-draft';
const DRAFT_VERTEX_LAYER_ID = 'markers-draft-vertices';

type Rgba = [number, number, number, number];

/** '#rrggbb' (validated by the platform) as deck.gl's colour; a malformed one draws grey. */
export function rgbaOf(color: string, alpha = 255): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(color);
  if (!match) return [128, 128, 128, alpha];
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16), alpha];
}

const WHITE: Rgba = [255, 255, 255, 255];
const DRAFT: Rgba = [20, 20, 20, 230];

/** The layers of a list of markers; the arrays are made per list, so deck.gl keeps its buffers while the list stays the same object. */
export function markerLayers(markers: readonly Marker[], visible: boolean) {
  const points = markers.filter((marker) => marker.kind === 'point');
  const lines = markers.filter((marker) => marker.kind === 'line');
  const shapes = markers.filter((marker) => marker.kind === 'shape');
  return [
    new PolygonLayer<Marker>({
      id: MARKER_SHAPE_LAYER_ID,
      data: shapes,
      visible,
      pickable: true,
      getPolygon: (marker) => closedRing(marker.points) as [number, number][],
      getFillColor: (marker) => rgbaOf(marker.color, 90),
      getLineColor: (marker) => rgbaOf(marker.color),
      getLineWidth: 3,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
    new PathLayer<Marker>({
      id: MARKER_LINE_LAYER_ID,
      data: lines,
      visible,
      pickable: true,
      getPath: (marker) => marker.points as [number, number][],
      getColor: (marker) => rgbaOf(marker.color),
      getWidth: 5,
      widthUnits: 'pixels',
      capRounded: true,
      jointRounded: true,
    }),
    new ScatterplotLayer<Marker>({
      id: MARKER_POINT_LAYER_ID,
      data: points,
      visible,
      pickable: true,
      getPosition: (marker) => marker.points[0] as [number, number],
      getFillColor: (marker) => rgbaOf(marker.color),
      getLineColor: WHITE,
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: 9,
      radiusUnits: 'pixels',
    }),
  ];
}

/** The marker being drawn: its path so far (closed for a shape once it has three vertices) and its vertices. */
export function draftLayers(draft: MarkerDraft) {
  const path: MarkerPoint[] = draft.kind === 'shape' && draft.points.length >= 3 ? closedRing(draft.points) : [...draft.points];
  return [
    new PathLayer<{ path: MarkerPoint[] }>({
      id: DRAFT_LAYER_ID,
      data: path.length >= 2 ? [{ path }] : [],
      getPath: (row) => row.path as [number, number][],
      getColor: DRAFT,
      getWidth: 2,
      widthUnits: 'pixels',
    }),
    new ScatterplotLayer<MarkerPoint>({
      id: DRAFT_VERTEX_LAYER_ID,
      data: [...draft.points],
      getPosition: (point) => point as [number, number],
      getFillColor: WHITE,
      getLineColor: DRAFT,
      stroked: true,
      lineWidthMinPixels: 2,
      getRadius: 5,
      radiusUnits: 'pixels',
    }),
  ];
}

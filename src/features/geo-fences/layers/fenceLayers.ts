import { PolygonLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import { FENCE_EARTH_RADIUS_M, type Fence, type FenceShape, type LngLat } from '../../../../protocol/index.ts';
import type { FenceDraft } from '../model.ts';

export const FENCE_LAYER_ID = 'geo-fences';
export const FENCE_DRAFT_LAYER_ID = 'geo-fence-draft';

type Rgba = [number, number, number, number];
/** 'in' fences (stay inside) in green, 'out' fences (keep out) in red; the draft in the map tools' orange. */
export const FENCE_COLOURS = {
  in: { fill: [22, 163, 74, 50] as Rgba, line: [22, 163, 74, 230] as Rgba },
  out: { fill: [220, 38, 38, 50] as Rgba, line: [220, 38, 38, 230] as Rgba },
  draft: { fill: [232, 89, 12, 60] as Rgba, line: [232, 89, 12, 255] as Rgba },
} as const;

const CIRCLE_STEPS = 72;
const RADIANS = Math.PI / 180;

/** A circle on the sphere as a ring: the points at `radius` metres from the centre, every 5°. */
export function circleRing(center: LngLat, radius: number, steps = CIRCLE_STEPS): LngLat[] {
  const angular = radius / FENCE_EARTH_RADIUS_M;
  const lat1 = center[1] * RADIANS;
  const lng1 = center[0] * RADIANS;
  const ring: LngLat[] = [];
  for (let step = 0; step < steps; step += 1) {
    const bearing = (2 * Math.PI * step) / steps;
    const lat2 = Math.asin(Math.sin(lat1) * Math.cos(angular) + Math.cos(lat1) * Math.sin(angular) * Math.cos(bearing));
    const lng2 = lng1 + Math.atan2(Math.sin(bearing) * Math.sin(angular) * Math.cos(lat1), Math.cos(angular) - Math.sin(lat1) * Math.sin(lat2));
    ring.push([lng2 / RADIANS, lat2 / RADIANS]);
  }
  return ring;
}

export const ringOf = (shape: FenceShape): LngLat[] => (shape.kind === 'circle' ? circleRing(shape.center, shape.radius) : [...shape.points]);

/** Where a fence's name is written: a circle's centre, a polygon's vertex average. */
export function labelPositionOf(shape: FenceShape): LngLat {
  if (shape.kind === 'circle') return shape.center;
  const sum = shape.points.reduce<[number, number]>((acc, [lng, lat]) => [acc[0] + lng, acc[1] + lat], [0, 0]);
  return [sum[0] / shape.points.length, sum[1] / shape.points.length];
}

type FenceRow = { readonly fence: Fence; readonly ring: LngLat[] };

/** The saved fences: filled rings with an outline and their names. */
export function fenceLayers(fences: readonly Fence[], highlighted: string | null) {
  const rows: FenceRow[] = fences.map((fence) => ({ fence, ring: ringOf(fence.shape) }));
  return [
    new PolygonLayer<FenceRow>({
      id: FENCE_LAYER_ID,
      data: rows,
      getPolygon: (row) => row.ring as [number, number][],
      getFillColor: (row) => FENCE_COLOURS[row.fence.type].fill,
      getLineColor: (row) => FENCE_COLOURS[row.fence.type].line,
      getLineWidth: (row) => (row.fence.fenceid === highlighted ? 4 : 2),
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
      updateTriggers: { getLineWidth: highlighted },
    }),
    new TextLayer<FenceRow>({
      id: `${FENCE_LAYER_ID}-names`,
      data: rows,
      getPosition: (row) => labelPositionOf(row.fence.shape) as [number, number],
      getText: (row) => row.fence.name,
      getColor: (row) => FENCE_COLOURS[row.fence.type].line,
      getSize: 13,
      fontWeight: 600,
      outlineWidth: 3,
      outlineColor: [255, 255, 255, 255],
      fontSettings: { sdf: true },
      characterSet: 'auto',
    }),
  ];
}

/** The shape being drawn: its ring (or open polyline) and its clicked points. */
export function draftLayers(draft: FenceDraft) {
  const ring = draft.kind === 'polygon' ? draft.points : draft.center && draft.radius > 0 ? circleRing(draft.center, draft.radius) : [];
  const points = draft.kind === 'polygon' ? draft.points : draft.center ? [draft.center] : [];
  return [
    new PolygonLayer<{ ring: readonly LngLat[] }>({
      id: FENCE_DRAFT_LAYER_ID,
      data: ring.length >= 2 ? [{ ring }] : [],
      getPolygon: (row) => row.ring as [number, number][],
      getFillColor: FENCE_COLOURS.draft.fill,
      getLineColor: FENCE_COLOURS.draft.line,
      getLineWidth: 2,
      lineWidthUnits: 'pixels',
      stroked: true,
      filled: true,
    }),
    new ScatterplotLayer<LngLat>({
      id: `${FENCE_DRAFT_LAYER_ID}-points`,
      data: [...points],
      getPosition: (point) => point as [number, number],
      getRadius: 5,
      radiusUnits: 'pixels',
      getFillColor: [255, 255, 255, 255],
      getLineColor: FENCE_COLOURS.draft.line,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      stroked: true,
    }),
  ];
}

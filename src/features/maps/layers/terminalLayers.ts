/**
 * The terminals as two deck.gl layers over one set of binary attributes: a disc coloured by state
 * (picked on click) and the type's glyph on it. Positions and colours come from typed arrays;
 * only the glyph is an accessor, and `_dataDiff` limits its recomputation to rows whose glyph
 * changed, so a batch of GPS fixes computes nothing per terminal and uploads only the changed
 * position rows of each layer (PartialPositionUpload).
 */
import { DataFilterExtension } from '@deck.gl/extensions';
import { IconLayer, ScatterplotLayer, TextLayer } from '@deck.gl/layers';
import type { Layer } from '@deck.gl/core';
import type { GlyphAtlas } from './glyphAtlas.ts';
import { PARTIAL_POSITION_UPLOAD } from './partialPositions.ts';
import type { BinaryAttribute, TerminalAttributes, TerminalLayerData } from './terminalAttributes.ts';
import type { TerminalCluster } from './terminalClusters.ts';

export const TERMINAL_DISC_LAYER_ID = 'terminal-discs';
export const TERMINAL_CLUSTER_LAYER_ID = 'terminal-clusters';
/** One instance for every layer, as PARTIAL_POSITION_UPLOAD: a new one would rebuild the shaders. */
const FOLDED_FILTER = new DataFilterExtension({ filterSize: 1 });
/** A row's filter value: 1 drawn on its own, 0 folded into a cluster. */
const DRAWN_ON_ITS_OWN: [number, number] = [0.5, 1.5];
const CLUSTER_FILL: [number, number, number, number] = [30, 58, 95, 235];
const CLUSTER_FILL_OFFLINE: [number, number, number, number] = [110, 116, 126, 220];

/** Which rows are folded (a filter column beside the binary attributes) and the clusters they fold into. */
export type FoldedTerminals = { readonly shown: BinaryAttribute; readonly clusters: readonly TerminalCluster[] };

/** Nothing folded: one column of ones, kept while the rows fit (a new one only when they grow). */
const everyRowShown = (() => {
  let ones: BinaryAttribute = { value: new Float32Array(0), size: 1 };
  return (length: number): BinaryAttribute => {
    if (ones.value.length < length) ones = { value: new Float32Array(Math.max(length, ones.value.length * 2, 1024)).fill(1), size: 1 };
    return ones;
  };
})();

/** The layers' data with the filter column, the same object for the same pair (deck.gl compares data by identity). */
const withFilter = (() => {
  const made = new WeakMap<TerminalLayerData, WeakMap<BinaryAttribute, TerminalLayerData>>();
  return (data: TerminalLayerData, shown: BinaryAttribute): TerminalLayerData => {
    let byFilter = made.get(data);
    if (!byFilter) made.set(data, (byFilter = new WeakMap()));
    let composed = byFilter.get(shown);
    if (!composed) byFilter.set(shown, (composed = { ...data, attributes: { ...data.attributes, getFilterValue: shown } as TerminalLayerData['attributes'] }));
    return composed;
  };
})();
const DISC_RADIUS_PX = 11;
const GLYPH_SIZE_PX = 14;
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

export function terminalLayers(attributes: TerminalAttributes, atlas: GlyphAtlas, selectedRow: number | null, folded: FoldedTerminals | null = null): Layer[] {
  // The filter column is always there: deck.gl cannot take an extension off a layer it keeps.
  const data = withFilter(attributes.data(), folded?.shown ?? everyRowShown(attributes.data().length));
  const glyphRows = (_next: TerminalLayerData, previous?: TerminalLayerData) => attributes.glyphRowsSince(previous);
  const partial = {
    extensions: [PARTIAL_POSITION_UPLOAD, FOLDED_FILTER],
    positionRowsSince: (previous: TerminalLayerData) => attributes.positionRowsSince(previous),
    filterRange: DRAWN_ON_ITS_OWN,
  };
  return [
    // Under the terminals drawn on their own: a cluster never covers a terminal in SOS beside it.
    ...(folded && folded.clusters.length > 0 ? clusterLayers(folded.clusters) : []),
    new ScatterplotLayer<unknown>({
      id: TERMINAL_DISC_LAYER_ID,
      data: data as never,
      _dataDiff: glyphRows as never,
      ...partial,
      radiusUnits: 'pixels',
      getRadius: DISC_RADIUS_PX,
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      getLineColor: WHITE,
      pickable: true,
      // The chosen terminal stays highlighted while its card is open.
      highlightedObjectIndex: selectedRow ?? -1,
      highlightColor: [250, 204, 21, 255],
    }),
    new IconLayer<unknown>({
      id: 'terminal-glyphs',
      data: data as never,
      _dataDiff: glyphRows as never,
      ...partial,
      iconAtlas: atlas.image as never,
      iconMapping: atlas.mapping,
      getIcon: (_object: unknown, { index }: { index: number }) => attributes.glyphAt(index),
      sizeUnits: 'pixels',
      getSize: GLYPH_SIZE_PX,
      getColor: WHITE,
    }),
  ];
}

/** A disc per cluster, sized by its count, with the count on it; picked to zoom in. */
function clusterLayers(clusters: readonly TerminalCluster[]): Layer[] {
  return [
    new ScatterplotLayer<TerminalCluster>({
      id: TERMINAL_CLUSTER_LAYER_ID,
      data: clusters,
      getPosition: (cluster) => cluster.position,
      radiusUnits: 'pixels',
      getRadius: (cluster) => Math.min(DISC_RADIUS_PX + 3 * Math.log2(cluster.count), 26),
      getFillColor: (cluster) => (cluster.online > 0 ? CLUSTER_FILL : CLUSTER_FILL_OFFLINE),
      stroked: true,
      lineWidthUnits: 'pixels',
      getLineWidth: 2,
      getLineColor: WHITE,
      pickable: true,
    }),
    new TextLayer<TerminalCluster>({
      id: 'terminal-cluster-counts',
      data: clusters,
      getPosition: (cluster) => cluster.position,
      getText: (cluster) => String(cluster.count),
      characterSet: '0123456789',
      getSize: 13,
      sizeUnits: 'pixels',
      fontWeight: 700,
      getColor: WHITE,
    }),
  ];
}

/**
 * The terminals as two deck.gl layers over one set of binary attributes: a disc coloured by state
 * (picked on click) and the type's glyph on it. Positions and colours come from typed arrays;
 * only the glyph is an accessor, and `_dataDiff` limits its recomputation to rows whose glyph
 * changed, so a batch of GPS fixes computes nothing per terminal and uploads only the changed
 * position rows of each layer (PartialPositionUpload).
 */
import { IconLayer, ScatterplotLayer } from '@deck.gl/layers';
import type { Layer } from '@deck.gl/core';
import type { GlyphAtlas } from './glyphAtlas.ts';
import { PARTIAL_POSITION_UPLOAD } from './partialPositions.ts';
import type { TerminalAttributes, TerminalLayerData } from './terminalAttributes.ts';

export const TERMINAL_DISC_LAYER_ID = 'terminal-discs';
const DISC_RADIUS_PX = 11;
const GLYPH_SIZE_PX = 14;
const WHITE: [number, number, number, number] = [255, 255, 255, 255];

export function terminalLayers(attributes: TerminalAttributes, atlas: GlyphAtlas, selectedRow: number | null): Layer[] {
  const data = attributes.data();
  const glyphRows = (_next: TerminalLayerData, previous?: TerminalLayerData) => attributes.glyphRowsSince(previous);
  const partial = { extensions: [PARTIAL_POSITION_UPLOAD], positionRowsSince: (previous: TerminalLayerData) => attributes.positionRowsSince(previous) };
  return [
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

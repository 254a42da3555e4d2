/**
 * The terminal glyphs as one icon atlas drawn at start-up: no image file, no request. Lines are
 * those of the console's own icons (src/ui Icon, 24-unit grid), drawn white so the layer can tint
 * them (mask mode).
 */
import type { MarkerGlyph } from '../model/terminalMarkers.ts';

const GLYPH_PATHS: Readonly<Record<MarkerGlyph, string>> = {
  dispatcher: 'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1a2 2 0 0 1-2-2v-3a2 2 0 0 1 2-2h3zM3 19a2 2 0 0 0 2 2h1a2 2 0 0 0 2-2v-3a2 2 0 0 0-2-2H3z',
  app: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM12 18h.01',
  gateway: 'M3 14h18v6H3zM7 17h.01M11 17h.01M12 14V9M8.5 6.5a5 5 0 0 1 7 0M6 4a8.5 8.5 0 0 1 12 0',
  radio: 'M9 7V2M9 7h6a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2zM10 11h4M10 14h4M10 17h4',
  sos: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0zM12 9v4M12 17h.01',
  camera: 'M23 7l-7 5 7 5V7zM3 5h11a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
  other: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
};

const CELL = 48;

export type GlyphAtlas = {
  readonly image: HTMLCanvasElement;
  readonly mapping: Record<MarkerGlyph, { x: number; y: number; width: number; height: number; mask: true }>;
};

export function drawGlyphAtlas(): GlyphAtlas {
  const glyphs = Object.keys(GLYPH_PATHS) as MarkerGlyph[];
  const image = document.createElement('canvas');
  image.width = CELL * glyphs.length;
  image.height = CELL;
  const context = image.getContext('2d');
  if (!context) throw new Error('no 2D canvas for the map glyphs');
  context.strokeStyle = '#fff';
  context.lineWidth = 2.2;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  const mapping = {} as GlyphAtlas['mapping'];
  glyphs.forEach((glyph, index) => {
    context.save();
    // A 4-unit margin inside each cell keeps strokes from bleeding into the neighbour.
    context.translate(index * CELL + 4, 4);
    context.scale((CELL - 8) / 24, (CELL - 8) / 24);
    context.stroke(new Path2D(GLYPH_PATHS[glyph]));
    context.restore();
    mapping[glyph] = { x: index * CELL, y: 0, width: CELL, height: CELL, mask: true };
  });
  return { image, mapping };
}

/**
 * The map's scale bar: the longest round distance (1, 2 or 5 times a power of ten metres) that fits
 * in the bar's width at the map's centre, on the SPEC's sphere (§9, 6371 km) in MapLibre's Web
 * Mercator of 512-pixel tiles.
 */
import { EARTH_RADIUS_M } from './ranging.ts';

/** MapLibre's world is 512 pixels wide at zoom 0. */
const WORLD_PX_AT_ZOOM_0 = 512;
const ROUND_STEPS = [5, 2, 1] as const;

/** Ground metres one screen pixel spans at a latitude and zoom (Mercator stretches by 1/cos(latitude)). */
export function metresPerPixel(lat: number, zoom: number): number {
  return (2 * Math.PI * EARTH_RADIUS_M * Math.cos((lat * Math.PI) / 180)) / (WORLD_PX_AT_ZOOM_0 * 2 ** zoom);
}

export type ScaleBar = { readonly metres: number; readonly widthPx: number };

/** The bar for a map at `metresPerPx`, at most `maxWidthPx` wide (below a metre near the poles at the deepest zoom). */
export function scaleBar(metresPerPx: number, maxWidthPx: number): ScaleBar {
  const fits = metresPerPx * maxWidthPx;
  const power = 10 ** Math.floor(Math.log10(fits));
  const step = ROUND_STEPS.find((candidate) => candidate * power <= fits) ?? 1;
  const metres = step * power;
  return { metres, widthPx: metres / metresPerPx };
}

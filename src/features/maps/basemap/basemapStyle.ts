/**
 * The default basemap as a MapLibre style with no outside host: a sea background, Natural Earth
 * land and borders, and the emulator's road net. No glyphs or sprites are referenced, so MapLibre
 * requests nothing; labels of the map are the console's own (terminal cards, lists). Colours come
 * from the map theme's palette.
 */
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import { MAP_THEME_PALETTES, type BasemapPalette } from './mapThemes.ts';

/** The normal theme's colours (what the basemap looks like before a dispatcher picks a theme). */
export const BASEMAP_COLOURS: BasemapPalette = MAP_THEME_PALETTES.normal;

export const SEA_LAYER_ID = 'sea';

export function basemapStyle(palette: BasemapPalette): StyleSpecification {
  return { version: 8, sources: {}, layers: [{ id: SEA_LAYER_ID, type: 'background', paint: { 'background-color': palette.sea } }] };
}

export const landLayer = (palette: BasemapPalette): LayerSpecification => ({
  id: 'land',
  type: 'fill',
  source: 'natural-earth-land',
  paint: { 'fill-color': palette.land, 'fill-antialias': true },
});

export const borderLayer = (palette: BasemapPalette): LayerSpecification => ({
  id: 'borders',
  type: 'line',
  source: 'natural-earth-borders',
  paint: { 'line-color': palette.border, 'line-width': 1, 'line-dasharray': [3, 2] },
});

/** Avenues show from the city view on; the 120 m streets only when zoomed in enough to tell them apart. */
const STREETS_FROM_ZOOM = 14;
const width = (stops: readonly [number, number][]) => ['interpolate', ['exponential', 1.6], ['zoom'], ...stops.flat()] as never;

export const roadCasingLayer = (palette: BasemapPalette): LayerSpecification => ({
  id: 'road-casing',
  type: 'line',
  source: 'road-net',
  minzoom: STREETS_FROM_ZOOM,
  paint: { 'line-color': palette.roadCasing, 'line-width': width([[14, 4], [18, 18]]) },
});

export const streetLayer = (palette: BasemapPalette): LayerSpecification => ({
  id: 'streets',
  type: 'line',
  source: 'road-net',
  minzoom: STREETS_FROM_ZOOM,
  filter: ['==', ['get', 'kind'], 'street'],
  paint: { 'line-color': palette.road, 'line-width': width([[14, 2.5], [18, 14]]) },
});

export const avenueLayer = (palette: BasemapPalette): LayerSpecification => ({
  id: 'avenues',
  type: 'line',
  source: 'road-net',
  minzoom: 10,
  filter: ['==', ['get', 'kind'], 'avenue'],
  paint: { 'line-color': palette.road, 'line-width': width([[10, 1], [14, 4], [18, 20]]) },
});

/**
 * The default basemap as a MapLibre style with no outside host: a sea background, Natural Earth
 * land and borders, and the emulator's road net. No glyphs or sprites are referenced, so MapLibre
 * requests nothing; labels of the map are the console's own (terminal cards, lists).
 */
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';

export const BASEMAP_COLOURS = {
  sea: '#a9cfe0',
  land: '#f1eee6',
  border: '#9a96a8',
  road: '#ffffff',
  roadCasing: '#c9c3b6',
} as const;

export const BASEMAP_STYLE: StyleSpecification = {
  version: 8,
  sources: {},
  layers: [{ id: 'sea', type: 'background', paint: { 'background-color': BASEMAP_COLOURS.sea } }],
};

export const LAND_LAYER: LayerSpecification = {
  id: 'land',
  type: 'fill',
  source: 'natural-earth-land',
  paint: { 'fill-color': BASEMAP_COLOURS.land, 'fill-antialias': true },
};

export const BORDER_LAYER: LayerSpecification = {
  id: 'borders',
  type: 'line',
  source: 'natural-earth-borders',
  paint: { 'line-color': BASEMAP_COLOURS.border, 'line-width': 1, 'line-dasharray': [3, 2] },
};

/** Avenues show from the city view on; the 120 m streets only when zoomed in enough to tell them apart. */
const STREETS_FROM_ZOOM = 14;
const width = (stops: readonly [number, number][]) => ['interpolate', ['exponential', 1.6], ['zoom'], ...stops.flat()] as never;

export const ROAD_CASING_LAYER: LayerSpecification = {
  id: 'road-casing',
  type: 'line',
  source: 'road-net',
  minzoom: STREETS_FROM_ZOOM,
  paint: { 'line-color': BASEMAP_COLOURS.roadCasing, 'line-width': width([[14, 4], [18, 18]]) },
};

export const STREET_LAYER: LayerSpecification = {
  id: 'streets',
  type: 'line',
  source: 'road-net',
  minzoom: STREETS_FROM_ZOOM,
  filter: ['==', ['get', 'kind'], 'street'],
  paint: { 'line-color': BASEMAP_COLOURS.road, 'line-width': width([[14, 2.5], [18, 14]]) },
};

export const AVENUE_LAYER: LayerSpecification = {
  id: 'avenues',
  type: 'line',
  source: 'road-net',
  minzoom: 10,
  filter: ['==', ['get', 'kind'], 'avenue'],
  paint: { 'line-color': BASEMAP_COLOURS.road, 'line-width': width([[10, 1], [14, 4], [18, 20]]) },
};

import { lazy } from 'react';

const loadMapMonitoringPage = () => import('./MapMonitoringPage.tsx');
/** The page brings MapLibre and deck.gl (about 1.7 MB): it loads when the route is first visited, or preloaded. */
export const MapMonitoringPage = lazy(() => loadMapMonitoringPage().then((module) => ({ default: module.MapMonitoringPage })));
/** Loads the page's code ahead of its first visit (the console does, once signed in), so opening the map costs little; resolves with the page. */
export const preloadMapMonitoringPage = () => loadMapMonitoringPage().then((module) => module.MapMonitoringPage);
export type { MapMonitoringPageProps } from './MapMonitoringPage.tsx';
/** A small map to pick a place by clicking (named by the nearest road of the road net); loads with MapLibre. */
export const PlacePickerMap = lazy(() => import('./components/PlacePickerMap.tsx').then((module) => ({ default: module.PlacePickerMap })));
export type { PickedPlace, PlacePickerMapProps } from './components/PlacePickerMap.tsx';

// The pure parts (no DOM, no WebGL), for other modules, benches and tests.
export { BASEMAP_COLOURS } from './basemap/basemapStyle.ts';
export { MAP_THEME_PALETTES, MAP_THEMES, type MapTheme } from './basemap/mapThemes.ts';
export { displayDistance, EARTH_RADIUS_M, greatCircleDistance, pathLength } from './model/ranging.ts';
export { valueStepFor } from './model/valueSteps.ts';
export { TerminalAttributes, type TerminalLayerData } from './layers/terminalAttributes.ts';
/** The map's one deck.gl overlay: a child of the monitoring map draws its layers with useMapLayers, in MAP_LAYER_ORDER. */
export { MAP_LAYER_ORDER, MapLayerRegistry, useMapLayers, type MapLayerClick } from './layers/mapLayers.ts';

/** The terminals' deck.gl layers and glyph atlas, loaded on demand (the browser map bench draws with them). */
export const loadTerminalLayerKit = () =>
  Promise.all([import('./layers/terminalLayers.ts'), import('./layers/glyphAtlas.ts')]).then(([layers, atlas]) => ({
    terminalLayers: layers.terminalLayers,
    drawGlyphAtlas: atlas.drawGlyphAtlas,
  }));
export { normaliseCoordinate, normalisePosition } from './model/coordinates.ts';
export { boundsOfFixes, type FixColumns, type LngLatBounds } from './model/bounds.ts';
/** A query drawn on the map (track, incident timeline): aborts the last, drops late answers, fits the map. */
export { useMapQuery, type MapQueryState } from './useMapQuery.ts';
export { convertSpeed, parseSpeedUnit, SpeedUnit } from './model/speed.ts';
export { MARKER_COLOURS, markerGlyphOf, markerStateOf } from './model/terminalMarkers.ts';
/** The terminals' positions folded in a worker (positions/): the session starts one, the map draws from it. */
export { PositionFeed, startPositionFeed, type FeedColumns } from './positions/positionFeed.ts';
export { LivePositions, livePositionsAtom, positionedAtom, startLivePositions } from './positions/livePositions.ts';
export type { MovedRows } from './positions/positionFold.ts';
/** Its routes and screens, for the shell (the shell reads manifest.ts itself, so the rest of this index stays out of its first chunk). */
export { manifest } from './manifest.ts';

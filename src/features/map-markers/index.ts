/**
 * Custom map markers and the map's layers panel (SPEC §2 map tools "markers (point, line, shape)",
 * "layers, data lists, SOS list, alarm list, custom markers and layer, terminal layer"; §5 a valid
 * link). `MapMarkers` is a child of the monitoring map; the tools, form, panel and lists sit beside it.
 */
import './map-markers.css';
import { atom } from '../../state/jotai.ts';
import { mapLayersAtom, markerDraftAtom } from './atoms.ts';

export { bindMapMarkers } from './bindMapMarkers.ts';
export { MapMarkers } from './lazyParts.tsx';
export { MarkerTools } from './components/MarkerTools.tsx';
export { MarkerForm } from './components/MarkerForm.tsx';
export { LayersPanel } from './components/LayersPanel.tsx';
export { MapLists, type MapListsProps } from './components/MapLists.tsx';
export type { MarkerDs } from './model/markerDs.ts';
export type { MapLayers } from './model/layers.ts';
export { mapLayersAtom };

/** While a marker is drawn, map clicks are its vertices, not picks of terminals. */
export const markerDrawingAtom = atom((get) => get(markerDraftAtom) !== null);
/** Whether the terminal layer is drawn (the layers panel switches it). */
export const terminalLayerVisibleAtom = atom((get) => get(mapLayersAtom).terminals);
/** Its socket listeners, for the shell (the shell reads manifest.ts itself). */
export { manifest } from './manifest.ts';

/**
 * Geo-fences (SPEC §2 map tools "geo-fencing": fence list, set up geo-fence, alarm records; §3
 * Fence; §7 /ds/fence). The map page mounts the toolbar button, the panel, the live alarm banner
 * and, as a child of its map, the layer that draws the fences and takes the drawing clicks; while
 * `fenceDrawingAtom` is true the page's clicks draw instead of picking terminals.
 */
import './geo-fences.css';

export { fenceDrawingAtom, fencesAtom } from './atoms.ts';
export { draftLayers, ringOf } from './layers/fenceLayers.ts';
export { draftAfterClick, draftAfterMove, emptyDraft, shapeOfDraft, type FenceDraft } from './model.ts';
export { FenceAlarmBanner } from './components/FenceAlarmBanner.tsx';
export { GeoFencesButton } from './components/GeoFencesButton.tsx';
export { GeoFencesLayer } from './components/GeoFencesLayer.tsx';
export { GeoFencesPanel } from './components/GeoFencesPanel.tsx';
export { useShapeDrawing } from './components/useShapeDrawing.ts';
export type { FenceDs } from './model.ts';

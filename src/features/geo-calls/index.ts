/**
 * Geo-calls (issue 12): draw an area on the map or pick a geo-fence, and the terminals inside form
 * a live talk group the dispatcher talks to at once (protocol/geoCalls.ts). The map page mounts the
 * toolbar button, the panel and, as a child of its map, the layer that draws the areas and takes
 * the drawing clicks; while `geoCallDrawingAtom` is true the page's clicks draw instead of picking.
 */
import './geo-calls.css';

export { geoCallDrawingAtom } from './atoms.ts';
export { GeoCallButton } from './components/GeoCallButton.tsx';
export { GeoCallLayer } from './components/GeoCallLayer.tsx';
export { GeoCallPanel } from './components/GeoCallPanel.tsx';

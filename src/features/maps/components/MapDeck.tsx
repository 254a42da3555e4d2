import { MapLibreOverlay } from '@deck.gl/maplibre';
import type { PickingInfo } from '@deck.gl/core';
import { useRef, useState, type ReactNode } from 'react';
import { useControl } from 'react-map-gl/maplibre';
import { MapLayerRegistry, MapLayersContext } from '../layers/mapLayers.ts';

/**
 * The map's one deck.gl overlay (a child of the map). Not interleaved: deck.gl draws on its own
 * canvas above the basemap. Its children hand it their layers with useMapLayers; a click goes to
 * every module's handler with what deck.gl picked (the top-most object), and the cursor shows a
 * pointer over anything pickable.
 */
export function MapDeck({ children }: { readonly children?: ReactNode }) {
  const overlay = useRef<MapLibreOverlay | null>(null);
  // The overlay keeps its props until it is added to the map, so layers given before that are not lost.
  const [registry] = useState(() => new MapLayerRegistry((layers) => overlay.current?.setProps({ layers })));
  overlay.current = useControl(
    () =>
      new MapLibreOverlay({
        interleaved: false,
        onClick: (info: PickingInfo) => registry.click(info),
        getCursor: ({ isHovering }) => (isHovering ? 'pointer' : 'grab'),
      }),
  );
  return <MapLayersContext.Provider value={registry}>{children}</MapLayersContext.Provider>;
}

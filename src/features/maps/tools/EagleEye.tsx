import type { Feature, Polygon } from 'geojson';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Layer, Map as MapView, Source, useMap, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import { useT } from '../../../ui/index.ts';
import { basemapStyle, borderLayer, landLayer } from '../basemap/basemapStyle.ts';
import { MAP_THEME_PALETTES, type MapTheme } from '../basemap/mapThemes.ts';
import type { NaturalEarth } from '../basemap/naturalEarth.ts';

/** The overview shows this many zoom levels further out than the main view. */
export const EAGLE_EYE_ZOOM_OUT = 4;
const EXTENT_COLOUR = '#e03131';
/** Layers are children (the sea too), so a theme change repaints them rather than replacing the style. */
const STYLE = { ...basemapStyle(MAP_THEME_PALETTES.normal), layers: [] };

type Extent = { readonly west: number; readonly south: number; readonly east: number; readonly north: number };

/**
 * Eagle eye (SPEC §2 map tools): an overview map in a corner that follows the main view and
 * outlines its extent; a click on it moves the main view there. Lives inside the main map so
 * react-map-gl's useMap gives it the main view.
 */
export function EagleEye({ theme, world }: { theme: MapTheme; world: NaturalEarth | null }) {
  const t = useT();
  const { current: main } = useMap();
  const overview = useRef<MapRef>(null);
  const [extent, setExtent] = useState<Extent | null>(null);
  /** Re-aligns the overview; also called when the overview itself has loaded (it mounts after the main view). */
  const align = useRef<() => void>(() => undefined);
  const palette = MAP_THEME_PALETTES[theme];

  useEffect(() => {
    if (!main) return;
    let frame = 0;
    const follow = () => {
      frame = 0;
      const bounds = main.getBounds();
      setExtent({ west: bounds.getWest(), south: bounds.getSouth(), east: bounds.getEast(), north: bounds.getNorth() });
      const centre = main.getCenter();
      overview.current?.jumpTo({ center: centre, zoom: Math.max(0, main.getZoom() - EAGLE_EYE_ZOOM_OUT) });
      const element = overview.current?.getContainer();
      if (element) {
        element.dataset.centerLng = String(centre.lng);
        element.dataset.centerLat = String(centre.lat);
        element.dataset.extent = [bounds.getWest(), bounds.getSouth(), bounds.getEast(), bounds.getNorth()].join(',');
      }
    };
    // One update per animation frame however fast the main view moves.
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(follow);
    };
    align.current = schedule;
    schedule();
    main.on('move', schedule);
    return () => {
      main.off('move', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [main]);

  const outline = useMemo<Feature<Polygon> | null>(
    () =>
      extent && {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [[[extent.west, extent.south], [extent.east, extent.south], [extent.east, extent.north], [extent.west, extent.north], [extent.west, extent.south]]],
        },
      },
    [extent],
  );

  const onClick = (event: MapLayerMouseEvent) => main?.easeTo({ center: event.lngLat, duration: 300 });

  return (
    <div className="maps-eagle-eye" data-testid="eagle-eye" role="region" aria-label={t('maps.tools.eagleEye')}>
      <MapView
        ref={overview}
        id="eagle-eye"
        mapStyle={STYLE}
        initialViewState={{ longitude: 0, latitude: 20, zoom: 0 }}
        style={{ width: '100%', height: '100%' }}
        attributionControl={false}
        dragPan={false}
        scrollZoom={false}
        doubleClickZoom={false}
        touchZoomRotate={false}
        keyboard={false}
        dragRotate={false}
        onClick={onClick}
        onLoad={() => align.current()}
        cursor="pointer"
      >
        <Layer id="eagle-sea" type="background" paint={{ 'background-color': palette.sea }} />
        {world && (
          <>
            <Source id="eagle-land" type="geojson" data={world.land}>
              <Layer {...landLayer(palette)} id="eagle-land" />
            </Source>
            <Source id="eagle-borders" type="geojson" data={world.borders}>
              <Layer {...borderLayer(palette)} id="eagle-borders" />
            </Source>
          </>
        )}
        {outline && (
          <Source id="eagle-extent" type="geojson" data={outline}>
            <Layer id="eagle-extent-fill" type="fill" paint={{ 'fill-color': EXTENT_COLOUR, 'fill-opacity': 0.15 }} />
            <Layer id="eagle-extent-line" type="line" paint={{ 'line-color': EXTENT_COLOUR, 'line-width': 2 }} />
          </Source>
        )}
      </MapView>
    </div>
  );
}

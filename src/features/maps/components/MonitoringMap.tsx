import 'maplibre-gl/dist/maplibre-gl.css';
import '../basemap/maplibreWorker.ts';
import type { FeatureCollection } from 'geojson';
import type { ErrorEvent as MapErrorEvent, MapSourceDataEvent } from 'maplibre-gl';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { Layer, Map as MapView, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import { avenueLayer, basemapStyle, borderLayer, landLayer, roadCasingLayer, SEA_LAYER_ID, streetLayer } from '../basemap/basemapStyle.ts';
import { MAP_THEME_PALETTES, MAP_THEME_RASTER, type MapTheme } from '../basemap/mapThemes.ts';
import { loadNaturalEarth, type NaturalEarth } from '../basemap/naturalEarth.ts';
import { useAsyncEffect, useT } from '../../../ui/index.ts';
import type { LngLat } from '../model/coordinates.ts';
import { EagleEye } from '../tools/EagleEye.tsx';
import { MapNavigation } from '../tools/MapNavigation.tsx';
import type { RasterTiles } from '../tools/onlineTiles.ts';
import { RangingLayer } from '../tools/RangingLayer.tsx';
import { MapDeck } from './MapDeck.tsx';
import { TerminalsOverlay, type MapFocus } from './TerminalsOverlay.tsx';

export type TileOutcome = 'loaded' | 'failed';

type MonitoringMapProps = {
  readonly roadNet: RoadNet | null;
  readonly roadNetVisible: boolean;
  readonly theme: MapTheme;
  /** Online tiles drawn above the offline land and below the road net; null for the offline map only. */
  readonly raster: RasterTiles | null;
  /** The latest tile of the online source loaded or failed: the page tells the dispatcher when they fail. */
  readonly onTiles: (outcome: TileOutcome) => void;
  readonly eagleEye: boolean;
  /** The ranging polyline while ranging is on (clicks add points instead of picking terminals), else null. */
  readonly ranging: readonly LngLat[] | null;
  readonly onRangingPoint: (point: LngLat) => void;
  readonly selected: string | null;
  readonly follow: string | null;
  readonly onPick: (msId: string | null) => void;
  /** A terminal to bring into view (a new SOS, or one chosen in the SOS list). */
  readonly focus?: MapFocus | null;
  /** Whether the terminal layer is drawn (the layers panel switches it); default on. */
  readonly terminalsVisible?: boolean;
  /** More map layers of other modules (markers, fences, geo-calls, track playback): they may use react-map-gl's useMap and draw with useMapLayers. */
  readonly children?: ReactNode;
};

/** Before any terminal reports a position: the whole world. */
const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1.5 };
const FIT_PADDING_PX = 48;
const FIT_MAX_ZOOM = 15;
/** The style holds no layer of its own: every layer is a child below, so their order is fixed. */
const STYLE = { ...basemapStyle(MAP_THEME_PALETTES.normal), layers: [] };
const NOTHING: FeatureCollection = { type: 'FeatureCollection', features: [] };
export const ONLINE_TILES_SOURCE = 'online-tiles';

/** The offline basemap (Natural Earth + the emulator's road net), optional online tiles, the terminals over it. */
export function MonitoringMap(props: MonitoringMapProps) {
  const { roadNet, roadNetVisible, theme, raster, eagleEye, ranging, selected, follow, onPick, focus = null, terminalsVisible = true, children } = props;
  const t = useT();
  const map = useRef<MapRef>(null);
  const [world, setWorld] = useState<NaturalEarth | null>(null);
  const [failed, setFailed] = useState(false);
  const palette = MAP_THEME_PALETTES[theme];
  const rasterPaint = MAP_THEME_RASTER[theme];
  const latest = useRef(props);
  latest.current = props;

  useAsyncEffect(() => loadNaturalEarth(), setWorld, () => setFailed(true), []);

  const fitFleet = useCallback((bounds: [[number, number], [number, number]]) => {
    map.current?.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  }, []);

  // Tests and support staff wait for this before reading pixels: the land is drawn and the map is idle.
  const onIdle = useCallback(() => {
    const element = map.current?.getContainer();
    if (!element || !world) return;
    element.dataset.basemap = roadNet ? 'land+roads' : 'land';
    element.dataset.theme = theme;
    element.dataset.roadNet = roadNetVisible ? 'on' : 'off';
  }, [world, roadNet, theme, roadNetVisible]);

  // MapLibre reports a tile's failure as an error event of the map naming its source (404s are not reported: no tile there).
  const onError = useCallback((event: MapErrorEvent & { sourceId?: string }) => {
    if (event.sourceId === ONLINE_TILES_SOURCE) latest.current.onTiles('failed');
  }, []);
  const onData = useCallback((event: MapSourceDataEvent) => {
    if (event.sourceId === ONLINE_TILES_SOURCE && event.tile && event.dataType === 'source') latest.current.onTiles('loaded');
  }, []);
  const onClick = useCallback((event: MapLayerMouseEvent) => {
    if (latest.current.ranging) latest.current.onRangingPoint({ lng: event.lngLat.lng, lat: event.lngLat.lat });
  }, []);

  const visibility = roadNetVisible ? 'visible' : 'none';
  return (
    <MapView
      ref={map}
      initialViewState={WORLD_VIEW}
      mapStyle={STYLE}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      doubleClickZoom={!ranging}
      cursor={ranging ? 'crosshair' : undefined}
      onIdle={onIdle}
      onError={onError}
      onSourceData={onData}
      onClick={onClick}
      id="map-monitoring"
    >
      <Layer id={SEA_LAYER_ID} type="background" paint={{ 'background-color': palette.sea }} />
      <Source id="natural-earth-land" type="geojson" data={world?.land ?? NOTHING}>
        <Layer {...landLayer(palette)} />
      </Source>
      <Source id="natural-earth-borders" type="geojson" data={world?.borders ?? NOTHING}>
        <Layer {...borderLayer(palette)} />
      </Source>
      {raster && (
        // Keyed by its templates: MapLibre cannot change a raster source's tiles in place.
        <Source
          key={raster.tiles.join(' ')}
          id={ONLINE_TILES_SOURCE}
          type="raster"
          tiles={[...raster.tiles]}
          tileSize={raster.tileSize}
          maxzoom={raster.maxzoom}
          attribution={raster.attribution}
        >
          <Layer
            id="online-tiles"
            type="raster"
            // Below the road net; on a first render the road layers do not exist yet and come after it anyway.
            beforeId={map.current?.getMap().getLayer('road-casing') ? 'road-casing' : undefined}
            paint={{
              'raster-saturation': rasterPaint.saturation,
              'raster-brightness-max': rasterPaint.brightnessMax,
              'raster-brightness-min': rasterPaint.brightnessMin,
              'raster-fade-duration': 0,
            }}
          />
        </Source>
      )}
      <Source id="road-net" type="geojson" data={roadNet ?? NOTHING}>
        <Layer {...roadCasingLayer(palette)} layout={{ visibility }} />
        <Layer {...streetLayer(palette)} layout={{ visibility }} />
        <Layer {...avenueLayer(palette)} layout={{ visibility }} />
      </Source>
      {ranging && <RangingLayer points={ranging} />}
      {/* One deck.gl instance for the whole map: the terminals and the other modules' layers (children) draw through it. */}
      <MapDeck>
        <TerminalsOverlay selected={selected} follow={follow} onPick={onPick} onFirstPositions={fitFleet} focus={focus} visible={terminalsVisible} />
        {children}
      </MapDeck>
      {eagleEye && <EagleEye theme={theme} world={world} />}
      <MapNavigation aboveEagleEye={eagleEye} />
      {failed && (
        <p className="maps__notice maps__notice--centre" role="status">
          {t('maps.basemapFailed')}
        </p>
      )}
    </MapView>
  );
}

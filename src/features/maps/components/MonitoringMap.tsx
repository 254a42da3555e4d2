import 'maplibre-gl/dist/maplibre-gl.css';
import '../basemap/maplibreWorker.ts';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { Layer, Map as MapView, Source, type MapRef } from 'react-map-gl/maplibre';
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import { AVENUE_LAYER, BASEMAP_STYLE, BORDER_LAYER, LAND_LAYER, ROAD_CASING_LAYER, STREET_LAYER } from '../basemap/basemapStyle.ts';
import { loadNaturalEarth, type NaturalEarth } from '../basemap/naturalEarth.ts';
import { useT } from '../../../ui/index.ts';
import { TerminalsOverlay } from './TerminalsOverlay.tsx';

type MonitoringMapProps = {
  readonly roadNet: RoadNet | null;
  readonly selected: string | null;
  readonly follow: string | null;
  readonly onPick: (msId: string | null) => void;
  /** More map layers of other modules (track playback); they may use react-map-gl's useMap. */
  readonly children?: ReactNode;
};

/** Before any terminal reports a position: the whole world. */
const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1.5 };
const FIT_PADDING_PX = 48;
const FIT_MAX_ZOOM = 15;

/** The offline basemap (Natural Earth + the emulator's road net) with the terminals over it. */
export function MonitoringMap({ roadNet, selected, follow, onPick, children }: MonitoringMapProps) {
  const t = useT();
  const map = useRef<MapRef>(null);
  const [world, setWorld] = useState<NaturalEarth | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    loadNaturalEarth().then(
      (data) => current && setWorld(data),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, []);

  const fitFleet = useCallback((bounds: [[number, number], [number, number]]) => {
    map.current?.fitBounds(bounds, { padding: FIT_PADDING_PX, maxZoom: FIT_MAX_ZOOM, duration: 0 });
  }, []);

  // Tests and support staff wait for this before reading pixels: the land is drawn and the map is idle.
  const onIdle = useCallback(() => {
    const element = map.current?.getContainer();
    if (element && world) element.dataset.basemap = roadNet ? 'land+roads' : 'land';
  }, [world, roadNet]);

  return (
    <MapView
      ref={map}
      initialViewState={WORLD_VIEW}
      mapStyle={BASEMAP_STYLE}
      style={{ position: 'absolute', inset: 0 }}
      attributionControl={false}
      onIdle={onIdle}
      id="map-monitoring"
    >
      {world && (
        <>
          <Source id="natural-earth-land" type="geojson" data={world.land}>
            <Layer {...LAND_LAYER} />
          </Source>
          <Source id="natural-earth-borders" type="geojson" data={world.borders}>
            <Layer {...BORDER_LAYER} />
          </Source>
        </>
      )}
      {roadNet && (
        <Source id="road-net" type="geojson" data={roadNet}>
          <Layer {...ROAD_CASING_LAYER} />
          <Layer {...STREET_LAYER} />
          <Layer {...AVENUE_LAYER} />
        </Source>
      )}
      <TerminalsOverlay selected={selected} follow={follow} onPick={onPick} onFirstPositions={fitFleet} />
      {children}
      {failed && (
        <p className="maps__notice maps__notice--centre" role="status">
          {t('maps.basemapFailed')}
        </p>
      )}
    </MapView>
  );
}

import 'maplibre-gl/dist/maplibre-gl.css';
import '../basemap/maplibreWorker.ts';
import type { FeatureCollection } from 'geojson';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Layer, Map as MapView, Marker, Source, type MapLayerMouseEvent, type MapRef } from 'react-map-gl/maplibre';
import type { RoadNet } from '../../../../protocol/roadNet.ts';
import { useAsyncEffect } from '../../../ui/index.ts';
import { avenueLayer, basemapStyle, borderLayer, landLayer, roadCasingLayer, SEA_LAYER_ID, streetLayer } from '../basemap/basemapStyle.ts';
import { MAP_THEME_PALETTES } from '../basemap/mapThemes.ts';
import { loadNaturalEarth, type NaturalEarth } from '../basemap/naturalEarth.ts';
import { nearestRoad } from '../model/nearestRoad.ts';
import { loadRoadNet, type RoadNetDs } from '../model/roadNet.ts';

export type PickedPlace = { readonly lat: number; readonly lng: number };
export type PlacePickerMapProps = {
  readonly ds: RoadNetDs;
  readonly place: PickedPlace | null;
  /** The clicked point and the name of the nearest road of the road net ('' when none is near). */
  readonly onPick: (place: PickedPlace, address: string) => void;
  readonly label: string;
};

const STYLE = { ...basemapStyle(MAP_THEME_PALETTES.normal), layers: [] };
const NOTHING: FeatureCollection = { type: 'FeatureCollection', features: [] };
const WORLD_VIEW = { longitude: 0, latitude: 20, zoom: 1.5 };
const palette = MAP_THEME_PALETTES.normal;

/** The box around the road net: where the fleet works, so where a job is likely to be. */
function boundsOf(net: RoadNet): [[number, number], [number, number]] | null {
  let [west, south, east, north] = [180, 90, -180, -90];
  for (const road of net.features) {
    for (const [lng, lat] of road.geometry.coordinates) {
      west = Math.min(west, lng);
      east = Math.max(east, lng);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  }
  return west <= east ? [[west, south], [east, north]] : null;
}

/**
 * A small map to pick a place with one click (job ticketing's location): the offline basemap and
 * the emulator's road net, whose nearest road names the place (the console has no geocoder).
 */
export function PlacePickerMap({ ds, place, onPick, label }: PlacePickerMapProps) {
  const map = useRef<MapRef>(null);
  const [world, setWorld] = useState<NaturalEarth | null>(null);
  const [roadNet, setRoadNet] = useState<RoadNet | null>(null);

  useAsyncEffect(() => loadNaturalEarth(), setWorld, () => undefined, [ds]);
  // Without a road net the map still picks places, only without a road name.
  useAsyncEffect(() => loadRoadNet(ds), setRoadNet, () => undefined, [ds]);

  useEffect(() => {
    const bounds = roadNet && boundsOf(roadNet);
    if (bounds) map.current?.fitBounds(bounds, { padding: 10, duration: 0 });
  }, [roadNet]);

  const onIdle = useCallback(() => {
    const element = map.current?.getContainer();
    if (element && world) element.dataset.ready = roadNet ? 'land+roads' : 'land';
  }, [world, roadNet]);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const at = { lng: event.lngLat.lng, lat: event.lngLat.lat };
      onPick(at, nearestRoad(roadNet, at) ?? '');
    },
    [roadNet, onPick],
  );

  return (
    <div className="maps-place-picker" role="region" aria-label={label} data-testid="place-picker">
      <MapView ref={map} initialViewState={WORLD_VIEW} mapStyle={STYLE} style={{ width: '100%', height: '100%' }} attributionControl={false} cursor="crosshair" onIdle={onIdle} onClick={onClick} id="place-picker">
        <Layer id={SEA_LAYER_ID} type="background" paint={{ 'background-color': palette.sea }} />
        <Source id="natural-earth-land" type="geojson" data={world?.land ?? NOTHING}>
          <Layer {...landLayer(palette)} />
        </Source>
        <Source id="natural-earth-borders" type="geojson" data={world?.borders ?? NOTHING}>
          <Layer {...borderLayer(palette)} />
        </Source>
        <Source id="road-net" type="geojson" data={roadNet ?? NOTHING}>
          <Layer {...roadCasingLayer(palette)} />
          <Layer {...streetLayer(palette)} />
          <Layer {...avenueLayer(palette)} />
        </Source>
        {place ? <Marker longitude={place.lng} latitude={place.lat} color="#e53935" /> : null}
      </MapView>
    </div>
  );
}

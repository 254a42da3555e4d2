import { useEffect, useState, type CSSProperties } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { IconButton, useIntl, useT } from '../../../ui/index.ts';
import { metresPerPixel, scaleBar } from '../model/scaleBar.ts';
import { useDistanceText } from './RangingLayer.tsx';

/** The scale bar's longest length on screen. */
const SCALE_MAX_PX = 100;

type Camera = { readonly zoom: number; readonly minZoom: number; readonly maxZoom: number; readonly bearing: number; readonly pitch: number; readonly lat: number };

const sameCamera = (a: Camera | null, b: Camera) =>
  a !== null && a.zoom === b.zoom && a.minZoom === b.minZoom && a.maxZoom === b.maxZoom && a.bearing === b.bearing && a.pitch === b.pitch && a.lat === b.lat;

/**
 * Zoom in, zoom out, north up again, and a scale bar: the map used by touch, on a video wall or
 * without a scroll wheel (MapLibre's own keys and gestures still work).
 */
export function MapNavigation({ aboveEagleEye }: { aboveEagleEye: boolean }) {
  const t = useT();
  const { current: map } = useMap();
  const [camera, setCamera] = useState<Camera | null>(null);

  useEffect(() => {
    if (!map) return;
    const read = () => {
      const next = { zoom: map.getZoom(), minZoom: map.getMinZoom(), maxZoom: map.getMaxZoom(), bearing: map.getBearing(), pitch: map.getPitch(), lat: map.getCenter().lat };
      // A pan at one zoom changes only the latitude's scale: one render per moved frame at most.
      setCamera((current) => (sameCamera(current, next) ? current : next));
    };
    read();
    map.on('move', read);
    return () => {
      map.off('move', read);
    };
  }, [map]);

  if (!map || !camera) return null;
  const turned = camera.bearing !== 0 || camera.pitch !== 0;
  return (
    <>
      <div
        className={aboveEagleEye ? 'maps-navigation maps-navigation--above-eagle-eye' : 'maps-navigation'}
        role="group"
        aria-label={t('maps.navigation.label')}
        data-testid="map-navigation"
      >
        <IconButton icon="plus" label={t('maps.navigation.zoomIn')} isDisabled={camera.zoom >= camera.maxZoom} onPress={() => map.zoomIn()} data-testid="map-zoom-in" />
        <IconButton icon="minus" label={t('maps.navigation.zoomOut')} isDisabled={camera.zoom <= camera.minZoom} onPress={() => map.zoomOut()} data-testid="map-zoom-out" />
        <IconButton
          icon="north"
          label={t('maps.navigation.resetNorth')}
          className="maps-navigation__north"
          style={{ '--map-bearing': `${-camera.bearing}deg` } as CSSProperties}
          isDisabled={!turned}
          onPress={() => map.resetNorthPitch()}
          data-testid="map-reset-north"
        />
      </div>
      <MapScale metresPerPx={metresPerPixel(camera.lat, camera.zoom)} />
    </>
  );
}

/** A bar of a round ground length at the map's centre, labelled in the dispatcher's language. */
function MapScale({ metresPerPx }: { metresPerPx: number }) {
  const intl = useIntl();
  const { metres, widthPx } = scaleBar(metresPerPx, SCALE_MAX_PX);
  const text = useDistanceText(metres);
  // Whole metres and kilometres read as ranging does; below a metre (deepest zoom near a pole) in tenths.
  const label = metres < 1 ? intl.formatNumber(metres, { style: 'unit', unit: 'meter', unitDisplay: 'short', maximumFractionDigits: 1 }) : text;
  return (
    <div className="maps-scale" data-testid="map-scale" data-metres={metres} data-width-px={widthPx}>
      <span className="maps-scale__bar" style={{ width: `${widthPx}px` }} />
      <span className="maps-scale__label">{label}</span>
    </div>
  );
}

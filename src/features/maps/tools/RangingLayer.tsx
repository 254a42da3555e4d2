import type { FeatureCollection } from 'geojson';
import { useMemo } from 'react';
import { Layer, Marker, Source } from 'react-map-gl/maplibre';
import { useIntl } from '../../../ui/index.ts';
import type { LngLat } from '../model/coordinates.ts';
import { displayDistance, greatCircleDistance } from '../model/ranging.ts';

const RANGING_COLOUR = '#e8590c';

/** The measured polyline: its legs, its points, and the distance so far at each point. */
export function RangingLayer({ points }: { points: readonly LngLat[] }) {
  const data = useMemo<FeatureCollection>(
    () => ({
      type: 'FeatureCollection',
      features: [
        ...(points.length > 1
          ? [{ type: 'Feature' as const, properties: {}, geometry: { type: 'LineString' as const, coordinates: points.map((p) => [p.lng, p.lat]) } }]
          : []),
        ...points.map((p) => ({ type: 'Feature' as const, properties: {}, geometry: { type: 'Point' as const, coordinates: [p.lng, p.lat] } })),
      ],
    }),
    [points],
  );
  const totals = useMemo(() => {
    let sum = 0;
    return points.map((point, at) => (sum += at === 0 ? 0 : greatCircleDistance(points[at - 1]!, point)));
  }, [points]);
  return (
    <>
      <Source id="ranging" type="geojson" data={data}>
        <Layer id="ranging-line" type="line" filter={['==', ['geometry-type'], 'LineString']} paint={{ 'line-color': RANGING_COLOUR, 'line-width': 3 }} />
        <Layer
          id="ranging-points"
          type="circle"
          filter={['==', ['geometry-type'], 'Point']}
          paint={{ 'circle-radius': 5, 'circle-color': '#ffffff', 'circle-stroke-color': RANGING_COLOUR, 'circle-stroke-width': 2 }}
        />
      </Source>
      {points.map((point, at) =>
        at === 0 ? null : (
          <Marker key={at} longitude={point.lng} latitude={point.lat} anchor="bottom-left" offset={[6, -6]}>
            <DistanceLabel metres={totals[at]!} />
          </Marker>
        ),
      )}
    </>
  );
}

function DistanceLabel({ metres }: { metres: number }) {
  return <span className="maps-ranging__label">{useDistanceText(metres)}</span>;
}

/** "1.23 km" or "850 m" in the dispatcher's language (the browser's unit formatting: "1,23 km", "850 м"). */
export function useDistanceText(metres: number): string {
  const intl = useIntl();
  const { value, unit } = displayDistance(metres);
  return intl.formatNumber(value, { style: 'unit', unit: unit === 'km' ? 'kilometer' : 'meter', unitDisplay: 'short', maximumFractionDigits: unit === 'km' ? 2 : 0 });
}

import type { ReactNode } from 'react';
import { useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import { convertSpeed, type SpeedUnit } from '../../maps/index.ts';
import type { TrackStatistics } from '../model/track.ts';
import { readDistance } from '../model/units.ts';

export const SPEED_KEYS: Record<SpeedUnit, MessageKey> = { 'm/s': 'maps.speed.ms', mph: 'maps.speed.mph', 'km/h': 'maps.speed.kmh' };

/** A read-out whose raw value (metres, m/s, ms) rides along as data-value for support staff and tests. */
export function Reading({ label, testId, value, children }: { label: string; testId: string; value: number; children: ReactNode }) {
  return (
    <div className="track-summary__field">
      <dt>{label}</dt>
      <dd data-testid={testId} data-value={value}>
        {children}
      </dd>
    </div>
  );
}

export function useTrackFormat(unit: SpeedUnit) {
  const t = useT();
  const intl = useIntl();
  return {
    speed: (metresPerSecond: number) => t(SPEED_KEYS[unit], { speed: intl.formatNumber(convertSpeed(metresPerSecond, unit), { maximumFractionDigits: 1 }) }),
    distance: (metres: number) => {
      const reading = readDistance(metres);
      return t(reading.unit === 'km' ? 'trackPlayback.distanceKm' : 'trackPlayback.distanceM', { value: intl.formatNumber(reading.value) });
    },
    time: (at: number) => intl.formatDate(at, { dateStyle: 'short', timeStyle: 'medium' }),
  };
}

/** SPEC §3 track result: distance, start, end, max, min and average speed. */
export function TrackSummary({ statistics, unit }: { statistics: TrackStatistics; unit: SpeedUnit }) {
  const t = useT();
  const format = useTrackFormat(unit);
  return (
    <dl className="track-summary" data-testid="track-summary" data-speed-unit={unit}>
      <Reading label={t('trackPlayback.distance')} testId="track-distance" value={statistics.distanceM}>{format.distance(statistics.distanceM)}</Reading>
      <Reading label={t('trackPlayback.startTime')} testId="track-start" value={statistics.start}>{format.time(statistics.start)}</Reading>
      <Reading label={t('trackPlayback.endTime')} testId="track-end" value={statistics.end}>{format.time(statistics.end)}</Reading>
      <Reading label={t('trackPlayback.maxSpeed')} testId="track-max-speed" value={statistics.maxSpeed}>{format.speed(statistics.maxSpeed)}</Reading>
      <Reading label={t('trackPlayback.minSpeed')} testId="track-min-speed" value={statistics.minSpeed}>{format.speed(statistics.minSpeed)}</Reading>
      <Reading label={t('trackPlayback.avgSpeed')} testId="track-avg-speed" value={statistics.avgSpeed}>{format.speed(statistics.avgSpeed)}</Reading>
    </dl>
  );
}

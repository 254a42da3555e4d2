import { Button, SelectField, Slider, useIntl, useT, type MessageKey } from '../../../ui/index.ts';
import type { SpeedUnit } from '../../maps/index.ts';
import { PLAYBACK_SPEEDS, PlayState, type PlaybackCursor, type PlaybackSpeed } from '../model/playback.ts';
import type { Track } from '../model/track.ts';
import { Reading, useTrackFormat } from './TrackSummary.tsx';

const STATE_KEYS: Record<PlayState, MessageKey> = {
  moving: 'trackPlayback.state.moving',
  paused: 'trackPlayback.state.paused',
  moveend: 'trackPlayback.state.moveend',
};

type PlaybackControlsProps = {
  readonly track: Track;
  readonly cursor: PlaybackCursor;
  readonly speed: PlaybackSpeed;
  readonly unit: SpeedUnit;
  readonly onPlay: () => void;
  readonly onPause: () => void;
  readonly onSpeed: (speed: PlaybackSpeed) => void;
  readonly onSeek: (index: number) => void;
};

/** Play/pause, speed, the point slider and what the current fix says (time, speed, direction, altitude). */
export function PlaybackControls({ track, cursor, speed, unit, onPlay, onPause, onSpeed, onSeek }: PlaybackControlsProps) {
  const t = useT();
  const intl = useIntl();
  const format = useTrackFormat(unit);
  const row = cursor.index;
  const moving = cursor.state === PlayState.Moving;
  return (
    <div className="track-controls" data-testid="track-controls">
      <div className="track-controls__row">
        <Button variant="primary" data-testid="track-play" onPress={moving ? onPause : onPlay} isDisabled={track.length < 2}>
          {t(moving ? 'trackPlayback.pause' : 'trackPlayback.play')}
        </Button>
        <SelectField<`${PlaybackSpeed}`>
          label={t('trackPlayback.speed')}
          testId="track-speed"
          value={`${speed}`}
          options={PLAYBACK_SPEEDS.map((option) => ({ value: `${option}`, label: t('trackPlayback.speedValue', { speed: intl.formatNumber(option) }) }))}
          onChange={(value) => onSpeed(Number(value) as PlaybackSpeed)}
        />
        <span className="track-controls__state" data-testid="track-state" data-state={cursor.state}>
          {t(STATE_KEYS[cursor.state])}
        </span>
      </div>
      <Slider
        label={t('trackPlayback.point')}
        testId="track-point-slider"
        value={row}
        minValue={0}
        maxValue={Math.max(0, track.length - 1)}
        onChange={onSeek}
      />
      <dl className="track-summary">
        <Reading label={t('trackPlayback.point')} testId="track-point" value={row}>
          {t('trackPlayback.pointValue', { position: intl.formatNumber(row + 1), total: intl.formatNumber(track.length) })}
        </Reading>
        <Reading label={t('trackPlayback.time')} testId="track-point-time" value={track.time[row]!}>{format.time(track.time[row]!)}</Reading>
        <Reading label={t('trackPlayback.pointSpeed')} testId="track-point-speed" value={track.speed[row]!}>{format.speed(track.speed[row]!)}</Reading>
        <Reading label={t('trackPlayback.direction')} testId="track-direction" value={track.direction[row]!}>
          {t('trackPlayback.directionValue', { degrees: intl.formatNumber(track.direction[row]!, { maximumFractionDigits: 0 }) })}
        </Reading>
        <Reading label={t('trackPlayback.altitude')} testId="track-altitude" value={track.altitude[row]!}>
          {t('trackPlayback.altitudeValue', { metres: intl.formatNumber(track.altitude[row]!, { maximumFractionDigits: 1 }) })}
        </Reading>
        <Reading label={t('trackPlayback.travelled')} testId="track-travelled" value={track.cumulative[row]!}>{format.distance(track.cumulative[row]!)}</Reading>
      </dl>
    </div>
  );
}

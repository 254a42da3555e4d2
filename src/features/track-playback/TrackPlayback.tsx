import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import { useAtomValue } from '../../state/jotai.ts';
import { clientConfigAtom } from '../../state/session.ts';
import { IconButton, useIntl, useT } from '../../ui/index.ts';
import { boundsOfFixes, MAP_LAYER_ORDER, parseSpeedUnit, useMapLayers, useMapQuery } from '../maps/index.ts';
import { PlaybackControls } from './components/PlaybackControls.tsx';
import { TimeRangeForm } from './components/TimeRangeForm.tsx';
import { TrackDownloads } from './components/TrackDownloads.tsx';
import { TrackSummary } from './components/TrackSummary.tsx';
import { pathData, trackLayers } from './layers/trackLayers.ts';
import { loadTrack, type TrackDs, type TrackQuery, type TrackQueryRange } from './model/loadTrack.ts';
import { zoneOffsetMinutes } from './model/quickRanges.ts';
import { advancePlayback, DEFAULT_PLAYBACK, pause, play, seekToIndex, type PlaybackCursor, type PlaybackSpeed } from './model/playback.ts';
import type { Track } from './model/track.ts';
import './track-playback.css';

export type TrackPlaybackProps = {
  readonly ds: TrackDs;
  readonly msId: string;
  readonly name: string;
  readonly onClose: () => void;
  /** Query the last this many ms at once (an acknowledged SOS opens its terminal's recent track). */
  readonly recentMs?: number | undefined;
};

const START: PlaybackCursor = { at: 0, index: DEFAULT_PLAYBACK.point, state: DEFAULT_PLAYBACK.state };
const NO_LAYERS: readonly never[] = [];

/**
 * SPEC §2 terminal operation "track playback", a child of the map (it draws on the map's deck.gl
 * overlay, below the terminals). The track lives in typed arrays outside React; React holds the
 * cursor (one fix index) and the panel, so a 1M-point track costs a render of a few numbers per frame.
 */
export function TrackPlayback({ ds, msId, name, onClose, recentMs }: TrackPlaybackProps) {
  const t = useT();
  const intl = useIntl();
  const config = useAtomValue(clientConfigAtom);
  const unit = parseSpeedUnit(config?.speedUnit);
  const { current: map } = useMap();
  const { state: loaded, run } = useMapQuery<{ track: Track; truncated: boolean }>(map, trackBounds);
  const [cursor, setCursor] = useState<PlaybackCursor>(START);
  const [speed, setSpeed] = useState<PlaybackSpeed>(DEFAULT_PLAYBACK.speed);
  // The range of the track on screen, for its file download.
  const [query, setQuery] = useState<TrackQuery | null>(null);
  const track = loaded.kind === 'ready' ? loaded.value.track : null;
  const whole = useMemo(() => (track ? pathData(track) : null), [track]);

  const onQuery = useCallback(
    (range: TrackQueryRange) => {
      setCursor(START);
      const next = { msId, ...range };
      run(
        (signal) => loadTrack(ds, next, signal),
        ({ track: loadedTrack }) => {
          setQuery(next);
          setCursor({ ...START, at: loadedTrack.length > 0 ? loadedTrack.time[0]! : 0 });
        },
      );
    },
    [ds, msId, run],
  );

  // Opened for a recent track: query it once, as the form would for that range.
  const recentQueried = useRef(false);
  useEffect(() => {
    if (recentMs === undefined || recentQueried.current) return;
    recentQueried.current = true;
    const end = Date.now();
    onQuery({ start: end - recentMs, end, tz: zoneOffsetMinutes(end) });
  }, [recentMs, onQuery]);

  // The path's data object changes once per track; only the marker follows the cursor.
  const layers = useMemo(() => (track && whole && track.length > 0 ? trackLayers(track, whole, cursor.index) : NO_LAYERS), [track, whole, cursor.index]);
  useMapLayers('track-playback', layers, MAP_LAYER_ORDER.track);

  // The clock runs on animation frames while playing; it stops itself at moveend.
  const speedRef = useRef(speed);
  speedRef.current = speed;
  const moving = cursor.state === 'moving';
  useEffect(() => {
    if (!moving || !track) return;
    let last = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - last;
      last = now;
      setCursor((current) => advancePlayback(track, current, elapsed, speedRef.current));
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [moving, track]);

  return (
    <section className="ui-map-panel track-playback" data-testid="track-playback" data-ms-id={msId} aria-labelledby="track-playback-title">
      <header className="ui-map-panel__header track-playback__header">
        <h2 id="track-playback-title">{t('trackPlayback.title', { name })}</h2>
        <IconButton icon="close" label={t('trackPlayback.close')} onPress={onClose} />
      </header>
      <TimeRangeForm busy={loaded.kind === 'loading'} onQuery={onQuery} />
      <div className="track-playback__status" role="status" data-testid="track-status" data-kind={loaded.kind}>
        {loaded.kind === 'loading' && t('trackPlayback.loading')}
        {loaded.kind === 'failed' && t('trackPlayback.failed', { code: loaded.code })}
        {loaded.kind === 'ready' && loaded.value.track.length === 0 && t('trackPlayback.empty')}
        {loaded.kind === 'ready' && loaded.value.track.length > 0 && t('trackPlayback.points', { count: intl.formatNumber(loaded.value.track.length) })}
        {loaded.kind === 'ready' && loaded.value.truncated && ` ${t('trackPlayback.truncated')}`}
      </div>
      {track && track.length > 0 && (
        <>
          <TrackSummary statistics={track.statistics} unit={unit} />
          {query && <TrackDownloads query={query} />}
          <PlaybackControls
            track={track}
            cursor={cursor}
            speed={speed}
            unit={unit}
            onPlay={() => setCursor((current) => play(track, current))}
            onPause={() => setCursor(pause)}
            onSpeed={setSpeed}
            onSeek={(index) => setCursor((current) => seekToIndex(track, current, index))}
          />
        </>
      )}
    </section>
  );
}

const trackBounds = ({ track }: { track: Track }) => boundsOfFixes([track]);

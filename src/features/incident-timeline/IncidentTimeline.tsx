import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMap } from 'react-map-gl/maplibre';
import type { Incident } from '../../../protocol/index.ts';
import { groupsAtom, terminalsAtom } from '../../state/eventLog.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { Button, IconButton, useIntl, useT, type MessageKey } from '../../ui/index.ts';
import { boundsOfFixes, MAP_LAYER_ORDER, useMapLayers, useMapQuery } from '../maps/index.ts';
import { pathData, TimeRangeForm, trackLayers, type TrackLayerStyle } from '../track-playback/index.ts';
import { IncidentList } from './components/IncidentList.tsx';
import { IncidentSaveForm } from './components/IncidentSaveForm.tsx';
import { SubjectPicker } from './components/SubjectPicker.tsx';
import { TimelineEvents } from './components/TimelineEvents.tsx';
import { TimelineVideo } from './components/TimelineVideo.tsx';
import type { IncidentDs } from './incidents.ts';
import { loadTimeline } from './load.ts';
import {
  audioOffsetSeconds,
  clampTo,
  extentOf,
  fixIndexAt,
  fractionOf,
  nextSegmentAfter,
  segmentAt,
  type Segment,
  type Timeline,
  type TimelineDs,
  type TimelineSource,
  type TimelineSubject,
  type TimelineWindow,
} from './model.ts';
import { groupSubject, parseSubjectKey, subjectOf, terminalSubject } from './subject.ts';
import './incident-timeline.css';

export type IncidentTimelineProps = {
  readonly ds: TimelineDs & IncidentDs;
  readonly msId: string;
  readonly name: string;
  readonly onClose: () => void;
};

/** Between transmissions play runs this many times faster than the wall clock (a minute a second at 60). */
const GAP_SPEEDS = [1, 10, 60, 600] as const;
type GapSpeed = (typeof GAP_SPEEDS)[number];

const SOURCE_KEYS: Record<TimelineSource, MessageKey> = {
  transmissions: 'incidentTimeline.source.transmissions',
  track: 'incidentTimeline.source.track',
  log: 'incidentTimeline.source.log',
  messages: 'incidentTimeline.source.messages',
  video: 'incidentTimeline.source.video',
};

/** Violet apart from track playback's blue; the marker red. A group's other members take the next colours. */
const TIMELINE_TRACK_STYLE: TrackLayerStyle = { id: 'incident-timeline', path: [124, 58, 237, 200], marker: [220, 38, 38, 255], markerRadius: 9 };
const MEMBER_PATHS: readonly [number, number, number, number][] = [
  [124, 58, 237, 200],
  [13, 148, 136, 200],
  [219, 39, 119, 200],
  [202, 138, 4, 200],
  [71, 85, 105, 200],
];
const memberStyle = (index: number): TrackLayerStyle =>
  index === 0 ? TIMELINE_TRACK_STYLE : { id: `incident-timeline-${index}`, path: MEMBER_PATHS[index % MEMBER_PATHS.length]!, marker: [220, 38, 38, 255], markerRadius: 7 };

/**
 * Issue 12 item 2, "one incident timeline": one terminal's transmissions, track, alarms (with every
 * step of their SOS workflow) and messages in one window, under one scrubber. The scrubber's time
 * is the one clock: it puts the audio element inside the transmission of that moment and the map
 * marker on the fix of that moment; play runs the audio in a transmission (its clock drives the
 * scrubber) and a fast clock between them.
 */
export function IncidentTimeline({ ds, msId, name, onClose }: IncidentTimelineProps) {
  const t = useT();
  const intl = useIntl();
  const { current: map } = useMap();
  const groups = useAtomValue(groupsAtom);
  const terminals = useAtomValue(terminalsAtom);
  const [subject, setSubject] = useState<TimelineSubject>(() => terminalSubject(msId, name));
  /** The range form's starting window and key: a reopened incident gives both. */
  const [range, setRange] = useState<{ key: string; initial?: { start: number; end: number } }>({ key: 'today' });
  const [listVersion, setListVersion] = useState(0);
  const { state: loaded, run, reset } = useMapQuery(map, timelineBounds);
  const [at, setAt] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [gapSpeed, setGapSpeed] = useState<GapSpeed>(60);
  const audio = useRef<HTMLAudioElement>(null);
  const timeline = loaded.kind === 'ready' ? loaded.value : null;
  const extent = useMemo(() => (timeline ? extentOf(timeline) : null), [timeline]);
  const track = timeline?.track ?? null;
  const whole = useMemo(() => (track && track.length > 0 ? pathData(track) : null), [track]);
  const index = track ? fixIndexAt(track, at) : -1;

  const subjectRef = useRef(subject);
  subjectRef.current = subject;
  const load = useCallback(
    (about: TimelineSubject, window: TimelineWindow) => {
      setPlaying(false);
      run(
        (signal) => loadTimeline(ds, about, window, signal),
        (next) => setAt(extentOf(next).start),
      );
    },
    [ds, run],
  );
  const onQuery = useCallback((window: TimelineWindow) => load(subjectRef.current, window), [load]);

  const pick = (key: string) => {
    const picked = parseSubjectKey(key);
    if (!picked) return;
    reset();
    setPlaying(false);
    setSubject(picked.kind === 'group' ? groupSubject(picked.id, groups, terminals) : terminalSubject(msId, name));
  };
  const reopen = (incident: Incident) => {
    const about = subjectOf(incident.subject, incident.subjectName, groups, terminals);
    setSubject(about);
    setRange({ key: `incident-${incident.id}`, initial: { start: incident.start, end: incident.end } });
    load(about, { start: incident.start, end: incident.end, tz: incident.tz });
  };

  // The map page's one deck.gl instance draws them, in the track's place among the layers; the first member's with the whole path cached.
  const others = useMemo(() => (timeline?.tracks ?? []).slice(1).filter((member) => member.track.length > 0).map((member) => ({ member, whole: pathData(member.track) })), [timeline]);
  const layers = useMemo(() => {
    const first = track && whole && index >= 0 ? trackLayers(track, whole, index, TIMELINE_TRACK_STYLE) : [];
    return [...first, ...others.flatMap(({ member, whole: path }, i) => trackLayers(member.track, path, fixIndexAt(member.track, at), memberStyle(i + 1)))];
  }, [track, whole, index, others, at]);
  useMapLayers('incident-timeline', layers, MAP_LAYER_ORDER.track);

  const playingRef = useRef(playing);
  playingRef.current = playing;
  const atRef = useRef(at);
  atRef.current = at;
  const gapRef = useRef(gapSpeed);
  gapRef.current = gapSpeed;

  /** Puts the audio element where the scrubber's time is: inside its transmission, or silent between them. */
  const placeAudio = useCallback(
    (time: number, play: boolean) => {
      const element = audio.current;
      if (!element || !timeline) return;
      const segment = segmentAt(timeline.segments, time);
      if (!segment) {
        element.pause();
        return;
      }
      if (element.dataset.file !== segment.file) {
        element.dataset.file = segment.file;
        element.src = segment.url;
      }
      const offset = audioOffsetSeconds(segment, time);
      if (Math.abs(element.currentTime - offset) > 0.05) element.currentTime = offset;
      if (play) element.play().catch(() => undefined);
      else element.pause();
    },
    [timeline],
  );

  const seek = useCallback(
    (time: number) => {
      if (!extent) return;
      const next = clampTo(extent, time);
      setAt(next);
      placeAudio(next, playingRef.current);
    },
    [extent, placeAudio],
  );

  // The clock: inside a transmission the audio's own position is the time; between them a fast clock.
  useEffect(() => {
    if (!playing || !timeline || !extent) return;
    let last = performance.now();
    let current: Segment | null = segmentAt(timeline.segments, atRef.current);
    placeAudio(atRef.current, true);
    let frame = requestAnimationFrame(function tick(now) {
      const elapsed = now - last;
      last = now;
      const element = audio.current;
      let next: number;
      if (current && element && element.dataset.file === current.file && !element.ended) {
        next = current.start + element.currentTime * 1_000;
        if (next >= current.end - 1) next = current.end;
      } else {
        next = atRef.current + elapsed * gapRef.current;
        // Do not run past the start of the next transmission: it plays from its first second.
        const upcoming = nextSegmentAfter(timeline.segments, atRef.current);
        if (upcoming && next >= upcoming.start) next = upcoming.start;
      }
      const entered = segmentAt(timeline.segments, next);
      if (entered !== current) {
        current = entered;
        placeAudio(next, true);
      }
      next = Math.min(next, extent.end);
      atRef.current = next;
      setAt(next);
      if (next >= extent.end) {
        setPlaying(false);
        element?.pause();
        return;
      }
      frame = requestAnimationFrame(tick);
    });
    return () => {
      cancelAnimationFrame(frame);
      audio.current?.pause();
    };
  }, [playing, timeline, extent, placeAudio]);

  const segment = timeline ? segmentAt(timeline.segments, at) : null;
  const time = (value: number) => intl.formatDate(value, { dateStyle: 'short', timeStyle: 'medium' });
  const marker = track && index >= 0 ? { lat: track.lat[index]!, lng: track.lng[index]! } : null;

  return (
    <section
      className="ui-map-panel incident-timeline"
      data-testid="incident-timeline"
      data-ms-id={msId}
      data-subject-kind={subject.kind}
      data-subject-id={subject.id}
      aria-labelledby="incident-timeline-title"
    >
      <header className="ui-map-panel__header">
        <h2 id="incident-timeline-title">{t('incidentTimeline.title', { name: subject.name })}</h2>
        <IconButton icon="close" label={t('incidentTimeline.close')} onPress={onClose} />
      </header>
      <SubjectPicker terminal={{ msId, name }} subject={subject} onPick={pick} />
      <TimeRangeForm key={range.key} initial={range.initial} busy={loaded.kind === 'loading'} onQuery={onQuery} testIdPrefix="timeline" queryLabel={t('incidentTimeline.query')} />
      <div className="incident-timeline__status" role="status" data-testid="timeline-status" data-kind={loaded.kind}>
        {loaded.kind === 'loading' && t('incidentTimeline.loading')}
        {loaded.kind === 'failed' && t('incidentTimeline.failed', { code: loaded.code })}
        {timeline &&
          t('incidentTimeline.summary', {
            transmissions: intl.formatNumber(timeline.segments.length),
            fixes: intl.formatNumber(timeline.tracks.reduce((sum, member) => sum + member.track.length, 0)),
            events: intl.formatNumber(timeline.ticks.length),
          })}
        {timeline && timeline.failed.length > 0 && ` ${t('incidentTimeline.partial', { sources: timeline.failed.map((source) => t(SOURCE_KEYS[source])).join(', ') })}`}
      </div>
      {timeline && extent && (
        <div
          className="incident-timeline__player"
          data-testid="timeline-player"
          data-at={Math.round(at)}
          data-start={extent.start}
          data-end={extent.end}
          data-fix-index={index}
          data-marker-lat={marker?.lat}
          data-marker-lng={marker?.lng}
          data-segment={segment?.file ?? ''}
        >
          <div className="incident-timeline__lane" aria-hidden="true">
            {timeline.segments.map((item) => (
              <span
                key={item.file}
                className="incident-timeline__segment"
                data-testid="timeline-segment"
                data-file={item.file}
                data-active={item === segment || undefined}
                style={{ left: `${fractionOf(extent, item.start) * 100}%`, width: `${Math.max(0.5, (fractionOf(extent, item.end) - fractionOf(extent, item.start)) * 100)}%` }}
                title={t('incidentTimeline.transmission', { name: item.talker, group: item.gid })}
              />
            ))}
            {timeline.ticks.map((item) => (
              <span
                key={item.id}
                className="incident-timeline__tick"
                data-kind={item.kind}
                style={{ left: `${fractionOf(extent, item.time) * 100}%` }}
              />
            ))}
          </div>
          <input
            className="incident-timeline__scrubber"
            type="range"
            data-testid="timeline-scrubber"
            aria-label={t('incidentTimeline.scrubber')}
            aria-valuetext={time(at)}
            min={extent.start}
            max={extent.end}
            step={100}
            value={Math.round(at)}
            onChange={(event) => seek(Number(event.target.value))}
          />
          <div className="incident-timeline__controls">
            <Button variant="primary" data-testid="timeline-play" data-state={playing ? 'playing' : 'paused'} onPress={() => setPlaying((now) => !now)}>
              {playing ? t('incidentTimeline.pause') : t('incidentTimeline.play')}
            </Button>
            <label className="incident-timeline__speed">
              <span>{t('incidentTimeline.gapSpeed')}</span>
              <select className="ui-input" data-testid="timeline-gap-speed" value={gapSpeed} onChange={(event) => setGapSpeed(Number(event.target.value) as GapSpeed)}>
                {GAP_SPEEDS.map((speed) => (
                  <option key={speed} value={speed}>
                    {t('incidentTimeline.speedValue', { speed: intl.formatNumber(speed) })}
                  </option>
                ))}
              </select>
            </label>
            <span className="incident-timeline__now" data-testid="timeline-time">
              {time(at)}
            </span>
          </div>
          <p className="incident-timeline__playing" data-testid="timeline-now-playing">
            {segment ? t('incidentTimeline.nowPlaying', { name: segment.talker, group: segment.gid }) : t('incidentTimeline.silence')}
          </p>
          <TimelineVideo segments={timeline.videos} at={at} playing={playing} />
          {timeline.tracks.every((member) => member.track.length === 0) && <p className="incident-timeline__note">{t('incidentTimeline.noTrack')}</p>}
          {subject.kind === 'group' && (
            <p className="incident-timeline__note" data-testid="timeline-members">
              {t('incidentTimeline.members', { count: intl.formatNumber(timeline.tracks.filter((member) => member.track.length > 0).length), names: timeline.tracks.filter((member) => member.track.length > 0).map((member) => member.name).join(', ') })}
            </p>
          )}
          <audio ref={audio} data-testid="timeline-audio" preload="auto" />
          <TimelineEvents ticks={timeline.ticks} time={time} onSeek={seek} />
          <IncidentSaveForm
            key={`${subject.kind}:${subject.id}:${timeline.window.start}:${timeline.window.end}`}
            ds={ds}
            subject={{ kind: subject.kind, id: subject.id }}
            window={timeline.window}
            onSaved={() => setListVersion((version) => version + 1)}
          />
        </div>
      )}
      <IncidentList ds={ds} version={listVersion} onReopen={reopen} />
    </section>
  );
}

/** What the map fits on load: every member's track (a terminal timeline has one). */
const timelineBounds = (timeline: Timeline) => boundsOfFixes(timeline.tracks.map(({ track }) => track));

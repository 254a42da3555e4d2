/** Track playback (SPEC §2 terminal operations, §3 track result): mounted as a child of the monitoring map. */
export { TrackPlayback, TrackPlaybackButton } from './lazyParts.tsx';
export type { TrackPlaybackProps } from './TrackPlayback.tsx';
export { useTrackPlaybackEnabled } from './useTrackPlaybackEnabled.ts';
export type { TrackDs } from './model/loadTrack.ts';
export { loadTrack } from './model/loadTrack.ts';
// The pure parts (no DOM, no WebGL, no CSS), for benches and tests.
export { greatCircleMetres, indexAtTime, TrackBuilder, type Track, type TrackStatistics } from './model/track.ts';
// The track's deck.gl layers, for other screens that draw a track (deck.gl is tree-shaken where unused).
export { pathData, trackLayers, type TrackLayerStyle } from './layers/trackLayers.ts';
export { quickRange, QUICK_RANGES, type QuickRange } from './model/quickRanges.ts';
// SPEC §5's time range form with §9's quick ranges, for other screens that query by time (the logs).
export { TimeRangeForm, type TimeRangeFormProps } from './lazyParts.tsx';
export type { TrackQueryRange as TimeQueryRange } from './model/loadTrack.ts';
// Query screens open on today's range, queried once.
export { todayQuery } from './model/openQuery.ts';
export { useQueryOnOpen } from './useQueryOnOpen.ts';

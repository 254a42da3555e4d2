import { indexAtTime, type Track } from './track.ts';

/** SPEC §3 track defaults: speed 1, point 0, play state moveend. */
export const PlayState = { Moving: 'moving', Paused: 'paused', MoveEnd: 'moveend' } as const;
export type PlayState = (typeof PlayState)[keyof typeof PlayState];

export const DEFAULT_PLAYBACK = { speed: 1, point: 0, state: PlayState.MoveEnd } as const;

/** Speed 1 plays a minute of the track per second: an hour's patrol takes a minute to watch. */
export const TRACK_MS_PER_SECOND = 60_000;

export const PLAYBACK_SPEEDS = [0.5, 1, 2, 4, 8, 16, 32, 64] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

export type PlaybackCursor = {
  /** Track time the marker is at (ms). */
  readonly at: number;
  readonly index: number;
  readonly state: PlayState;
};

/** Where playback is after `elapsedMs` of wall time at `speed`; reaching the last fix ends it (moveend). */
export function advancePlayback(track: Track, cursor: PlaybackCursor, elapsedMs: number, speed: number): PlaybackCursor {
  if (cursor.state !== PlayState.Moving || track.length === 0) return cursor;
  const last = track.time[track.length - 1]!;
  const at = Math.min(last, cursor.at + (elapsedMs / 1_000) * speed * TRACK_MS_PER_SECOND);
  const index = indexAtTime(track.time, track.length, at);
  return { at, index, state: at >= last ? PlayState.MoveEnd : PlayState.Moving };
}

/** The slider or a seek puts the marker on a fix; playing continues from its time. */
export function seekToIndex(track: Track, cursor: PlaybackCursor, index: number): PlaybackCursor {
  if (track.length === 0) return cursor;
  const row = Math.max(0, Math.min(track.length - 1, Math.round(index)));
  return { ...cursor, at: track.time[row]!, index: row };
}

/** Play from where it is, or from the start once it has ended. */
export function play(track: Track, cursor: PlaybackCursor): PlaybackCursor {
  if (track.length < 2) return cursor;
  const atEnd = cursor.index >= track.length - 1;
  return { at: atEnd ? track.time[0]! : cursor.at, index: atEnd ? 0 : cursor.index, state: PlayState.Moving };
}

export const pause = (cursor: PlaybackCursor): PlaybackCursor => (cursor.state === PlayState.Moving ? { ...cursor, state: PlayState.Paused } : cursor);

import { PATH_GPS_BY_UTC, TrackLimits, TrackPageSchema } from '../../../../protocol/index.ts';
import { normaliseCoordinate } from '../../maps/index.ts';
import { TrackBuilder, type Track } from './track.ts';

export type TrackDs = { get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }> };

/** A range that passed the rules; `tz` is the dispatcher's zone (minutes east of UTC) for the month rule. */
export type TrackQueryRange = { readonly start: number; readonly end: number; readonly tz: number };
export type TrackQuery = TrackQueryRange & { readonly msId: string };

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Loads every page of a track straight into typed columns. Each fix is checked field by field
 * (text from the network is untrusted) without building a parsed copy; a malformed fix is skipped.
 */
export async function loadTrack(ds: TrackDs, query: TrackQuery, signal?: AbortSignal): Promise<{ track: Track; truncated: boolean }> {
  const builder = new TrackBuilder();
  let cursor: string | undefined;
  do {
    const answer = await ds.get(PATH_GPS_BY_UTC, { ...query, limit: TrackLimits.maxPage, cursor });
    if (signal?.aborted) throw new DOMException('track query replaced', 'AbortError');
    const page = TrackPageSchema.parse(answer.desc);
    for (const item of answer.list) {
      const fix = item as Record<string, unknown>;
      const { lat, lng, speed, direction, altitude, time } = fix ?? {};
      if (!isNumber(lat) || !isNumber(lng) || !isNumber(speed) || !isNumber(direction) || !isNumber(altitude) || !isNumber(time)) continue;
      builder.push(normaliseCoordinate(lat), normaliseCoordinate(lng), speed, direction, altitude, time);
    }
    cursor = page.next ?? undefined;
  } while (cursor !== undefined && builder.length < TrackLimits.maxConsolePoints);
  return { track: builder.finish(), truncated: cursor !== undefined };
}

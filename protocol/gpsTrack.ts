import { z } from 'zod';
import { GpsFixSchema } from './entities.ts';

/**
 * Track playback's query (SPEC §7 `GET /ds/data/gpsByUTC`, §5 "time range query"): one terminal's
 * fixes between two instants, in time order, a page at a time. docs/protocol.md "Track playback".
 */
export const PATH_GPS_BY_UTC = '/ds/data/gpsByUTC';

const DAY_MS = 86_400_000;

export const TrackLimits = {
  /**
   * SPEC §5: the span is under a configured number of days (value not shown) and a query may not
   * cross a month, so no range can exceed a month anyway: 31 days is the configured value.
   */
  maxSpanDays: 31,
  maxSpanMs: 31 * DAY_MS,
  /** Fixes per page: a page of 10,000 is ~0.9 MB of JSON, parsed in ~10 ms. */
  defaultPage: 5_000,
  maxPage: 10_000,
  /** The console stops loading at this many fixes (its typed arrays are sized for it). */
  maxConsolePoints: 2_000_000,
  /** Time-zone offsets (minutes east of UTC) that exist: UTC-14:00 to UTC+14:00. */
  maxOffsetMinutes: 14 * 60,
} as const;

/** Why a time range is refused: the console's message keys, the emulator's `desc` after `range:`. */
export const TimeRangeError = {
  StartRequired: 'startRequired',
  EndRequired: 'endRequired',
  StartNotBeforeEnd: 'startNotBeforeEnd',
  SpanTooLong: 'spanTooLong',
  CrossMonth: 'crossMonth',
} as const;
export type TimeRangeError = (typeof TimeRangeError)[keyof typeof TimeRangeError];

/** [year, month] of an instant in a zone `offsetMinutes` east of UTC. */
function monthAt(time: number, offsetMinutes: number): [number, number] {
  const shifted = new Date(time + offsetMinutes * 60_000);
  return [shifted.getUTCFullYear(), shifted.getUTCMonth()];
}

/**
 * SPEC §5: start and end required, start before end (an empty range has no track), span at most
 * `maxSpanDays`, both in the same calendar month of the dispatcher's zone. `end` is inclusive.
 */
export function validateTimeRange(start: number | null, end: number | null, offsetMinutes = 0): TimeRangeError | null {
  if (start === null || !Number.isFinite(start)) return TimeRangeError.StartRequired;
  if (end === null || !Number.isFinite(end)) return TimeRangeError.EndRequired;
  if (start >= end) return TimeRangeError.StartNotBeforeEnd;
  if (end - start > TrackLimits.maxSpanMs) return TimeRangeError.SpanTooLong;
  const [startYear, startMonth] = monthAt(start, offsetMinutes);
  const [endYear, endMonth] = monthAt(end, offsetMinutes);
  if (startYear !== endYear || startMonth !== endMonth) return TimeRangeError.CrossMonth;
  return null;
}

/** Where the next page starts: after this fix (time, then log sequence, break ties). */
export const TrackCursorSchema = z.string().regex(/^\d{1,15}:\d{1,15}$/, 'must be time:seq');

/** A time in a query string: ms since the epoch, as text (the log query uses it too). */
export const MillisQuery = z.string().regex(/^\d{1,15}$/, 'must be ms since the epoch').transform(Number);

/** Minutes east of UTC of the dispatcher's calendar, as text (for the month rule). */
export const OffsetMinutesQuery = z
  .string()
  .regex(/^-?\d{1,3}$/, 'must be minutes east of UTC')
  .transform(Number)
  .refine((minutes) => Math.abs(minutes) <= TrackLimits.maxOffsetMinutes, 'must be within ±14 h');

/** The query string as sent: numbers travel as text. */
export const GpsByUtcQuerySchema = z.object({
  msId: z.string().regex(/^\d{1,16}$/, 'must be a terminal ID'),
  start: MillisQuery.optional(),
  end: MillisQuery.optional(),
  /** 0 when absent. */
  tz: OffsetMinutesQuery.optional(),
  limit: z
    .string()
    .regex(/^\d{1,6}$/, 'must be a whole number')
    .transform(Number)
    .refine((limit) => limit >= 1 && limit <= TrackLimits.maxPage, `must be 1-${TrackLimits.maxPage}`)
    .optional(),
  cursor: TrackCursorSchema.optional(),
});
export type GpsByUtcQuery = z.input<typeof GpsByUtcQuerySchema>;

/** One page of a track: `data.desc` of the answer; the fixes are `data.list` (GpsFix, degrees, m/s). */
export const TrackPageSchema = z.object({
  msId: z.string(),
  start: z.number(),
  end: z.number(),
  count: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last page. */
  next: TrackCursorSchema.nullable(),
});
export type TrackPage = z.infer<typeof TrackPageSchema>;

export const TrackFixListSchema = z.array(GpsFixSchema);

/**
 * SPEC §7 "static GPS file download": a terminal's track in a time range as a file a dispatcher
 * keeps or opens elsewhere, at `${files}/<msId>.gpx` (GPS Exchange Format 1.1, for map tools) or
 * `.csv` (one fix a line, for spreadsheets), with the `start`, `end` and `tz` of gpsByUTC.
 */
export const GpsFilePaths = { files: '/filews/gps' } as const;
export const GPS_FILE_FORMATS = ['gpx', 'csv'] as const;
export type GpsFileFormat = (typeof GPS_FILE_FORMATS)[number];

export const GpsFileQuerySchema = GpsByUtcQuerySchema.pick({ start: true, end: true, tz: true });

export const gpsFileUrl = (msId: string, format: GpsFileFormat, range: { start: number; end: number; tz: number }): string =>
  `${GpsFilePaths.files}/${encodeURIComponent(msId)}.${format}?${new URLSearchParams({ start: String(range.start), end: String(range.end), tz: String(range.tz) })}`;

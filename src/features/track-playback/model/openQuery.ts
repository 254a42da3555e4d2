import { validateTimeRange } from '../../../../protocol/index.ts';
import type { TrackQueryRange } from './loadTrack.ts';
import { quickRange, zoneOffsetMinutes } from './quickRanges.ts';

/**
 * The range a query screen (reports, logs, call records) opens on: today, the first quick range, in
 * the dispatcher's local calendar, with its zone as the form sends it. One day never crosses a month
 * (SPEC §5), so it always passes the form's checks.
 */
export function todayQuery(now: Date): TrackQueryRange {
  const { start, end } = quickRange('today', now);
  const tz = zoneOffsetMinutes(start);
  if (validateTimeRange(start, end, tz) !== null) throw new Error('today is not a valid query range');
  return { start, end, tz };
}

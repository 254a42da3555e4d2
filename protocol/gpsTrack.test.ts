import { describe, expect, it } from 'vitest';
import { TimeRangeError, TrackLimits, validateTimeRange } from './gpsTrack.ts';

const at = (iso: string) => Date.parse(iso);

describe('the time range rule of SPEC §5', () => {
  it('needs both ends', () => {
    expect(validateTimeRange(null, at('2026-03-02T00:00:00Z'))).toBe(TimeRangeError.StartRequired);
    expect(validateTimeRange(at('2026-03-02T00:00:00Z'), null)).toBe(TimeRangeError.EndRequired);
    expect(validateTimeRange(Number.NaN, 1)).toBe(TimeRangeError.StartRequired);
  });

  it('needs the start before the end', () => {
    const start = at('2026-03-02T10:00:00Z');
    expect(validateTimeRange(start, start)).toBe(TimeRangeError.StartNotBeforeEnd);
    expect(validateTimeRange(start, start - 1)).toBe(TimeRangeError.StartNotBeforeEnd);
    expect(validateTimeRange(start, start + 1)).toBeNull();
  });

  it('refuses a span over the configured days', () => {
    // Thirty-one days fits only in a 31-day month, from its first instant to its last.
    const start = at('2026-03-01T00:00:00Z');
    expect(validateTimeRange(start, start + TrackLimits.maxSpanMs - 1)).toBeNull();
    expect(validateTimeRange(start, start + TrackLimits.maxSpanMs + 1)).toBe(TimeRangeError.SpanTooLong);
  });

  it('refuses a range across a month of the dispatcher’s calendar', () => {
    const start = at('2026-03-31T20:00:00Z');
    const end = at('2026-04-01T01:00:00Z');
    expect(validateTimeRange(start, end, 0)).toBe(TimeRangeError.CrossMonth);
    // At UTC-05:00 both instants are still on 31 March.
    expect(validateTimeRange(start, end, -300)).toBeNull();
    // At UTC+05:00 both are on 1 April.
    expect(validateTimeRange(at('2026-03-31T20:00:00Z'), at('2026-03-31T22:00:00Z'), 300)).toBeNull();
    expect(validateTimeRange(at('2026-03-31T18:00:00Z'), at('2026-03-31T20:00:00Z'), 300)).toBe(TimeRangeError.CrossMonth);
  });
});

import { describe, expect, it } from 'vitest';
import { validateTimeRange } from '../../../../protocol/index.ts';
import { todayQuery } from './openQuery.ts';

describe('the range query screens open on', () => {
  it('is today in the local calendar, first to last millisecond, with the zone the form sends', () => {
    const now = new Date(2026, 4, 14, 15, 30);
    const range = todayQuery(now);
    expect(range).toEqual({ start: new Date(2026, 4, 14).getTime(), end: new Date(2026, 4, 15).getTime() - 1, tz: -new Date(2026, 4, 14).getTimezoneOffset() });
  });

  it('stays inside the month on its last day and first day (SPEC §5: no query crosses a month)', () => {
    for (const now of [new Date(2026, 4, 31, 23, 59, 59), new Date(2026, 5, 1, 0, 0, 0), new Date(2026, 11, 31, 12)]) {
      const range = todayQuery(now);
      expect(new Date(range.start).getMonth()).toBe(now.getMonth());
      expect(new Date(range.end).getMonth()).toBe(now.getMonth());
      expect(range.start <= now.getTime() && now.getTime() <= range.end).toBe(true);
      expect(validateTimeRange(range.start, range.end, range.tz)).toBeNull();
    }
  });
});

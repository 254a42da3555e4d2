import { describe, expect, it } from 'vitest';
import { greatCircleMetres, pointFact, presenceFacts, spanFacts, tally, type Fact } from './aggregate.ts';

const DAY = 86_400_000;
const t = (iso: string) => Date.parse(iso);
// 14-16 May in UTC+2: from 13 May 22:00 UTC to 16 May 21:59:59.999 UTC.
const range = { start: t('2026-05-13T22:00:00Z'), end: t('2026-05-16T21:59:59.999Z'), tz: 120 };

describe('report tallies', () => {
  it('sums facts per terminal and per day of the zone, with every day of the range listed', () => {
    const facts = [
      pointFact('a', t('2026-05-13T22:30:00Z'), range, { alarms: 1 }), // 14 May local
      pointFact('a', t('2026-05-15T12:00:00Z'), range, { alarms: 1 }),
      pointFact('b', t('2026-05-15T13:00:00Z'), range, { alarms: 1 }),
      pointFact('b', t('2026-05-13T21:59:59Z'), range, { alarms: 1 }), // before the range
    ].filter((fact): fact is Fact => fact !== null);
    const result = tally(facts, range, ['alarms'], (msId) => msId.toUpperCase());
    expect(result.rows).toEqual([
      { msId: 'a', name: 'A', figures: { alarms: 2 } },
      { msId: 'b', name: 'B', figures: { alarms: 1 } },
    ]);
    expect(result.days).toEqual([
      { day: '2026-05-14', figures: { alarms: 1 } },
      { day: '2026-05-15', figures: { alarms: 2 } },
      { day: '2026-05-16', figures: { alarms: 0 } },
    ]);
  });

  it('splits a span at the zone midnights and cuts it to the range', () => {
    const facts = [...spanFacts('a', t('2026-05-13T20:00:00Z'), t('2026-05-15T00:00:00Z'), range, 'onlineMs')];
    expect(facts).toEqual([
      { msId: 'a', day: '2026-05-14', figures: { onlineMs: DAY } },
      { msId: 'a', day: '2026-05-15', figures: { onlineMs: 2 * 3_600_000 } },
    ]);
  });

  it('online time: open at the start, closed by offline, reconnect without offline continues, still open ends at now', () => {
    const changes = [
      { msId: 'a', time: t('2026-05-14T01:00:00Z'), online: false },
      { msId: 'b', time: t('2026-05-14T02:00:00Z'), online: true },
      { msId: 'b', time: t('2026-05-14T02:30:00Z'), online: true },
      { msId: 'b', time: t('2026-05-14T03:00:00Z'), online: false },
      { msId: 'c', time: t('2026-05-14T04:00:00Z'), online: true },
    ];
    const now = t('2026-05-14T05:00:00Z');
    const result = tally(presenceFacts(changes, new Set(['a']), range, now), range, ['onlineMs', 'sessions'], (msId) => msId);
    const figures = Object.fromEntries(result.rows.map((row) => [row.msId, row.figures]));
    expect(figures).toEqual({
      a: { onlineMs: 3 * 3_600_000, sessions: 1 },
      b: { onlineMs: 3_600_000, sessions: 1 },
      c: { onlineMs: 3_600_000, sessions: 1 },
    });
  });

  it('measures distance on the great circle with the earth radius of SPEC §9', () => {
    expect(greatCircleMetres({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((6_371_000 * Math.PI) / 180, 3);
  });

  describe('hour buckets (a range of one day, `hourly`)', () => {
    // 14 May in UTC+2.
    const day = { start: t('2026-05-13T22:00:00Z'), end: t('2026-05-14T21:59:59.999Z'), tz: 120, hourly: true };

    it('lists the 24 hours of the day and counts each point fact in its hour of the zone', () => {
      const facts = [
        pointFact('a', t('2026-05-13T22:30:00Z'), day, { alarms: 1 }), // 00:30 local
        pointFact('a', t('2026-05-14T08:00:00Z'), day, { alarms: 1 }), // 10:00 local
        pointFact('b', t('2026-05-14T08:59:59.999Z'), day, { alarms: 1 }), // 10:59 local
      ].filter((fact): fact is Fact => fact !== null);
      const result = tally(facts, day, ['alarms'], (msId) => msId);
      expect(result.hours).toHaveLength(24);
      expect(result.hours![0]).toEqual({ start: day.start, figures: { alarms: 1 } });
      expect(result.hours![10]).toEqual({ start: day.start + 10 * 3_600_000, figures: { alarms: 2 } });
      expect(result.hours!.reduce((sum, hour) => sum + hour.figures.alarms!, 0)).toBe(3);
      expect(result.days).toEqual([{ day: '2026-05-14', figures: { alarms: 3 } }]);
    });

    it('splits a span at each hour, and the hours add up to the day', () => {
      const facts = [...spanFacts('a', t('2026-05-14T01:30:00Z'), t('2026-05-14T03:15:00Z'), day, 'onlineMs')];
      expect(facts.map((fact) => [fact.hour, fact.figures.onlineMs])).toEqual([
        [t('2026-05-14T01:00:00Z'), 30 * 60_000],
        [t('2026-05-14T02:00:00Z'), 60 * 60_000],
        [t('2026-05-14T03:00:00Z'), 15 * 60_000],
      ]);
      const result = tally(facts, day, ['onlineMs'], (msId) => msId);
      expect(result.days[0]!.figures.onlineMs).toBe(105 * 60_000);
    });

    it('follows a zone of half hours', () => {
      const india = { start: t('2026-05-13T18:30:00Z'), end: t('2026-05-14T18:29:59.999Z'), tz: 330, hourly: true };
      const result = tally([pointFact('a', t('2026-05-13T19:29:00Z'), india, { alarms: 1 })!], india, ['alarms'], (msId) => msId);
      expect(result.hours).toHaveLength(24);
      expect(result.hours![0]).toEqual({ start: india.start, figures: { alarms: 1 } });
    });

    it('answers no hours unless asked', () => {
      expect(tally([], range, ['alarms'], (msId) => msId).hours).toBeUndefined();
    });
  });
});

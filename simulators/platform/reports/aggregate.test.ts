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
});

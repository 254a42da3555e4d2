import { describe, expect, it } from 'vitest';
import type { ReportDesc } from '../../../../protocol/index.ts';
import { bucketOf, chartBuckets, hourLabel } from './chartBuckets.ts';

const HOUR = 3_600_000;
const t = (iso: string) => Date.parse(iso);

describe('report chart buckets', () => {
  it('buckets a range of one day or less by hour, longer ranges by day', () => {
    const start = t('2026-05-13T22:00:00Z');
    expect(bucketOf({ start, end: start + 24 * HOUR - 1 })).toBe('hour');
    expect(bucketOf({ start, end: start + 2 * HOUR })).toBe('hour');
    // A day whose clocks go back has 25 hours.
    expect(bucketOf({ start, end: start + 25 * HOUR - 1 })).toBe('hour');
    expect(bucketOf({ start, end: start + 2 * 24 * HOUR - 1 })).toBe('day');
    expect(bucketOf({ start, end: start + 31 * 24 * HOUR - 1 })).toBe('day');
  });

  it('labels hours in the report zone, half-hour zones included', () => {
    expect(hourLabel(t('2026-05-13T22:00:00Z'), 120)).toBe('00:00');
    expect(hourLabel(t('2026-05-14T08:00:00Z'), 120)).toBe('10:00');
    expect(hourLabel(t('2026-05-13T18:30:00Z'), 330)).toBe('00:00');
    expect(hourLabel(t('2026-05-14T05:00:00Z'), -300)).toBe('00:00');
  });

  it('takes the answer hours when it has them, one point each', () => {
    const start = t('2026-05-13T22:00:00Z');
    const desc: ReportDesc = {
      start,
      end: start + 24 * HOUR - 1,
      tz: 120,
      days: [{ day: '2026-05-14', figures: { alarms: 3 } }],
      hours: Array.from({ length: 24 }, (_, index) => ({ start: start + index * HOUR, figures: { alarms: index === 10 ? 3 : 0 } })),
    };
    const { bucket, points } = chartBuckets(desc, 'alarms');
    expect(bucket).toBe('hour');
    expect(points).toHaveLength(24);
    expect(points[0]).toEqual({ key: String(start), label: '00:00', value: 0 });
    expect(points[10]).toEqual({ key: String(start + 10 * HOUR), label: '10:00', value: 3 });
  });

  it('takes the days otherwise, a missing figure as 0', () => {
    const desc: ReportDesc = {
      start: t('2026-05-01T00:00:00Z'),
      end: t('2026-05-03T23:59:59.999Z'),
      tz: 0,
      days: [
        { day: '2026-05-01', figures: { alarms: 1 } },
        { day: '2026-05-02', figures: {} },
        { day: '2026-05-03', figures: { alarms: 4 } },
      ],
    };
    expect(chartBuckets(desc, 'alarms')).toEqual({
      bucket: 'day',
      points: [
        { key: '2026-05-01', label: '05-01', value: 1 },
        { key: '2026-05-02', label: '05-02', value: 0 },
        { key: '2026-05-03', label: '05-03', value: 4 },
      ],
    });
  });
});

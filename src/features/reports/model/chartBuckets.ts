import { isHourlyRange, type ReportBucket, type ReportDesc } from '../../../../protocol/index.ts';

/**
 * The report chart's buckets (SPEC §5 ranges are at most a month): an hour each for a range of one
 * day or less, a day each for longer ranges. The platform buckets (docs/protocol.md "Reports",
 * `bucket: 'hour'`): the console has only each terminal's totals and the per-day sums, and the
 * figures (online time split at each hour, distance between fixes) are the platform's arithmetic.
 */
export const bucketOf = (range: { readonly start: number; readonly end: number }): ReportBucket => (isHourlyRange(range) ? 'hour' : 'day');

export type ChartPoint = { readonly key: string; readonly label: string; readonly value: number };
export type ChartBuckets = { readonly bucket: ReportBucket; readonly points: readonly ChartPoint[] };

const pad = (n: number) => String(n).padStart(2, '0');

/** HH:00 of an hour's first instant in the report's zone (tz minutes east of UTC), as the axis shows it. */
export function hourLabel(start: number, tz: number): string {
  const local = new Date(start + tz * 60_000);
  return `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`;
}

/**
 * One point per bucket with the figure's value: the answer's hours when it has them (it was asked
 * for hours), else its days (MM-DD); every bucket of the range, empty ones as 0.
 */
export function chartBuckets(desc: ReportDesc, figure: string): ChartBuckets {
  if (desc.hours) {
    return {
      bucket: 'hour',
      points: desc.hours.map((hour) => ({ key: String(hour.start), label: hourLabel(hour.start, desc.tz), value: hour.figures[figure] ?? 0 })),
    };
  }
  return { bucket: 'day', points: desc.days.map((day) => ({ key: day.day, label: day.day.slice(5), value: day.figures[figure] ?? 0 })) };
}

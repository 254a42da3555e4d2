import { z } from 'zod';
import { MillisQuery, OffsetMinutesQuery } from './gpsTrack.ts';

/**
 * Reports (SPEC §2 /reports, §5 time range, §7 "Reports"): each report is one query over a validated
 * time range that answers figures per terminal and per day. docs/protocol.md "Reports".
 */
export const ReportPaths = {
  online: '/ds/data/findOnlineDetailData',
  fenceAlarm: '/ds/data/findFenceAlarmCountPost',
  emergencyAlarm: '/ds/data/findSosAlarmCountPost',
  callDuration: '/ds/data/findCallDurationPost',
  gps: '/ds/data/findGpsDataPost',
  message: '/ds/data/findMessageDataPost',
  loneWorkAlarm: '/ds/data/findLoneWorkAlarm',
  jobTicket: '/ds/data/findJobReport',
} as const;
export type ReportId = keyof typeof ReportPaths;

/** The figures each report answers, per terminal and per day (the chart's figure comes first). */
export const REPORT_FIGURES = {
  online: ['onlineMs', 'sessions'],
  fenceAlarm: ['alarms', 'entered', 'left'],
  emergencyAlarm: ['alarms', 'closed'],
  callDuration: ['talkMs', 'calls'],
  gps: ['fixes', 'metres'],
  message: ['messages', 'sms'],
  loneWorkAlarm: ['alarms', 'forgotReply', 'handled'],
  jobTicket: ['jobs', 'completed', 'rejected'],
} as const satisfies Record<ReportId, readonly string[]>;
export type ReportFigure<R extends ReportId> = (typeof REPORT_FIGURES)[R][number];

/** One range for every report: POST bodies carry numbers, the GET query carries text. */
export const ReportRangeBodySchema = z.object({
  start: z.number().int().nonnegative().optional(),
  end: z.number().int().nonnegative().optional(),
  /** Minutes east of UTC of the dispatcher's calendar: days and the month rule follow it. */
  tz: z.number().int().min(-14 * 60).max(14 * 60).optional(),
  /** Ours, optional: `hour` adds hour buckets (`desc.hours`) to a range of at most HOURLY_MAX_MS. */
  bucket: z.enum(['day', 'hour']).optional(),
});
export const ReportRangeQuerySchema = z.object({
  start: MillisQuery.optional(),
  end: MillisQuery.optional(),
  tz: OffsetMinutesQuery.optional(),
  bucket: z.enum(['day', 'hour']).optional(),
});
export type ReportBucket = 'day' | 'hour';
export type ReportRange = { readonly start: number; readonly end: number; readonly tz: number };

const Figures = z.record(z.string(), z.number());
export const ReportRowSchema = z.object({ msId: z.string(), name: z.string(), figures: Figures });
export type ReportRow = z.infer<typeof ReportRowSchema>;
/** A calendar day of the dispatcher's zone, YYYY-MM-DD. */
export const ReportDaySchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), figures: Figures });
export type ReportDay = z.infer<typeof ReportDaySchema>;
/** An hour of the dispatcher's zone, by the instant it starts (ms): a bucket of a short range. */
export const ReportHourSchema = z.object({ start: z.number(), figures: Figures });
export type ReportHour = z.infer<typeof ReportHourSchema>;
/**
 * data.desc of every report: the range it covers and the per-day totals; data.list is the rows.
 * `hours` (ours) only when the request asked `bucket: 'hour'`: every hour of the range, empty ones included.
 */
export const ReportDescSchema = z.object({ start: z.number(), end: z.number(), tz: z.number(), days: z.array(ReportDaySchema), hours: z.array(ReportHourSchema).optional() });
export type ReportDesc = z.infer<typeof ReportDescSchema>;
export const ReportRowListSchema = z.array(ReportRowSchema);

/** The calendar day of an instant in a zone `tz` minutes east of UTC. */
export function dayOf(time: number, tz: number): string {
  return new Date(time + tz * 60_000).toISOString().slice(0, 10);
}

/** Every day the range touches, in order (a range is at most a month, so at most 31). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = [];
  for (let day = dayOf(range.start, range.tz); day <= dayOf(range.end, range.tz); ) {
    days.push(day);
    day = new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  }
  return days;
}

/** The first instant of the day after `day` in zone `tz`: where a day's share of a span ends. */
export function nextDayStart(day: string, tz: number): number {
  return Date.parse(`${day}T00:00:00Z`) + 86_400_000 - tz * 60_000;
}

export const HOUR_MS = 3_600_000;
/**
 * The longest range hour buckets are answered for: a day, and the 25 hours of a day whose clocks go
 * back (the range's zone is the offset at its start). Longer ranges bucket by day.
 */
export const HOURLY_MAX_MS = 25 * HOUR_MS;
/** Whether a range is one day or less, so its chart buckets by hour. */
export const isHourlyRange = (range: { readonly start: number; readonly end: number }): boolean => range.end - range.start < HOURLY_MAX_MS;

/** The first instant of the zone's hour that holds `time` (zones of half and quarter hours included). */
export function hourStartOf(time: number, tz: number): number {
  const shift = tz * 60_000;
  return Math.floor((time + shift) / HOUR_MS) * HOUR_MS - shift;
}

/** Every hour the range touches, by its first instant, in order. */
export function hoursOf(range: ReportRange): number[] {
  const hours: number[] = [];
  for (let hour = hourStartOf(range.start, range.tz); hour <= range.end; hour += HOUR_MS) hours.push(hour);
  return hours;
}

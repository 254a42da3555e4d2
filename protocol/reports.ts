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
});
export const ReportRangeQuerySchema = z.object({ start: MillisQuery.optional(), end: MillisQuery.optional(), tz: OffsetMinutesQuery.optional() });
export type ReportRange = { readonly start: number; readonly end: number; readonly tz: number };

const Figures = z.record(z.string(), z.number());
export const ReportRowSchema = z.object({ msId: z.string(), name: z.string(), figures: Figures });
export type ReportRow = z.infer<typeof ReportRowSchema>;
/** A calendar day of the dispatcher's zone, YYYY-MM-DD. */
export const ReportDaySchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), figures: Figures });
export type ReportDay = z.infer<typeof ReportDaySchema>;
/** data.desc of every report: the range it covers and the per-day totals; data.list is the rows. */
export const ReportDescSchema = z.object({ start: z.number(), end: z.number(), tz: z.number(), days: z.array(ReportDaySchema) });
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

import { ReportPaths, type ReportId } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/**
 * The report screens (SPEC §2 /reports), one small module each: its route, its query and its
 * columns; the first column is the chart's. A new report (lone worker alarms, job tickets) is one
 * more entry here and one more source on the platform (simulators/platform/reports/reports.ts).
 */
export type FigureFormat = 'count' | 'duration' | 'distance';
export type ReportColumn = { readonly figure: string; readonly titleKey: MessageKey; readonly format: FigureFormat };

export type ReportModule = {
  readonly id: ReportId;
  /** Its route under /reports (SPEC §2 names). */
  readonly screen: string;
  readonly titleKey: MessageKey;
  readonly path: string;
  /** SPEC §7: findOnlineDetailData is a GET, the others POST. */
  readonly method: 'GET' | 'POST';
  readonly columns: readonly ReportColumn[];
  /** SPEC §2: /message-data has no -child twin. */
  readonly childTwin: boolean;
};

export const REPORT_MODULES: readonly ReportModule[] = [
  {
    id: 'online',
    screen: 'online',
    titleKey: 'reports.online',
    path: ReportPaths.online,
    method: 'GET',
    columns: [
      { figure: 'onlineMs', titleKey: 'reports.figure.onlineMs', format: 'duration' },
      { figure: 'sessions', titleKey: 'reports.figure.sessions', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'fenceAlarm',
    screen: 'fence-alarm-data',
    titleKey: 'reports.fenceAlarm',
    path: ReportPaths.fenceAlarm,
    method: 'POST',
    columns: [
      { figure: 'alarms', titleKey: 'reports.figure.alarms', format: 'count' },
      { figure: 'entered', titleKey: 'reports.figure.entered', format: 'count' },
      { figure: 'left', titleKey: 'reports.figure.left', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'emergencyAlarm',
    screen: 'emergcy-alarm-report',
    titleKey: 'reports.emergencyAlarm',
    path: ReportPaths.emergencyAlarm,
    method: 'POST',
    columns: [
      { figure: 'alarms', titleKey: 'reports.figure.alarms', format: 'count' },
      { figure: 'closed', titleKey: 'reports.figure.closed', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'loneWorkAlarm',
    screen: 'lonework-alarm-data',
    titleKey: 'reports.loneWorkAlarm',
    path: ReportPaths.loneWorkAlarm,
    method: 'POST',
    columns: [
      { figure: 'alarms', titleKey: 'reports.figure.alarms', format: 'count' },
      { figure: 'forgotReply', titleKey: 'reports.figure.forgotReply', format: 'count' },
      { figure: 'handled', titleKey: 'reports.figure.handled', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'jobTicket',
    screen: 'job-tick-data',
    titleKey: 'reports.jobTicket',
    path: ReportPaths.jobTicket,
    method: 'POST',
    columns: [
      { figure: 'jobs', titleKey: 'reports.figure.jobs', format: 'count' },
      { figure: 'completed', titleKey: 'reports.figure.completed', format: 'count' },
      { figure: 'rejected', titleKey: 'reports.figure.rejected', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'callDuration',
    screen: 'call-duration-data',
    titleKey: 'reports.callDuration',
    path: ReportPaths.callDuration,
    method: 'POST',
    columns: [
      { figure: 'talkMs', titleKey: 'reports.figure.talkMs', format: 'duration' },
      { figure: 'calls', titleKey: 'reports.figure.calls', format: 'count' },
    ],
    childTwin: true,
  },
  {
    id: 'gps',
    screen: 'gps-data',
    titleKey: 'reports.gps',
    path: ReportPaths.gps,
    method: 'POST',
    columns: [
      { figure: 'fixes', titleKey: 'reports.figure.fixes', format: 'count' },
      { figure: 'metres', titleKey: 'reports.figure.metres', format: 'distance' },
    ],
    childTwin: true,
  },
  {
    id: 'message',
    screen: 'message-data',
    titleKey: 'reports.message',
    path: ReportPaths.message,
    method: 'POST',
    columns: [
      { figure: 'messages', titleKey: 'reports.figure.messages', format: 'count' },
      { figure: 'sms', titleKey: 'reports.figure.sms', format: 'count' },
    ],
    childTwin: false,
  },
];

export const REPORTS_PATH = '/reports/report';
export const reportPath = (module: ReportModule): string => `/reports/${module.screen}`;

/** The module a path shows: /reports/<screen>[-child]; /reports/report shows the first. */
export function moduleOfPath(pathname: string): ReportModule {
  const screen = pathname.replace(/\/$/, '').split('/').pop()?.replace(/-child$/, '') ?? '';
  return REPORT_MODULES.find((module) => module.screen === screen) ?? REPORT_MODULES[0]!;
}

/** A figure as shown and exported: durations h:mm:ss, distances in km with 3 decimals, counts as they are. */
export function formatFigure(value: number, format: FigureFormat): string {
  if (format === 'count') return String(value);
  if (format === 'distance') return (value / 1000).toFixed(3);
  const seconds = Math.round(value / 1000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
}

export type ChartUnit = 'count' | 'seconds' | 'minutes' | 'hours' | 'km';

/** The chart's unit: durations in the largest unit that keeps the tallest bar at 2 or more, distances in km. */
export function chartUnit(format: FigureFormat, largest: number): ChartUnit {
  if (format === 'count') return 'count';
  if (format === 'distance') return 'km';
  if (largest >= 2 * 3_600_000) return 'hours';
  return largest >= 2 * 60_000 ? 'minutes' : 'seconds';
}

const UNIT_MS: Readonly<Record<ChartUnit, number>> = { count: 1, seconds: 1_000, minutes: 60_000, hours: 3_600_000, km: 1_000 };

/** A figure in the chart's unit, to 2 decimals. */
export const chartValue = (value: number, unit: ChartUnit): number => Math.round((value / UNIT_MS[unit]) * 100) / 100;

/**
 * SPEC §9 quick query ranges, in the dispatcher's local calendar: each is whole days, from the
 * first instant of its first day to the last of its last. Weeks start on Monday (ISO 8601).
 */
export const QuickRange = {
  Today: 'today',
  Yesterday: 'yesterday',
  BeforeYesterday: 'beforeYesterday',
  Last3Days: 'last3Days',
  ThisWeek: 'thisWeek',
  LastWeek: 'lastWeek',
  ThisMonth: 'thisMonth',
  LastMonth: 'lastMonth',
} as const;
export type QuickRange = (typeof QuickRange)[keyof typeof QuickRange];

export const QUICK_RANGES: readonly QuickRange[] = Object.values(QuickRange);

export type TimeRange = { readonly start: number; readonly end: number };

const dayStart = (year: number, month: number, day: number) => new Date(year, month, day).getTime();
/** The last millisecond before the day after. */
const dayEnd = (year: number, month: number, day: number) => new Date(year, month, day + 1).getTime() - 1;

export function quickRange(range: QuickRange, now: Date): TimeRange {
  const [y, m, d] = [now.getFullYear(), now.getMonth(), now.getDate()];
  const sinceMonday = (now.getDay() + 6) % 7;
  switch (range) {
    case 'today':
      return { start: dayStart(y, m, d), end: dayEnd(y, m, d) };
    case 'yesterday':
      return { start: dayStart(y, m, d - 1), end: dayEnd(y, m, d - 1) };
    case 'beforeYesterday':
      return { start: dayStart(y, m, d - 2), end: dayEnd(y, m, d - 2) };
    case 'last3Days':
      return { start: dayStart(y, m, d - 2), end: dayEnd(y, m, d) };
    case 'thisWeek':
      return { start: dayStart(y, m, d - sinceMonday), end: dayEnd(y, m, d - sinceMonday + 6) };
    case 'lastWeek':
      return { start: dayStart(y, m, d - sinceMonday - 7), end: dayEnd(y, m, d - sinceMonday - 1) };
    case 'thisMonth':
      return { start: dayStart(y, m, 1), end: dayEnd(y, m + 1, 0) };
    case 'lastMonth':
      return { start: dayStart(y, m - 1, 1), end: dayEnd(y, m, 0) };
  }
}

/**
 * A quick range the platform takes (SPEC §5: no query crosses a month): one that spans two months
 * keeps its days in the month that matters now, the month of today for a range that holds today
 * (last 3 days, this week), else the month of its last day (last week). `clamped` says it was cut.
 */
export function withinOneMonth(range: TimeRange, now: Date): TimeRange & { readonly clamped: boolean } {
  const first = new Date(range.start);
  const last = new Date(range.end);
  if (first.getFullYear() === last.getFullYear() && first.getMonth() === last.getMonth()) return { ...range, clamped: false };
  const anchor = new Date(Math.min(now.getTime(), range.end));
  const monthStart = new Date(anchor.getFullYear(), anchor.getMonth(), 1).getTime();
  const monthEnd = new Date(anchor.getFullYear(), anchor.getMonth() + 1, 1).getTime() - 1;
  return { start: Math.max(range.start, monthStart), end: Math.min(range.end, monthEnd), clamped: true };
}

/** Minutes east of UTC at that instant, as the platform's month rule wants it. */
export const zoneOffsetMinutes = (at: number): number => -new Date(at).getTimezoneOffset();

/** Local wall time without a zone, as datetime-local gives it (and src/ui/DateTimeField.tsx). */
export function toLocalInput(time: number): string {
  const at = new Date(time);
  const pad = (n: number) => String(n).padStart(2, '0');
  // Whole minutes without seconds: the form browsers themselves give the field's value.
  const seconds = at.getSeconds() === 0 ? '' : `:${pad(at.getSeconds())}`;
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}${seconds}`;
}

/** null for an empty or unreadable field (the validation says "required"). */
export function fromLocalInput(value: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  const time = new Date(value).getTime();
  return Number.isFinite(time) ? time : null;
}

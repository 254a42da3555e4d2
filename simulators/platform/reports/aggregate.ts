import { dayOf, daysOf, HOUR_MS, hourStartOf, hoursOf, nextDayStart, type ReportDay, type ReportHour, type ReportRange, type ReportRow } from '../../../protocol/index.ts';

/**
 * The reports' arithmetic, pure: facts (something a terminal did on a day, with its figures) summed
 * per terminal and per day. Every report turns its source into facts, then `tally` does the rest.
 */
export type Fact = {
  readonly msId: string;
  readonly day: string;
  /** The first instant of its hour, when the range buckets by hour (`hourly`). */
  readonly hour?: number;
  readonly figures: Readonly<Record<string, number>>;
};

/** A report's range; `hourly` (a request's `bucket: 'hour'`, ranges of a day or less) adds hour buckets. */
export type TallyRange = ReportRange & { readonly hourly?: boolean };

export type Tally = { readonly rows: ReportRow[]; readonly days: ReportDay[]; readonly hours?: ReportHour[] };

const zero = (figures: readonly string[]): Record<string, number> => Object.fromEntries(figures.map((name) => [name, 0]));

/** Rows per terminal (ordered by the first figure, then msId) and every day of the range, empty days included. */
export function tally(facts: Iterable<Fact>, range: TallyRange, figures: readonly string[], nameOf: (msId: string) => string): Tally {
  const byTerminal = new Map<string, Record<string, number>>();
  const byDay = new Map(daysOf(range).map((day) => [day, zero(figures)]));
  const byHour = range.hourly ? new Map(hoursOf(range).map((hour) => [hour, zero(figures)])) : null;
  for (const fact of facts) {
    const row = byTerminal.get(fact.msId) ?? zero(figures);
    byTerminal.set(fact.msId, row);
    const day = byDay.get(fact.day);
    const hour = fact.hour === undefined ? undefined : byHour?.get(fact.hour);
    for (const name of figures) {
      const value = fact.figures[name] ?? 0;
      row[name] = row[name]! + value;
      if (day) day[name] = day[name]! + value;
      if (hour) hour[name] = hour[name]! + value;
    }
  }
  const first = figures[0]!;
  const rows = [...byTerminal].map(([msId, totals]) => ({ msId, name: nameOf(msId), figures: totals }));
  rows.sort((a, b) => b.figures[first]! - a.figures[first]! || (a.msId < b.msId ? -1 : 1));
  const days = [...byDay].map(([day, totals]) => ({ day, figures: totals }));
  return byHour ? { rows, days, hours: [...byHour].map(([start, totals]) => ({ start, figures: totals })) } : { rows, days };
}

/** A fact of the instant `time`: its day, and its hour when the range buckets by hour. */
const factAt = (msId: string, time: number, range: TallyRange, figures: Record<string, number>): Fact =>
  range.hourly ? { msId, day: dayOf(time, range.tz), hour: hourStartOf(time, range.tz), figures } : { msId, day: dayOf(time, range.tz), figures };

/** A point fact: counted on the day (and hour) it happened, when it happened inside the range. */
export function pointFact(msId: string, time: number, range: TallyRange, figures: Record<string, number>): Fact | null {
  return time >= range.start && time <= range.end ? factAt(msId, time, range, figures) : null;
}

/**
 * A span [from, to) cut to the range and split at midnights (and at each hour when the range buckets
 * by hour): one fact per day (or hour) with its milliseconds under `figure`.
 */
export function* spanFacts(msId: string, from: number, to: number, range: TallyRange, figure: string): Generator<Fact> {
  let at = Math.max(from, range.start);
  const until = Math.min(to, range.end + 1);
  while (at < until) {
    const day = dayOf(at, range.tz);
    const next = range.hourly ? Math.min(nextDayStart(day, range.tz), hourStartOf(at, range.tz) + HOUR_MS) : nextDayStart(day, range.tz);
    const partEnd = Math.min(next, until);
    yield factAt(msId, at, range, { [figure]: partEnd - at });
    at = partEnd;
  }
}

/** An online or offline record of the log, oldest first. */
export type PresenceChange = { readonly msId: string; readonly time: number; readonly online: boolean };

/**
 * Online time (SPEC report "online"): each terminal's online spans inside the range, from its state
 * when the range starts and its changes within it; a span still open ends at `now` (or the range's end).
 * Each online change in the range (and an online state at its start) counts as one session.
 */
export function* presenceFacts(changes: Iterable<PresenceChange>, onlineAtStart: ReadonlySet<string>, range: TallyRange, now: number): Generator<Fact> {
  const since = new Map<string, number>();
  for (const msId of onlineAtStart) {
    since.set(msId, range.start);
    yield factAt(msId, range.start, range, { sessions: 1 });
  }
  for (const change of changes) {
    if (change.time < range.start || change.time > range.end) continue;
    const opened = since.get(change.msId);
    if (change.online) {
      if (opened !== undefined) continue; // a repeated online (a reconnect) continues the same span
      since.set(change.msId, change.time);
      yield factAt(change.msId, change.time, range, { sessions: 1 });
    } else if (opened !== undefined) {
      since.delete(change.msId);
      yield* spanFacts(change.msId, opened, change.time, range, 'onlineMs');
    }
  }
  const closeAt = Math.min(now, range.end + 1);
  for (const [msId, opened] of since) yield* spanFacts(msId, opened, closeAt, range, 'onlineMs');
}

/** Metres between two fixes on the great circle (SPEC §9: earth radius 6371 km). */
export function greatCircleMetres(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.min(1, Math.sqrt(h)));
}

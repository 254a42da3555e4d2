import { describe, expect, it } from 'vitest';
import { advancePlayback, DEFAULT_PLAYBACK, pause, play, PlayState, seekToIndex, TRACK_MS_PER_SECOND } from './playback.ts';
import { TrackBuilder } from './track.ts';
import { QUICK_RANGES, quickRange, fromLocalInput, toLocalInput, withinOneMonth } from './quickRanges.ts';
import { validateTimeRange } from '../../../../protocol/index.ts';

function minuteTrack(points: number) {
  const builder = new TrackBuilder();
  for (let i = 0; i < points; i += 1) builder.push(39 + i * 1e-4, -0.3, 5, 0, 10, i * 60_000);
  return builder.finish();
}

describe('the playback clock', () => {
  it('starts at point 0, speed 1, moveend (SPEC §3) and plays a track minute per second at speed 1', () => {
    expect(DEFAULT_PLAYBACK).toEqual({ speed: 1, point: 0, state: 'moveend' });
    const track = minuteTrack(10);
    let cursor = play(track, { at: 0, index: 0, state: PlayState.MoveEnd });
    expect(cursor.state).toBe(PlayState.Moving);
    cursor = advancePlayback(track, cursor, 2_500, 1);
    expect(cursor).toMatchObject({ at: 2.5 * TRACK_MS_PER_SECOND, index: 2 });
    cursor = advancePlayback(track, cursor, 1_000, 4);
    expect(cursor.index).toBe(6);
    expect(advancePlayback(track, pause(cursor), 5_000, 1)).toEqual(pause(cursor));
    cursor = advancePlayback(track, cursor, 60_000, 1);
    expect(cursor).toMatchObject({ index: 9, state: PlayState.MoveEnd });
    // Play again after the end starts over.
    expect(play(track, cursor)).toMatchObject({ index: 0, at: 0, state: PlayState.Moving });
  });

  it('seeks the slider to a fix and plays on from its time', () => {
    const track = minuteTrack(10);
    const cursor = seekToIndex(track, { at: 0, index: 0, state: PlayState.Paused }, 7.4);
    expect(cursor).toEqual({ at: 7 * 60_000, index: 7, state: PlayState.Paused });
    expect(seekToIndex(track, cursor, 99).index).toBe(9);
  });
});

describe('quick ranges (SPEC §9)', () => {
  const now = new Date(2026, 4, 14, 15, 30); // Thursday 14 May 2026, local time

  it('covers whole local days', () => {
    expect(quickRange('today', now)).toEqual({ start: new Date(2026, 4, 14).getTime(), end: new Date(2026, 4, 15).getTime() - 1 });
    expect(quickRange('yesterday', now).start).toBe(new Date(2026, 4, 13).getTime());
    expect(quickRange('beforeYesterday', now).end).toBe(new Date(2026, 4, 13).getTime() - 1);
    expect(quickRange('last3Days', now)).toEqual({ start: new Date(2026, 4, 12).getTime(), end: new Date(2026, 4, 15).getTime() - 1 });
    expect(quickRange('thisWeek', now)).toEqual({ start: new Date(2026, 4, 11).getTime(), end: new Date(2026, 4, 18).getTime() - 1 });
    expect(quickRange('lastWeek', now)).toEqual({ start: new Date(2026, 4, 4).getTime(), end: new Date(2026, 4, 11).getTime() - 1 });
    expect(quickRange('thisMonth', now)).toEqual({ start: new Date(2026, 4, 1).getTime(), end: new Date(2026, 5, 1).getTime() - 1 });
    expect(quickRange('lastMonth', now)).toEqual({ start: new Date(2026, 3, 1).getTime(), end: new Date(2026, 4, 1).getTime() - 1 });
  });

  it('each passes the range rule in mid-month; a week across two months does not', () => {
    for (const range of QUICK_RANGES) {
      const { start, end } = quickRange(range, now);
      expect(validateTimeRange(start, end, -new Date(start).getTimezoneOffset()), range).toBeNull();
    }
    const { start, end } = quickRange('thisWeek', new Date(2026, 4, 1, 9));
    expect(validateTimeRange(start, end, -new Date(start).getTimezoneOffset())).toBe('crossMonth');
  });

  it('keep to one month when they would cross one: the month of today, else of the last day', () => {
    const day = (month: number, date: number) => new Date(2026, month, date).getTime();
    // Tuesday 1 December: the last 3 days and this week keep 1 December onwards.
    const tuesday = new Date(2026, 11, 1, 9);
    expect(withinOneMonth(quickRange('last3Days', tuesday), tuesday)).toEqual({ start: day(11, 1), end: day(11, 2) - 1, clamped: true });
    expect(withinOneMonth(quickRange('thisWeek', tuesday), tuesday)).toEqual({ start: day(11, 1), end: day(11, 7) - 1, clamped: true });
    // Monday 30 November: this week (to 6 December) keeps its November day, today.
    const monday = new Date(2026, 10, 30, 9);
    expect(withinOneMonth(quickRange('thisWeek', monday), monday)).toEqual({ start: day(10, 30), end: day(11, 1) - 1, clamped: true });
    // Monday 7 December: last week (30 November to 6 December) keeps its December days.
    const nextMonday = new Date(2026, 11, 7, 9);
    expect(withinOneMonth(quickRange('lastWeek', nextMonday), nextMonday)).toEqual({ start: day(11, 1), end: day(11, 7) - 1, clamped: true });
    // Within a month nothing changes, and every quick range then passes the rule on any day of the year.
    expect(withinOneMonth(quickRange('thisWeek', now), now)).toEqual({ ...quickRange('thisWeek', now), clamped: false });
    for (let date = new Date(2026, 0, 1, 12); date.getFullYear() === 2026; date = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1, 12)) {
      for (const range of QUICK_RANGES) {
        const { start, end } = withinOneMonth(quickRange(range, date), date);
        expect(validateTimeRange(start, end, -new Date(start).getTimezoneOffset()), `${range} on ${date.toDateString()}`).toBeNull();
      }
    }
  });

  it('round-trips the date-time fields and reads an empty one as missing', () => {
    const at = new Date(2026, 4, 14, 8, 5, 9).getTime();
    expect(toLocalInput(at)).toBe('2026-05-14T08:05:09');
    expect(fromLocalInput(toLocalInput(at))).toBe(at);
    expect(toLocalInput(new Date(2026, 4, 14, 8, 5).getTime())).toBe('2026-05-14T08:05');
    expect(fromLocalInput('2026-05-14T08:05')).toBe(new Date(2026, 4, 14, 8, 5).getTime());
    expect(fromLocalInput('')).toBeNull();
  });
});

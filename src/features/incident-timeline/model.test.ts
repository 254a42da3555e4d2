import { describe, expect, it } from 'vitest';
import type { LogRecord, RecordedTransmission } from '../../../protocol/index.ts';
import { TrackBuilder } from '../track-playback/index.ts';
import { audioOffsetSeconds, extentOf, fixIndexAt, fractionOf, nextSegmentAfter, segmentAt, segmentsOf, ticksOfLog } from './model.ts';

const T0 = Date.UTC(2026, 4, 14, 8);
const transmission = (startedAt: number, talkMs: number, msId = '10000011'): RecordedTransmission => ({
  gid: '100',
  msId,
  name: 'Radio <b>11</b>',
  startedAt,
  talkMs,
  file: `100-${startedAt}-${msId}.wav`,
  bytes: 1_000,
  url: `/filews/recordings/100-${startedAt}-${msId}.wav`,
});
const record = (id: number, logType: number | null, msId: string, time: number, category: LogRecord['category'] = 'alarm'): LogRecord => ({
  id,
  time,
  name: 'Dispatcher One',
  account: '20000001',
  msId,
  category,
  logType,
  operation: 'alarm',
  subject: '',
  remark: '',
});

describe('the timeline of one terminal', () => {
  it('keeps the transmissions that overlap the window, oldest first, as [start, end) segments', () => {
    const list = [transmission(T0 + 60_000, 5_000), transmission(T0 - 10_000, 12_000), transmission(T0 - 20_000, 5_000), transmission(T0 + 3_600_001, 1_000)];
    const segments = segmentsOf(list, { start: T0, end: T0 + 3_600_000 });
    expect(segments.map((segment) => [segment.start - T0, segment.end - T0])).toEqual([
      [-10_000, 2_000],
      [60_000, 65_000],
    ]);
    expect(segmentAt(segments, T0 + 62_500)?.file).toBe(`100-${T0 + 60_000}-10000011.wav`);
    expect(segmentAt(segments, T0 + 65_000)).toBeNull();
    expect(audioOffsetSeconds(segments[1]!, T0 + 62_500)).toBe(2.5);
    expect(nextSegmentAfter(segments, T0 + 3_000)?.start).toBe(T0 + 60_000);
    expect(nextSegmentAfter(segments, T0 + 61_000)).toBeNull();
  });

  it('makes ticks of the terminal’s alarms and of every SOS workflow step (102, 140-142, 118, 119)', () => {
    const records = [102, 140, 141, 142, 119].map((type, i) => record(i, type, '10000011', T0 + i * 1_000));
    records.push(record(9, 102, '10000099', T0), record(10, null, '10000011', T0, 'alarmTone'));
    const ticks = ticksOfLog(records, '10000011');
    expect(ticks.map((tick) => tick.kind)).toEqual(['alarm', 'sosStep', 'sosStep', 'sosStep', 'sosStep']);
  });

  it('spans the scrubber over what the window holds, and puts the marker on the fix at or before a time', () => {
    const builder = new TrackBuilder();
    for (let i = 0; i < 5; i += 1) builder.push(39 + i * 1e-3, -0.3, 5, 0, 10, T0 + i * 30_000);
    const track = builder.finish();
    const window = { start: T0 - 3_600_000, end: T0 + 3_600_000, tz: 0 };
    const segments = segmentsOf([transmission(T0 + 100_000, 40_000)], window);
    const extent = extentOf({ window, segments, ticks: [], track });
    expect(extent).toEqual({ start: T0, end: T0 + 140_000 });
    expect(extentOf({ window, segments: [], ticks: [], track: new TrackBuilder().finish() })).toEqual({ start: window.start, end: window.end });
    expect(fixIndexAt(track, T0 + 59_999)).toBe(1);
    expect(fixIndexAt(track, T0 + 60_000)).toBe(2);
    expect(fractionOf(extent, T0 + 70_000)).toBe(0.5);
  });
});

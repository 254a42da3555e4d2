import { describe, expect, it } from 'vitest';
import { DsError, type VideoRecord } from '../../../protocol/index.ts';
import { extentOf } from './model.ts';
import { TrackBuilder } from '../track-playback/index.ts';
import { loadVideo, videoAt, videoOffsetSeconds, videoSegmentsOf } from './video.ts';

const T0 = Date.UTC(2026, 4, 14, 8);
const record = (id: string, startTime: number, durationMs: number, extra: Partial<VideoRecord> = {}): VideoRecord => ({
  id,
  kind: 'video',
  cameraId: 'cam1',
  cameraName: 'Gate <b>1</b>',
  startTime,
  endTime: startTime + durationMs,
  durationMs,
  size: 1,
  width: 640,
  height: 360,
  createBy: '20000001',
  ...extra,
});
const window = { start: T0, end: T0 + 600_000, tz: 0 };

describe('timeline video', () => {
  it('keeps finished video recordings that overlap the window, oldest first', () => {
    const segments = videoSegmentsOf(
      [
        record('b', T0 + 60_000, 30_000),
        record('a', T0 - 10_000, 20_000),
        record('snap', T0, 0, { kind: 'snapshot' }),
        record('running', T0, 0, { endTime: null }),
        record('late', T0 + 700_000, 10_000),
      ],
      window,
    );
    expect(segments.map((segment) => [segment.id, segment.start, segment.end, segment.url])).toEqual([
      ['a', T0 - 10_000, T0 + 10_000, '/video-records/a.mp4'],
      ['b', T0 + 60_000, T0 + 90_000, '/video-records/b.mp4'],
    ]);
  });

  it('finds the recording of a moment and the offset into it', () => {
    const segments = videoSegmentsOf([record('a', T0, 20_000), record('b', T0 + 10_000, 20_000)], window);
    expect(videoAt(segments, T0 + 5_000)?.id).toBe('a');
    // Overlapping cameras: the one started last shows.
    expect(videoAt(segments, T0 + 15_000)?.id).toBe('b');
    expect(videoAt(segments, T0 + 30_000)).toBeNull();
    expect(videoOffsetSeconds(segments[1]!, T0 + 12_500)).toBe(2.5);
  });

  it('stretches the scrubber over the video too', () => {
    const videos = videoSegmentsOf([record('a', T0 + 100_000, 20_000)], window);
    expect(extentOf({ window, segments: [], ticks: [], track: new TrackBuilder().finish(), videos })).toEqual({ start: T0 + 100_000, end: T0 + 120_000 });
  });

  it('reads no video where video monitoring is not the dispatcher\'s, and fails otherwise', async () => {
    const refusing = (code: string) => ({ get: async () => Promise.reject(new DsError(code, 'feature')) });
    expect(await loadVideo(refusing('403'), window)).toEqual([]);
    await expect(loadVideo(refusing('500'), window)).rejects.toThrow();
    const listing = { get: async () => ({ desc: { count: 2 }, list: [record('a', T0, 1_000), { id: 'broken' }] }) };
    expect((await loadVideo(listing, window)).map((segment) => segment.id)).toEqual(['a']);
  });
});

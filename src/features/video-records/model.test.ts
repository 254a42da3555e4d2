import { describe, expect, it } from 'vitest';
import { DsError, VideoRecordRefusal } from '../../../protocol/index.ts';
import { findVideoRecords, formatDuration, formatSize, setRecording, videoRecordErrorKey, type VideoRecordsDs } from './model.ts';

const record = { id: 'abc1', kind: 'video', cameraId: '1', cameraName: 'Gate', startTime: 1_000, endTime: 5_000, durationMs: 4_000, size: 2048, width: 640, height: 360, createBy: '20000001' };

function fakeDs(answer: { desc?: unknown; list?: unknown[] } | DsError, calls: unknown[] = []): VideoRecordsDs {
  const reply = async (...args: unknown[]) => {
    calls.push(args);
    if (answer instanceof DsError) throw answer;
    return { desc: answer.desc ?? null, list: answer.list ?? [] };
  };
  return { get: reply, post: reply };
}

describe('video records model', () => {
  it('queries by range and camera and parses the records', async () => {
    const calls: unknown[] = [];
    const found = await findVideoRecords(fakeDs({ list: [record] }, calls), { start: 1, end: 2, tz: 60, cameraId: '1' });
    expect(found).toEqual([record]);
    expect(calls).toEqual([['/ds/apiZlmk/list', { start: 1, end: 2, tz: 60, cameraId: '1' }]]);
  });

  it('refuses a malformed answer rather than showing it', async () => {
    await expect(setRecording(fakeDs({ desc: { ...record, size: -1 } }), '1', 'start')).rejects.toThrow();
  });

  it('turns the platform refusals into SPEC §8 messages', () => {
    const key = (refusal: { code: string; desc: string }) => videoRecordErrorKey(new DsError(refusal.code, refusal.desc));
    expect(key(VideoRecordRefusal.StreamNotFound)).toBe('videoRecords.error.streamNotFound');
    expect(key(VideoRecordRefusal.AlreadyRecording)).toBe('videoRecords.error.busy');
    expect(key(VideoRecordRefusal.NoRecordingTime)).toBe('videoRecords.error.noRecordingTime');
    expect(key(VideoRecordRefusal.StillRecording)).toBe('videoRecords.error.stillRecording');
    expect(key({ code: '400', desc: 'range: crossMonth' })).toBe('trackPlayback.error.crossMonth');
    expect(key({ code: '400', desc: 'range: nonsense' })).toBe('videoRecords.error.failed');
    expect(videoRecordErrorKey(new Error('offline'))).toBe('videoRecords.error.failed');
  });

  it('formats durations and sizes', () => {
    expect([formatDuration(4_400), formatDuration(65_000), formatDuration(3_725_000)]).toEqual(['0:04', '1:05', '1:02:05']);
    expect([formatSize(900), formatSize(2048), formatSize(3 * 1024 * 1024)]).toEqual(['900 B', '2.0 KB', '3.0 MB']);
  });
});

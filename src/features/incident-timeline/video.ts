/** Video recorded in the timeline's window (issue 12 item 2), pure: which recording plays at a moment, and where in it. */
import { DsError, VideoRecordKind, VideoRecordPath, VideoRecordSchema, videoRecordUrl, type VideoRecord } from '../../../protocol/index.ts';
import type { TimelineDs, TimelineWindow } from './model.ts';

/** A finished recording as a stretch of the timeline: [start, end) in epoch ms. */
export type VideoSegment = { readonly id: string; readonly url: string; readonly camera: string; readonly start: number; readonly end: number };

export function videoSegmentsOf(records: readonly VideoRecord[], window: { start: number; end: number }): VideoSegment[] {
  return records
    .filter((record) => record.kind === VideoRecordKind.Video && record.endTime !== null && record.durationMs > 0)
    .map((record) => ({ id: record.id, url: videoRecordUrl(record), camera: record.cameraName, start: record.startTime, end: record.startTime + record.durationMs }))
    .filter((segment) => segment.end > window.start && segment.start <= window.end)
    .sort((a, b) => a.start - b.start || a.id.localeCompare(b.id));
}

/** The recording showing at `at`: the latest one started at or before it that has not ended. */
export function videoAt(segments: readonly VideoSegment[], at: number): VideoSegment | null {
  let found: VideoSegment | null = null;
  for (const segment of segments) if (segment.start <= at && at < segment.end) found = segment;
  return found;
}

export const videoOffsetSeconds = (segment: VideoSegment, at: number): number => Math.max(0, Math.min(segment.end - segment.start, at - segment.start)) / 1_000;

/**
 * The window's video recordings (every camera's: a recording is not tied to a terminal). Where video
 * monitoring is not the dispatcher's (403), there is simply no video; any other failure is the caller's.
 */
export async function loadVideo(ds: TimelineDs, window: TimelineWindow): Promise<VideoSegment[]> {
  try {
    const answer = await ds.get(VideoRecordPath.List, { start: window.start, end: window.end, tz: window.tz });
    const records: VideoRecord[] = [];
    for (const item of answer.list) {
      const parsed = VideoRecordSchema.safeParse(item);
      if (parsed.success) records.push(parsed.data);
    }
    return videoSegmentsOf(records, window);
  } catch (error) {
    if (error instanceof DsError && error.code === '403') return [];
    throw error;
  }
}

import type { VideoRecord } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import type { VideoRecordEvent } from './video-record-events.ts';

/** Video records by id (recordings still running included, with endTime null). */
export type VideoRecordBook = Map<string, VideoRecord>;

export const emptyVideoRecordBook = (): VideoRecordBook => new Map();

/** Folds one videoRecord.* event; the same on replay as when it was committed. */
export function applyToVideoRecords(book: VideoRecordBook, event: VideoRecordEvent): void {
  switch (event.type) {
    case 'videoRecord.started':
    case 'videoRecord.snapped':
      book.set(event.record.id, event.record);
      return;
    case 'videoRecord.finished': {
      const record = book.get(event.id);
      if (record) book.set(event.id, { ...record, endTime: event.endTime, durationMs: event.durationMs, size: event.size, width: event.width, height: event.height });
      return;
    }
    case 'videoRecord.failed':
    case 'videoRecord.removed':
      book.delete(event.id);
      return;
  }
}

export type VideoRecordFilter = { readonly start: number; readonly end: number; readonly cameraId: string | null };

/** A record is its maker's organisation's (docs/protocol.md "Organisations"). */
export const recordOfCaller = (state: Pick<PlatformState, 'terminals'>, msId: string, record: Pick<VideoRecord, 'createBy'>): boolean => {
  const cid = state.terminals.get(msId)?.cid;
  return cid !== undefined && state.terminals.get(record.createBy)?.cid === cid;
};

/** Records that started in [start, end] (end inclusive), of one camera or all, that `keep` keeps, newest first. */
export function videoRecordsIn(book: VideoRecordBook, filter: VideoRecordFilter, limit: number, keep: (record: VideoRecord) => boolean = () => true): VideoRecord[] {
  return [...book.values()]
    .filter((record) => keep(record))
    .filter((record) => record.startTime >= filter.start && record.startTime <= filter.end && (filter.cameraId === null || record.cameraId === filter.cameraId))
    .sort((a, b) => b.startTime - a.startTime || b.id.localeCompare(a.id))
    .slice(0, limit);
}

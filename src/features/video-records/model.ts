/**
 * The video records screen's model (SPEC §2 /video-surveillances/video-records, §7 apiZlmk), pure:
 * the calls over /ds and what a refusal says.
 */
import {
  CameraPath,
  CameraSchema,
  DsError,
  IsOnlineAnswerSchema,
  VideoRecordPath,
  VideoRecordSchema,
  type Camera,
  type DsData,
  type IsOnlineAnswer,
  type TimeRangeError,
  type VideoRecord,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

/** The part of the /ds client the screen uses, so tests can stand in for it. */
export type VideoRecordsDs = {
  get(path: string, params?: Record<string, string | number | undefined>): Promise<DsData>;
  post(path: string, body?: unknown): Promise<DsData>;
};

export type VideoRecordQuery = { readonly start: number; readonly end: number; readonly tz: number; readonly cameraId: string | null };

export async function listCameras(ds: VideoRecordsDs): Promise<Camera[]> {
  return (await ds.get(CameraPath.List)).list.map((item) => CameraSchema.parse(item));
}

export async function findVideoRecords(ds: VideoRecordsDs, query: VideoRecordQuery): Promise<VideoRecord[]> {
  const data = await ds.get(VideoRecordPath.List, { start: query.start, end: query.end, tz: query.tz, cameraId: query.cameraId ?? undefined });
  return data.list.map((item) => VideoRecordSchema.parse(item));
}

export async function cameraStatus(ds: VideoRecordsDs, cameraId: string): Promise<IsOnlineAnswer> {
  return IsOnlineAnswerSchema.parse((await ds.get(VideoRecordPath.IsOnline, { cameraId })).desc);
}

/** Starts or stops the platform's recording of a camera; answers the record. */
export async function setRecording(ds: VideoRecordsDs, cameraId: string, action: 'start' | 'stop'): Promise<VideoRecord> {
  return VideoRecordSchema.parse((await ds.post(VideoRecordPath.Record, { cameraId, action })).desc);
}

export async function snapCamera(ds: VideoRecordsDs, cameraId: string): Promise<VideoRecord> {
  return VideoRecordSchema.parse((await ds.post(VideoRecordPath.Snap, { cameraId })).desc);
}

export async function deleteVideoRecord(ds: VideoRecordsDs, id: string): Promise<void> {
  await ds.post(VideoRecordPath.Delete, { id });
}

/** SPEC §5 rules as the platform names them; the same messages as the range form's own check. */
const RANGE_ERROR_KEY: Readonly<Record<TimeRangeError, MessageKey>> = {
  startRequired: 'trackPlayback.error.startRequired',
  endRequired: 'trackPlayback.error.endRequired',
  startNotBeforeEnd: 'trackPlayback.error.startNotBeforeEnd',
  spanTooLong: 'trackPlayback.error.spanTooLong',
  crossMonth: 'trackPlayback.error.crossMonth',
};

/** The codes of docs/protocol.md "Video records" as SPEC §8 messages. */
const REFUSAL_KEY: Readonly<Record<string, MessageKey>> = {
  '404': 'videoRecords.error.unknown',
  '502': 'videoRecords.error.streamNotFound',
  '201': 'videoRecords.error.busy',
  '409': 'videoRecords.error.notRecording',
  '406': 'videoRecords.error.tooMany',
  '402': 'videoRecords.error.noRecordingTime',
  '606': 'videoRecords.error.notSupported',
  '403': 'videoRecords.error.forbidden',
};

/** The message of a refused call: a §5 range rule, a refusal of the platform, or a failure. */
export function videoRecordErrorKey(error: unknown): MessageKey {
  if (!(error instanceof DsError)) return 'videoRecords.error.failed';
  const rule = error.code === '400' && error.desc?.startsWith('range: ') ? error.desc.slice('range: '.length) : null;
  if (rule !== null && Object.hasOwn(RANGE_ERROR_KEY, rule)) return RANGE_ERROR_KEY[rule as TimeRangeError];
  if (error.code === '409' && error.desc === 'id: still recording') return 'videoRecords.error.stillRecording';
  return Object.hasOwn(REFUSAL_KEY, error.code) ? REFUSAL_KEY[error.code]! : 'videoRecords.error.failed';
}

/** m:ss or h:mm:ss of a duration in ms. */
export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const two = (value: number) => String(value).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** A file size in B, KB or MB (1024-based), one decimal above bytes. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

import { z } from 'zod';
import { MillisQuery, OffsetMinutesQuery } from './gpsTrack.ts';

/**
 * Video records (SPEC §2 /video-surveillances/video-records, §7 "Video: apiZlmk record, snap,
 * isOnline, proxy"): recordings and snapshots the platform takes from a camera's live stream, listed by
 * camera and time range (§5), played back from the platform (docs/protocol.md "Video records").
 */

export const VideoRecordPath = {
  /** POST { cameraId, action: 'start' | 'stop' } */
  Record: '/ds/apiZlmk/record',
  /** POST { cameraId }: a JPEG of the live picture, kept as a record. */
  Snap: '/ds/apiZlmk/snap',
  /** GET ?cameraId: is the stream live, and the recording running on it. */
  IsOnline: '/ds/apiZlmk/isOnline',
  /** GET ?start&end&tz&cameraId? */
  List: '/ds/apiZlmk/list',
  /** POST { id } */
  Delete: '/ds/apiZlmk/delete',
  /** POST ProxyBody: add or remove a stream proxy. */
  Proxy: '/ds/apiZlmk/proxy',
  /** GET <files>/<id>.mp4 or .jpg, with Range. */
  files: '/video-records',
} as const;

export const VideoRecordKind = { Video: 'video', Snapshot: 'snapshot' } as const;
export type VideoRecordKind = (typeof VideoRecordKind)[keyof typeof VideoRecordKind];

/** The spec leaves these open; ours (docs/protocol.md "Video records"). */
export const VideoRecordLimits = {
  /** A recording nobody stops ends by itself after this long. */
  maxRecordingMs: 30 * 60_000,
  /** Recordings running at once on the platform (406 beyond: SPEC §4 "406 max requests"). */
  maxConcurrent: 4,
  /** The organisation's recording time (402 "not enough recording time" once used up). */
  defaultQuotaMs: 10 * 3_600_000,
  /** A snapshot waits this long for a picture before the stream counts as not found. */
  snapTimeoutMs: 10_000,
  maxListed: 500,
} as const;

export const VIDEO_RECORD_ID = /^[a-z0-9]{1,32}$/;

export const VideoRecordSchema = z.object({
  id: z.string().regex(VIDEO_RECORD_ID),
  kind: z.enum([VideoRecordKind.Video, VideoRecordKind.Snapshot]),
  cameraId: z.string(),
  /** The camera's name when the record was made (the camera may be renamed or deleted later). */
  cameraName: z.string(),
  /** When the recording started or the snapshot was taken (ms since the epoch). */
  startTime: z.number(),
  /** Null while the recording runs. */
  endTime: z.number().nullable(),
  durationMs: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
  createBy: z.string(),
});
export type VideoRecord = z.infer<typeof VideoRecordSchema>;

export const videoRecordUrl = (record: Pick<VideoRecord, 'id' | 'kind'>): string => `${VideoRecordPath.files}/${record.id}.${record.kind === VideoRecordKind.Video ? 'mp4' : 'jpg'}`;

const CameraId = z.string().min(1).max(64);

export const RecordBody = z.object({ cameraId: CameraId, action: z.enum(['start', 'stop']) });
export type RecordRequest = z.infer<typeof RecordBody>;
export const SnapBody = z.object({ cameraId: CameraId });
export const IsOnlineQuery = z.object({ cameraId: CameraId });
export const DeleteVideoRecordBody = z.object({ id: z.string().regex(VIDEO_RECORD_ID) });

/** The list's query as sent (numbers as text); the range rules (§5) are checked after the shape. */
export const VideoRecordListQuery = z.object({
  start: MillisQuery.optional(),
  end: MillisQuery.optional(),
  /** 0 when absent. */
  tz: OffsetMinutesQuery.optional(),
  cameraId: CameraId.optional(),
});

export const IsOnlineAnswerSchema = z.object({ online: z.boolean(), recording: VideoRecordSchema.nullable() });
export type IsOnlineAnswer = z.infer<typeof IsOnlineAnswerSchema>;

/** Refusal codes and texts (`desc`); the console turns the codes into SPEC §8 messages. */
export const VideoRecordRefusal = {
  /** No such camera (or record). */
  Unknown: { code: '404', desc: 'cameraId:unknown' },
  NoRecord: { code: '404', desc: 'id:unknown' },
  /** SPEC §4 502 no stream: the camera is not live. */
  StreamNotFound: { code: '502', desc: 'stream not found' },
  /** SPEC §4 201 camera busy: it is already being recorded. */
  AlreadyRecording: { code: '201', desc: 'camera busy: already recording' },
  NotRecording: { code: '409', desc: 'camera: not recording' },
  StillRecording: { code: '409', desc: 'id: still recording' },
  /** SPEC §4 406 max requests. */
  TooMany: { code: '406', desc: 'recordings: maximum reached' },
  /** SPEC §8 "not enough recording time". */
  NoRecordingTime: { code: '402', desc: 'not enough recording time' },
  /** SPEC §4 606 not acceptable: the platform records HLS and HTTP-FLV cameras only. */
  NotRecordable: { code: '606', desc: 'camera: protocol not recordable' },
  NotDispatcher: { code: '403', desc: 'caller:not-dispatcher' },
} as const;

/**
 * POST /ds/apiZlmk/proxy: the platform pulls a stream (HLS or HTTP-FLV over http(s), RTSP or RTMP)
 * and serves it again as HLS at CameraMediaPath.hls(streamId), where a camera entry can watch and
 * record it; `remove` stops the pull. The emulator pulls from loopback hosts only.
 */
export const ProxyBody = z.discriminatedUnion('action', [
  z.object({ action: z.literal('add'), streamId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'invalid'), url: z.string().min(1).max(1024) }),
  z.object({ action: z.literal('remove'), streamId: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'invalid') }),
]);
export type ProxyRequest = z.infer<typeof ProxyBody>;

export const PROXY_SCHEMES: readonly string[] = ['http:', 'https:', 'rtsp:', 'rtmp:'];

/** Why a proxy source URL is refused, or null: a URL of PROXY_SCHEMES on a loopback host, without credentials. */
export function proxyUrlProblem(url: string): 'invalid' | 'notLoopback' | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  if (!PROXY_SCHEMES.includes(parsed.protocol) || parsed.username !== '' || parsed.password !== '') return 'invalid';
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host) ? null : 'notLoopback';
}

export const ProxyLimits = { maxProxies: 8 } as const;

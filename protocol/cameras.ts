import { z } from 'zod';

/**
 * Cameras of the video wall (SPEC §3 Camera "protocol, stream id, stream url"; §7 "camera add,
 * update, list, delete"; §8 "camera add: code 107 means maximum concurrent connections exceeded").
 * The organisation's cameras are shared by its dispatchers (docs/protocol.md "Cameras").
 */

export const CameraProtocol = { Hls: 'hls', Flv: 'flv', WebRtc: 'webrtc' } as const;
export type CameraProtocol = (typeof CameraProtocol)[keyof typeof CameraProtocol];
export const CAMERA_PROTOCOLS: readonly CameraProtocol[] = [CameraProtocol.Hls, CameraProtocol.Flv, CameraProtocol.WebRtc];

/** The spec leaves these open; ours (docs/protocol.md "Cameras"). */
export const CameraLimits = {
  maxNameLength: 40,
  maxStreamIdLength: 64,
  maxUrlLength: 1024,
  /** Cameras of the organisation unless a test control lowers it: past it, add answers 107. */
  defaultMaxCameras: 64,
} as const;

/** SPEC §8: add answers this when the organisation has its maximum of cameras (concurrent connections). */
export const CAMERA_LIMIT_CODE = '107';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export type CameraTextProblem = 'required' | 'tooLong' | 'control' | 'invalid';

export function cameraNameProblem(name: string): CameraTextProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > CameraLimits.maxNameLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

/** A WebRTC camera's stream id is its Janus Streaming mount point (a number); others name the stream. */
export function streamIdProblem(protocol: CameraProtocol, streamId: string): CameraTextProblem | null {
  if (streamId === '') return 'required';
  if (streamId.length > CameraLimits.maxStreamIdLength) return 'tooLong';
  if (protocol === CameraProtocol.WebRtc) return /^[1-9]\d{0,9}$/.test(streamId) ? null : 'invalid';
  return /^[A-Za-z0-9_.-]+$/.test(streamId) ? null : 'invalid';
}

/**
 * Where the player connects: a path on the console's own origin (`/cameras/hls/x/index.m3u8`,
 * `/cameras/flv/x`, `/janus`) or an absolute URL of the protocol's schemes. HLS plays a playlist
 * over http(s); FLV comes over ws(s) (one socket per tile, so 16 tiles do not queue behind the
 * browser's 6 HTTP/1.1 connections) or http(s); WebRTC signals with Janus over ws(s).
 */
export function streamUrlProblem(protocol: CameraProtocol, url: string): CameraTextProblem | null {
  if (url === '') return 'required';
  if (url.length > CameraLimits.maxUrlLength) return 'tooLong';
  if (url !== url.trim() || /\s/.test(url) || CONTROL.test(url)) return 'invalid';
  if (url.startsWith('/')) return url.startsWith('//') || url.includes('\\') ? 'invalid' : null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'invalid';
  }
  const schemes = protocol === CameraProtocol.Hls ? ['http:', 'https:'] : protocol === CameraProtocol.Flv ? ['ws:', 'wss:', 'http:', 'https:'] : ['ws:', 'wss:'];
  if (!schemes.includes(parsed.protocol) || parsed.hostname === '' || parsed.username !== '' || parsed.password !== '') return 'invalid';
  return null;
}

const checked = (schema: z.ZodType<string>, problem: (text: string) => string | null) =>
  schema.superRefine((text, context) => {
    const found = problem(text);
    if (found) context.addIssue({ code: 'custom', message: found });
  });

const Name = checked(z.string().max(CameraLimits.maxNameLength * 2).transform((text) => text.trim()), cameraNameProblem);
const Protocol = z.enum([CameraProtocol.Hls, CameraProtocol.Flv, CameraProtocol.WebRtc]);
const StreamId = z.string().max(CameraLimits.maxStreamIdLength + 1);
const StreamUrl = z.string().max(CameraLimits.maxUrlLength + 1);

export const CameraSchema = z.object({
  id: z.string(),
  name: z.string(),
  protocol: Protocol,
  streamId: z.string(),
  streamUrl: z.string(),
  createBy: z.string(),
  createdAt: z.number(),
  updatedAt: z.number(),
});
export type Camera = z.infer<typeof CameraSchema>;

/** Stream id and url are checked against the protocol they are used with. */
function checkStream(body: { protocol?: CameraProtocol; streamId?: string; streamUrl?: string }, context: z.RefinementCtx): void {
  if (!body.protocol) return;
  const idProblem = body.streamId === undefined ? null : streamIdProblem(body.protocol, body.streamId);
  if (idProblem) context.addIssue({ code: 'custom', path: ['streamId'], message: idProblem });
  const urlProblem = body.streamUrl === undefined ? null : streamUrlProblem(body.protocol, body.streamUrl);
  if (urlProblem) context.addIssue({ code: 'custom', path: ['streamUrl'], message: urlProblem });
}

/** POST /ds/camera/add */
export const AddCameraBody = z.object({ name: Name, protocol: Protocol, streamId: StreamId, streamUrl: StreamUrl }).superRefine(checkStream);
export type AddCamera = z.input<typeof AddCameraBody>;

/** PUT /ds/camera/update: the whole camera again (a changed protocol must suit its id and url). */
export const UpdateCameraBody = z
  .object({ id: z.string().min(1).max(64), name: Name, protocol: Protocol, streamId: StreamId, streamUrl: StreamUrl })
  .superRefine(checkStream);
export type UpdateCamera = z.input<typeof UpdateCameraBody>;

/** DELETE /ds/camera/delete?id= */
export const DeleteCameraQuery = z.object({ id: z.string().min(1).max(64) });

/** What list answers in `data.desc`: how many cameras the organisation may have. */
export const CameraListAnswerSchema = z.object({ max: z.number().int().nonnegative() });

export const CameraPath = {
  Add: '/ds/camera/add',
  Update: '/ds/camera/update',
  List: '/ds/camera/list',
  Delete: '/ds/camera/delete',
} as const;

/** Refusal texts (`desc`). */
export const CameraRefusal = {
  Unknown: 'id:unknown',
  NotDispatcher: 'caller:not-dispatcher',
  TooMany: 'cameras:maximum concurrent connections exceeded',
  DuplicateName: 'name:exists',
} as const;

/** Where the emulator's simulated cameras are served (docs/protocol.md "Simulated cameras"). */
export const CameraMediaPath = {
  hls: (streamId: string) => `/cameras/hls/${streamId}/index.m3u8`,
  /** A WebSocket; the stream rides in the query because upgrades are routed by exact path. */
  flv: (streamId: string) => `/cameras/flv?stream=${encodeURIComponent(streamId)}`,
  hlsPrefix: '/cameras/hls',
  flvSocket: '/cameras/flv',
  /** POST, a live FLV body: ffmpeg's `-method POST` pushes a simulated camera here (with the ingest key). */
  ingest: (streamId: string) => `/cameras/ingest/${encodeURIComponent(streamId)}`,
  ingestPrefix: '/cameras/ingest',
} as const;

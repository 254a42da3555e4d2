import { z } from 'zod';
import { LogType } from './logs.ts';

/**
 * Individual calls (SPEC §4): signalling through the platform over the socket, media peer to peer.
 * The caller invites; the callee rings, answers, declines or is busy; the caller acks; either says
 * bye. Signalling payloads (SDP, ICE candidates) ride in `data`, opaque to the platform.
 */

/** SPEC §4 call status codes. */
export const CallStatus = {
  Trying: 100,
  Offline: 101,
  SelfTrying: 102,
  Ringing: 180,
  Ok: 200,
  CameraBusy: 201,
  Connected: 202,
  NoVideoCredit: 402,
  Repeat: 403,
  NotFound: 404,
  MaxRequests: 406,
  Timeout: 408,
  MaxDuration: 418,
  Busy: 486,
  Cancel: 487,
  ServerError: 500,
  NoStream: 502,
  NoSession: 503,
  Decline: 603,
  NotAcceptable: 606,
  LocalStreamFailed: 800,
} as const;
export type CallStatus = (typeof CallStatus)[keyof typeof CallStatus];

export const CallLimits = {
  /** Unanswered this long, the call ends with 408. */
  ringTimeoutMs: 30_000,
  /** Calls one account may have open at once (406 beyond). */
  maxOpenPerAccount: 1,
  /** Serialised `data` of one signal (an SDP with candidates fits easily). */
  maxDataBytes: 32 * 1024,
} as const;

/** SPEC §4 camera resolutions, with the frame size each asks a camera for. */
export const VideoResolution = z.enum(['720p', 'SVGA', 'VGA', '360p', 'CIF', 'QCIF', 'QQVGA']);
export type VideoResolution = z.infer<typeof VideoResolution>;
export const VIDEO_RESOLUTIONS: Readonly<Record<VideoResolution, { readonly width: number; readonly height: number }>> = {
  '720p': { width: 1280, height: 720 },
  SVGA: { width: 800, height: 600 },
  VGA: { width: 640, height: 480 },
  '360p': { width: 640, height: 360 },
  CIF: { width: 352, height: 288 },
  QCIF: { width: 176, height: 144 },
  QQVGA: { width: 160, height: 120 },
};
export const DEFAULT_VIDEO_RESOLUTION: VideoResolution = '360p';

/** Video calls: platform-wide limits (the emulator's --max-video-calls and --max-video-call-s). */
export const VideoCallLimits = {
  /** Video calls open at once on the platform (inviting or connected); 406 beyond. */
  maxConcurrent: 8,
  /** A connected video call ends with 418 after this long. */
  maxDurationS: 1800,
} as const;

export const CallSignal = z.enum(['invite', 'ringing', 'answer', 'ack', 'decline', 'busy', 'cancel', 'bye', 'candidate', 'resolution']);
export type CallSignal = z.infer<typeof CallSignal>;
/**
 * 'ambient': environment monitoring (SPEC §2 terminal operation). Only a dispatcher invites; the
 * terminal answers at once with no ringing or prompt and sends its microphone one way, the console
 * only receives. Logged 108 when connected and 109 when ended, never as a call (no call record).
 */
export const CallMedia = z.enum(['audio', 'video', 'ambient']);
export type CallMedia = z.infer<typeof CallMedia>;

/** The status of an ambient invite from an account that is not a dispatcher. */
export const AMBIENT_FORBIDDEN = 403;

/**
 * SPEC §5 "a monitor limit per terminal or group applies" (values not shown; ours): one dispatcher
 * at a time listens to a terminal (403 'repeat', SPEC §8 "already monitoring"), and at most
 * `perGroup` terminals of one group are listened to at once (406, "maximum monitored entries
 * reached"). A console is always a dispatcher (socket login takes type 20 only), so a 403 it gets
 * for its own ambient invite means the terminal is already monitored.
 */
export const MonitorLimits = { perTerminal: 1, perGroup: 2 } as const;
export const MONITOR_ALREADY = 403;
export const MONITOR_MAX_REACHED = 406;

const CallId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** The one call command: `to` and `media` go with an invite. */
export const CallCommandSchemas = {
  callSignal: z.object({
    callId: CallId,
    signal: CallSignal,
    to: z.string().regex(/^\d{8}$/).optional(),
    media: CallMedia.optional(),
    /** A video invite: the resolution the caller asks of the callee's camera (and sends itself). */
    resolution: VideoResolution.optional(),
    data: z.unknown().optional(),
  }),
  /**
   * Ours (several dispatchers at once): the dispatcher in a connected call with a terminal hands it to
   * another dispatcher. The platform ends the call (bye 200 to both) and the other dispatcher's console
   * invites the terminal again (call.handedOver): a re-invite, not a media hand-over.
   */
  callHandOver: z.object({ callId: CallId, to: z.string().regex(/^\d{8}$/) }),
} as const;

/** Refusal texts (`desc`) of callHandOver besides the shared ones (protocol/handover.ts). */
export const CallHandOverRefusal = {
  Unknown: 'call:unknown',
  NotConnected: 'call:not-connected',
  NoTerminal: 'call:no-terminal',
  ToOffline: 'to:offline',
  ToBusy: 'to:busy',
} as const;

/** Server → client: a signal of the other party (or of the platform, e.g. a ring time-out). */
export const CallFrameSchema = z.object({
  type: z.literal('call'),
  callId: z.string(),
  signal: z.union([CallSignal, z.literal('bye_myself')]),
  /** The other party. */
  from: z.string(),
  fromName: z.string(),
  media: CallMedia,
  status: z.number().int().optional(),
  /** With a video invite: the resolution the caller asked for. */
  resolution: VideoResolution.optional(),
  data: z.unknown().optional(),
});
export type CallFrame = z.infer<typeof CallFrameSchema>;

const CallParties = { callId: z.string(), caller: z.string(), callee: z.string(), media: CallMedia };
/** Public events: consoles see who is calling, in a call, and how it ended. */
export const CallInvitedSchema = z.object({ type: z.literal('call.invited'), ...CallParties });
/** SPEC §4: 2 a voice call started, 128 a video call; 3 a call ended; 108/109 monitor start/stop (ambient). */
export const CallConnectedSchema = z.object({
  type: z.literal('call.connected'),
  ...CallParties,
  logType: z.union([z.literal(LogType.VoiceCallStarted), z.literal(LogType.VideoCall), z.literal(LogType.MonitorStart)]).optional(),
});
export const CallEndedSchema = z.object({
  type: z.literal('call.ended'),
  ...CallParties,
  /** 200 a normal bye; otherwise why it ended (486, 487, 408, 603, 101, 503, ...). */
  status: z.number().int(),
  /** Connected time, 0 when it never connected. */
  talkMs: z.number().int().nonnegative(),
  logType: z.union([z.literal(LogType.CallEnded), z.literal(LogType.MonitorStop)]).optional(),
});

/** Ours: a call between a terminal and a dispatcher handed to another dispatcher, who invites the terminal again (log type 144). */
export const CallHandedOverSchema = z.object({
  type: z.literal('call.handedOver'),
  callId: z.string(),
  terminal: z.string(),
  terminalName: z.string(),
  from: z.string(),
  fromName: z.string(),
  to: z.string(),
  toName: z.string(),
  media: CallMedia,
  logType: z.literal(LogType.CallHandedOver),
});

export const OpenCallSchema = z.object({ ...CallParties, state: z.enum(['inviting', 'connected']), since: z.number() });
export type OpenCall = z.infer<typeof OpenCallSchema>;

import { z } from 'zod';
import { CallStatus } from './calls.ts';
import { TerminalType } from './codes.ts';
import { LogType } from './logs.ts';

/**
 * Monitoring a terminal's camera on the video wall (SPEC §2 terminal operation "video monitor",
 * §4 log types 110/111 and 130, §8 errors). A dispatcher asks the platform to monitor a terminal;
 * the platform makes a Janus Streaming mount point and tells the terminal to push its camera there
 * as RTP, one way (no audio, nothing from the dispatcher); the console watches the mount point.
 * docs/protocol.md "Terminal camera monitoring".
 */

/** SPEC §8's monitor errors, as the command's reply codes (SPEC §4 call status codes where one fits). */
export const MonitorCode = {
  /** The terminal is in a video call: its camera is taken. */
  CameraBusy: String(CallStatus.CameraBusy),
  /** The platform monitors its maximum of terminals already. */
  MaxMonitors: String(CallStatus.MaxRequests),
  /** This dispatcher already monitors that terminal. */
  AlreadyMonitoring: '409',
  /** The terminal's type has no camera. */
  DeviceNotSupported: '415',
  /** The terminal sent no stream (it did not answer, or could not start its camera), or no media server runs. */
  StreamNotFound: String(CallStatus.NoStream),
  Offline: String(CallStatus.Offline),
} as const;
export type MonitorCode = (typeof MonitorCode)[keyof typeof MonitorCode];

export const CameraMonitorLimits = {
  /** Terminal cameras monitored at once on the platform (the emulator's --max-monitors). SPEC gives no value: one full wall. */
  maxConcurrent: 16,
  /** How long the platform waits for the terminal to start its camera. */
  answerTimeoutMs: 10_000,
} as const;

/** Terminal types with a camera: phones with the PoC app, LTE PoC radios and cameras. */
const CAMERA_TYPES: ReadonlySet<number> = new Set([TerminalType.App, TerminalType.Poc6, TerminalType.Camera]);
export const hasCamera = (type: number): boolean => CAMERA_TYPES.has(type);

/** VP8 as the terminals' ffmpeg sends it, as the mount point expects it. */
export const MONITOR_PAYLOAD_TYPE = 96;

const MsId = z.string().regex(/^\d{8}$/);
const MonitorId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** What a started monitor answers: the mount point to watch (through /janus) and its pin. */
export const MonitorGrantSchema = z.object({
  monitorId: MonitorId,
  msId: MsId,
  mount: z.number().int().positive(),
  pin: z.string(),
  startedAt: z.number(),
});
export type MonitorGrant = z.infer<typeof MonitorGrantSchema>;

/** The terminal's answer to a start: 200 its camera sends, 201 camera busy, 415 no camera, 502 it could not. */
export const MonitorAnswerStatus = z.union([z.literal(200), z.literal(201), z.literal(415), z.literal(502)]);
export type MonitorAnswerStatus = z.infer<typeof MonitorAnswerStatus>;

export const MonitorCommandSchemas = {
  /** Console: monitor this terminal's camera. */
  monitorStart: z.object({ msId: MsId }),
  /** Console: stop a monitor of its own. */
  monitorStop: z.object({ monitorId: MonitorId }),
  /** Terminal: its answer to a `monitor` start frame. */
  monitorAnswer: z.object({ monitorId: MonitorId, status: MonitorAnswerStatus }),
} as const;

/**
 * Server → client. To the terminal: `start` (push VP8 RTP to `rtp`) and `stop`. To the dispatcher:
 * `ended` when the platform ended its monitor (the terminal went offline 101, was stunned 101, a restart).
 */
export const MonitorFrameSchema = z.discriminatedUnion('action', [
  z.object({
    type: z.literal('monitor'),
    action: z.literal('start'),
    monitorId: MonitorId,
    rtp: z.object({ host: z.string(), port: z.number().int().min(1).max(65_535), payloadType: z.number().int() }),
  }),
  z.object({ type: z.literal('monitor'), action: z.literal('stop'), monitorId: MonitorId }),
  z.object({ type: z.literal('monitor'), action: z.literal('ended'), monitorId: MonitorId, msId: MsId, status: z.number().int() }),
]);
export type MonitorFrame = z.infer<typeof MonitorFrameSchema>;

/** The log's codes: 110 a terminal's camera monitor started, 111 stopped, 130 the video monitoring session. */
export const MonitorLogType = { Start: LogType.MonitorStart2, Stop: LogType.MonitorStop2, Session: LogType.VideoMonitoring } as const;

import { z } from 'zod';
import { GpsFixSchema, GroupSchema, TerminalSchema, UserInfoSchema } from './entities.ts';
import { PlatformEventSchema } from './events.ts';
import { AllCallCommandSchemas } from './allCall.ts';
import { CallCommandSchemas, CallFrameSchema, OpenCallSchema } from './calls.ts';
import { FloorCommandSchemas, FloorStateSchema, LastTalkSchema } from './floor.ts';
import { TempGroupCommandSchemas, TempGroupSchema } from './tempGroups.ts';
import { GeoCallCommandSchemas } from './geoCalls.ts';
import { ToneCommandSchemas, ToneFrameSchema } from './tones.ts';
import { LogFrameSchema } from './logs.ts';
import { LoneWorkCommandSchemas } from './loneWork.ts';
import { SchoolCommandSchemas } from './school.ts';
import { SosAlarmSchema, SosCommandSchemas } from './sos.ts';
import { MessageCommandSchemas, MessageFrameSchema, SmsFrameSchema } from './messages.ts';
import { RemoteControlCommandSchemas } from './remoteControl.ts';
import { JobCommandSchemas } from './jobs.ts';
import { MonitorCommandSchemas, MonitorFrameSchema } from './terminalMonitor.ts';
import { IndoorCommandSchemas } from './indoor.ts';
import { NetworkCommandSchemas } from './network.ts';
import { frequentEventFrame } from './frequentEvents.ts';
import { decoded, decodeFailure, type Decoded } from './result.ts';

/** Socket frames, JSON text. docs/protocol.md describes each one; this file is the executable form. */

export const EventFrameSchema = z.object({
  type: z.literal('event'),
  seq: z.number().int().positive(),
  /** No public event lies between prev and seq (docs/protocol.md "Resume"); a client behind prev missed one. */
  prev: z.number().int().nonnegative().optional(),
  stream: z.string(),
  time: z.number(),
  event: PlatformEventSchema,
});

export const ReplyFrameSchema = z.object({
  type: z.literal('reply'),
  id: z.string(),
  code: z.string(),
  desc: z.string().optional(),
  data: z.unknown().optional(),
});

/** Full state at a sequence number: sent when the client has nothing yet or the server cannot replay its gap. */
export const SnapshotFrameSchema = z.object({
  type: z.literal('snapshot'),
  seq: z.number().int().nonnegative(),
  groups: z.array(GroupSchema),
  terminals: z.array(TerminalSchema),
  /** Floors that are taken or have a queue; absent means none. */
  floors: z.array(FloorStateSchema).default([]),
  /** Each group's last end of talk, for "talked recently" after a reload; absent means none. */
  lastTalk: z.array(LastTalkSchema).optional(),
  /** Temp groups that exist; absent means none. */
  tempGroups: z.array(TempGroupSchema).optional(),
  /** SOS alarms not yet closed (status 0 or 1), so a console that loads or resyncs alerts again; absent means none. */
  sos: z.array(SosAlarmSchema).optional(),
  /** Ours (several dispatchers): calls under way, so a console that loads or resyncs mid-call shows who handles each at once; absent means none. */
  calls: z.array(OpenCallSchema).optional(),
});

/** Why the platform closed a socket: another login took the account, the session ended, the server stops, or the password changed in another session. */
export const KICK_REASONS = ['elsewhere', 'expired', 'stopped', 'password'] as const;
export type KickReason = (typeof KICK_REASONS)[number];

export const KickedFrameSchema = z.object({
  type: z.literal('kicked'),
  reason: z.enum(KICK_REASONS),
});

export const PongFrameSchema = z.object({ type: z.literal('pong'), time: z.number() });

/** The answer to a `report` only when the platform did not take it: a report has no id, so the name says which. */
export const RefusedFrameSchema = z.object({
  type: z.literal('refused'),
  name: z.string(),
  code: z.string(),
  desc: z.string().optional(),
});

export const ServerFrameSchema = z.discriminatedUnion('type', [
  EventFrameSchema,
  ReplyFrameSchema,
  SnapshotFrameSchema,
  KickedFrameSchema,
  PongFrameSchema,
  RefusedFrameSchema,
  CallFrameSchema,
  ToneFrameSchema,
  LogFrameSchema,
  MessageFrameSchema,
  SmsFrameSchema,
  MonitorFrameSchema,
]);
export type ServerFrame = z.infer<typeof ServerFrameSchema>;
export type EventFrame = z.infer<typeof EventFrameSchema>;
export type SnapshotFrame = z.infer<typeof SnapshotFrameSchema>;
export type ReplyFrame = z.infer<typeof ReplyFrameSchema>;
export type RefusedFrame = z.infer<typeof RefusedFrameSchema>;

const CommandId = z.string().min(1).max(64);

export const LoginFrameSchema = z.object({
  type: z.literal('login'),
  id: CommandId,
  version: z.number().int(),
  /** Optional: a browser sends its token as the HttpOnly cookie of the upgrade request instead. */
  token: z.string().max(128).optional(),
  /**
   * A second window of a console already logged in with this token (a -child window): it watches
   * beside the main window instead of taking the account over, so it kicks nothing, logs no login
   * and gets none of the account's directed frames (calls, tones, messages belong to the main window).
   */
  companion: z.boolean().optional(),
});

export const ResumeFrameSchema = z.object({
  type: z.literal('resume'),
  id: CommandId,
  /** Last sequence number the client applied, or null when it holds no state yet. */
  fromSeq: z.number().int().nonnegative().nullable(),
});

export const CommandSchemas = {
  /**
   * A console window logged in as a companion becomes its account's owner (docs/protocol.md
   * "Windows and tabs"): the account's calls, tones and messages come to it from now on, and the
   * window that owned it watches on as a companion. Only a window of the same login may.
   */
  takeAccount: z.object({}).strict(),
  switchGroup: z.object({ gid: z.string().min(1).max(32) }),
  /** A dispatcher moves a terminal to one of its groups (SPEC §7 remote group switch). */
  remoteSwitchGroup: z.object({ msId: z.string().regex(/^\d{8}$/), gid: z.string().min(1).max(32) }),
  reportGps: z.object({ fix: GpsFixSchema }),
  reportStatus: z.object({
    battery: z.number().int().min(0).max(100),
    signal: z.number().int().min(0).max(5),
  }),
  ...FloorCommandSchemas,
  ...TempGroupCommandSchemas,
  ...GeoCallCommandSchemas,
  ...CallCommandSchemas,
  ...AllCallCommandSchemas,
  ...ToneCommandSchemas,
  ...SosCommandSchemas,
  ...MessageCommandSchemas,
  ...LoneWorkCommandSchemas,
  ...SchoolCommandSchemas,
  ...RemoteControlCommandSchemas,
  ...JobCommandSchemas,
  ...MonitorCommandSchemas,
  ...IndoorCommandSchemas,
  ...NetworkCommandSchemas,
} as const;
export type CommandName = keyof typeof CommandSchemas;
export type CommandArgs<N extends CommandName> = z.infer<(typeof CommandSchemas)[N]>;

export const CommandFrameSchema = z.object({
  type: z.literal('command'),
  id: CommandId,
  name: z.enum(Object.keys(CommandSchemas) as [CommandName, ...CommandName[]]),
  args: z.unknown(),
});

/**
 * Telemetry a terminal sends every second and never waits for: `reportGps`, `reportStatus` and
 * `reportBeacons` as a one-way frame. It is taken exactly as the command would be, but only a refusal is answered (a
 * `refused` frame), so a 1 Hz fleet costs the platform no write per fix (docs/protocol.md "Reports").
 */
export const REPORT_NAMES = ['reportGps', 'reportStatus', 'reportBeacons'] as const;
export type ReportName = (typeof REPORT_NAMES)[number];

export const ReportFrameSchema = z.object({
  type: z.literal('report'),
  name: z.enum(REPORT_NAMES),
  args: z.unknown(),
});

export const PingFrameSchema = z.object({ type: z.literal('ping') });

export const ClientFrameSchema = z.discriminatedUnion('type', [
  LoginFrameSchema,
  ResumeFrameSchema,
  CommandFrameSchema,
  ReportFrameSchema,
  PingFrameSchema,
]);
export type ClientFrame = z.infer<typeof ClientFrameSchema>;

/** What a successful socket login answers. */
export const LoginReplySchema = z.object({ user: UserInfoSchema, head: z.number().int().nonnegative() });
export type LoginReply = z.infer<typeof LoginReplySchema>;

function decodeWith<T>(schema: z.ZodType<T>, raw: unknown, fast?: (value: unknown) => T | null): Decoded<T> {
  let value: unknown;
  try {
    value = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch (error) {
    return decodeFailure('not-json', error instanceof Error ? error.message : 'unparseable');
  }
  const quick = fast?.(value) ?? null;
  if (quick !== null) return decoded(quick);
  const parsed = schema.safeParse(value);
  if (parsed.success) return decoded(parsed.data);
  return decodeFailure('bad-shape', parsed.error.issues[0]?.message ?? 'invalid frame');
}

export const decodeServerFrame = (raw: unknown): Decoded<ServerFrame> => decodeWith(ServerFrameSchema, raw, frequentEventFrame);
export const decodeClientFrame = (raw: unknown): Decoded<ClientFrame> => decodeWith(ClientFrameSchema, raw, frequentFrame);

/** The two frames a fleet sends thousands of a second, checked by hand; null: zod decides. */
const frequentFrame = (value: unknown): ClientFrame | null => commandFrame(value) ?? reportFrame(value);

const COMMAND_NAMES: ReadonlySet<string> = new Set(Object.keys(CommandSchemas));

/**
 * A command frame checked by hand, the frame an emulator decodes ten thousand times a second under a
 * 1 Hz fleet (zod's copy of it was about 6 % of the emulator's allocations). Sound, not complete:
 * null hands the value to ClientFrameSchema, which decides and words the refusal; what this accepts
 * the schema accepts too, as the same value. The arguments stay unknown: each command checks its own.
 */
export function commandFrame(value: unknown): Extract<ClientFrame, { type: 'command' }> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, id, name, args } = value as { type?: unknown; id?: unknown; name?: unknown; args?: unknown };
  if (type !== 'command' || typeof id !== 'string' || id.length < 1 || id.length > 64) return null;
  if (typeof name !== 'string' || !COMMAND_NAMES.has(name)) return null;
  // The schema wants the key even though any value will do.
  if (!Object.hasOwn(value, 'args')) return null;
  return { type, id, name: name as CommandName, args };
}

const REPORTS: ReadonlySet<string> = new Set(REPORT_NAMES);

/** A report frame checked by hand, on the same terms as commandFrame. */
export function reportFrame(value: unknown): Extract<ClientFrame, { type: 'report' }> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { type, name, args } = value as { type?: unknown; name?: unknown; args?: unknown };
  if (type !== 'report' || typeof name !== 'string' || !REPORTS.has(name)) return null;
  if (!Object.hasOwn(value, 'args')) return null;
  return { type, name: name as ReportName, args };
}

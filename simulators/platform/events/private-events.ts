import { z } from 'zod';
import { MediaEventSchemas } from '../media-library/media-events.ts';
import { PatrolEventSchemas } from '../patrol/patrol-events.ts';
import { CameraEventSchemas } from '../cameras/camera-events.ts';
import { VideoRecordEventSchemas } from '../video-records/video-record-events.ts';
import { MonitorEventSchemas } from '../terminal-monitor/monitor-events.ts';
import { MessageEventSchemas } from '../messages/message-events.ts';
import { RecoveryEventSchemas } from '../recovery/recovery-events.ts';
import { ThemeEventSchemas } from '../themes/theme-events.ts';
import { SchoolEventSchemas } from '../school/school-events.ts';
import { BroadcastEventSchemas } from '../broadcast/broadcast-events.ts';
import { IncidentEventSchemas } from '../incidents/incident-events.ts';

/**
 * Events that change the emulator's private state: accounts, sessions, lock-outs, the login log and
 * test controls. They live in the same log as the public events but never leave the emulator.
 */

const MsId = z.string().regex(/^\d{8}$/);
const Hex = z.string().regex(/^[0-9a-f]+$/);

/** scrypt of the MD5 hex the client sends, with its own salt and the cost it was made with. */
export const PasswordHashSchema = z.object({
  salt: Hex.length(32),
  hash: Hex.length(64),
  N: z.number().int().positive(),
  r: z.number().int().positive(),
  p: z.number().int().positive(),
});
export type PasswordHash = z.infer<typeof PasswordHashSchema>;

const AccountCreated = z.object({
  type: z.literal('account.created'),
  msId: MsId,
  accountType: z.number().int(),
  password: PasswordHashSchema,
  /** A first password someone else chose (the first administrator's): nothing but changing it until it is changed. */
  mustChangePassword: z.literal(true).optional(),
});

const PasswordChanged = z.object({ type: z.literal('account.passwordChanged'), msId: MsId, password: PasswordHashSchema });

/** A wrong password; the fifth in a row locks the account (the projection decides, from event times). */
const LoginFailed = z.object({ type: z.literal('account.loginFailed'), msId: MsId });

/** Only a hash of the token is kept, so a leaked log or snapshot grants no session. */
const SessionOpened = z.object({
  type: z.literal('session.opened'),
  msId: MsId,
  tokenHash: Hex.length(64),
  expiresAt: z.number().int(),
});

const SessionClosed = z.object({ type: z.literal('session.closed'), msId: MsId, tokenHash: Hex.length(64) });

const LoginLogAdded = z.object({
  type: z.literal('loginLog.added'),
  msId: MsId,
  account: z.string(),
  language: z.string(),
});

/** Test control: the next logins of `account` answer `code` (null clears). */
const LoginAnswerSet = z.object({
  type: z.literal('test.loginAnswerSet'),
  account: z.string(),
  code: z.string().nullable(),
  desc: z.string().nullable(),
});

/** Test control: per-host data-service switches the client configuration reports. */
const HostConfigSet = z.object({
  type: z.literal('test.hostConfigSet'),
  hostSwitches: z.record(z.string(), z.boolean()),
});

/** A dispatcher's mute list (SPEC §3 mute entry); personal, so not a public event. */
const MuteAdded = z.object({ type: z.literal('mute.added'), id: z.string(), msId: MsId, muteId: MsId });
const MuteRemoved = z.object({ type: z.literal('mute.removed'), id: z.string(), msId: MsId });

/** The alarm tone library (SPEC §3 Tone); each dispatcher manages the tones it added. */
const ToneFields = { id: z.string(), name: z.string(), fileUrl: z.string(), iconUrl: z.string(), sort: z.number().int() };
const ToneAdded = z.object({ type: z.literal('tone.added'), ...ToneFields, createBy: MsId });
const ToneUpdated = z.object({ type: z.literal('tone.updated'), ...ToneFields, createBy: MsId });
const ToneRemoved = z.object({ type: z.literal('tone.removed'), id: z.string(), createBy: MsId });
/** A tone sent to a terminal or group: the "alarm tone" log category (SPEC §4), with whom it reached. */
const ToneSent = z.object({
  type: z.literal('tone.sent'),
  toneId: z.string(),
  name: z.string(),
  msId: MsId,
  target: z.object({ msId: MsId }).or(z.object({ gid: z.string() })),
  delivered: z.array(MsId),
});

export const PrivateEventSchema = z.discriminatedUnion('type', [
  MuteAdded,
  MuteRemoved,
  ToneAdded,
  ToneUpdated,
  ToneRemoved,
  ToneSent,
  AccountCreated,
  PasswordChanged,
  LoginFailed,
  SessionOpened,
  SessionClosed,
  LoginLogAdded,
  LoginAnswerSet,
  HostConfigSet,
  ...MessageEventSchemas,
  ...ThemeEventSchemas,
  ...MediaEventSchemas,
  ...PatrolEventSchemas,
  ...CameraEventSchemas,
  ...VideoRecordEventSchemas,
  ...MonitorEventSchemas,
  ...RecoveryEventSchemas,
  ...BroadcastEventSchemas,
  ...SchoolEventSchemas,
  ...IncidentEventSchemas,
]);
export type PrivateEvent = z.infer<typeof PrivateEventSchema>;

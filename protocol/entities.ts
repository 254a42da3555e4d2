import { z } from 'zod';
import { TerminalIconSchema } from './network.ts';
import { CallSetSchema } from './remoteControl.ts';

/** Entities of SPEC §3 as they cross the wire. Schemas double as decoders and server-side validators. */

export const GroupSchema = z.object({
  gid: z.string(),
  fid: z.string().default('0'),
  name: z.string(),
  color: z.string(),
  seqNum: z.number().int(),
});
export type Group = z.infer<typeof GroupSchema>;

export const GpsFixSchema = z.object({
  lat: z.number(),
  lng: z.number(),
  speed: z.number(),
  direction: z.number(),
  altitude: z.number(),
  time: z.number(),
});
export type GpsFix = z.infer<typeof GpsFixSchema>;

export const TerminalSchema = z.object({
  msId: z.string(),
  msName: z.string(),
  cid: z.string(),
  type: z.number().int(),
  online: z.union([z.literal(0), z.literal(1)]),
  /** Groups the terminal belongs to; the first is its default. */
  grp: z.array(z.string()),
  /** The group it currently listens to (pttGroup). */
  currentGroup: z.string(),
  battery: z.number().int().min(0).max(100),
  signal: z.number().int().min(0).max(5),
  model: z.string(),
  gps: GpsFixSchema.nullable(),
  lastOnline: z.number().nullable(),
  lastOffline: z.number().nullable(),
  /** Remote control status (remoteControl.ts); absent: active, as every terminal is until a dispatcher sets one. */
  callSet: CallSetSchema.optional(),
  /** While a timed stun lasts: epoch ms when it ends. */
  callSetUntil: z.number().optional(),
  /** The icon a dispatcher chose (updateMsIcon); absent: the icon of its type. */
  icon: TerminalIconSchema.optional(),
});
export type Terminal = z.infer<typeof TerminalSchema>;

export const UserInfoSchema = z.object({
  msId: z.string(),
  msName: z.string(),
  msType: z.number().int(),
  gId: z.string(),
  gName: z.string(),
  pttGroup: z.string(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** SPEC §3 mute entry: the dispatcher `msId` does not want to hear terminal `muteId`. */
export const MuteEntrySchema = z.object({ id: z.string(), msId: z.string(), muteId: z.string() });
export type MuteEntry = z.infer<typeof MuteEntrySchema>;

/** What the verification call (GET /ds/pub/loginext) answers besides its code. */
export const LoginExtSchema = z.object({
  mediaServ: z.string(),
  hisServer: z.string(),
  /** Hours from UTC; the client keeps it in milliseconds. */
  timeZone: z.number(),
  dsConfig: z.record(z.string(), z.string()),
  magic: z.string(),
  /**
   * Where peer-to-peer media may go: when present, both peers drop ICE candidates outside these
   * CIDRs (our machines allow only loopback and the project's own network namespaces).
   */
  iceAllow: z.array(z.string()).optional(),
  /** STUN/TURN servers of our own; a WebRTC stack given none may fall back to a public one. */
  iceServers: z.array(z.object({ urls: z.union([z.string(), z.array(z.string())]) })).optional(),
});
export type LoginExt = z.infer<typeof LoginExtSchema>;

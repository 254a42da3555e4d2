import { z } from 'zod';

/**
 * All-call and broadcast call (SPEC §1, issue 4 §5): a dispatcher talks one-way to every group of
 * the organisation (all-call) or to groups it picks (broadcast call). The platform takes the floor
 * of each target group for the dispatcher, marked one-way: while it holds, terminals and other
 * dispatchers asking for that floor are denied ('one-way'); an emergency request still pre-empts,
 * for that group only. The dispatcher's microphone goes into a room of its own, which the platform
 * relays into every target group's room (docs/protocol.md "All-call and broadcast call").
 */

export const AllCallKind = z.enum(['all', 'broadcast']);
export type AllCallKind = z.infer<typeof AllCallKind>;

export const AllCallLimits = {
  /** Transmit time limit of a one-way call: the platform ends it after this long. */
  maxTalkMs: 120_000,
  /** Groups a broadcast call may name. */
  maxGroups: 200,
} as const;

/** Marks a floor held by a one-way call; part of `floor.taken` and of the snapshot's floors. */
export const OneWayFloorSchema = z.object({ callId: z.string(), kind: AllCallKind });
export type OneWayFloor = z.infer<typeof OneWayFloorSchema>;

/** Why a one-way call ended. */
export const AllCallEndReason = z.enum(['ended', 'time-limit', 'offline', 'preempted', 'restart']);
export type AllCallEndReason = z.infer<typeof AllCallEndReason>;

/** Public events of the log (part of PlatformEvent). */
export const AllCallStartedSchema = z.object({
  type: z.literal('allCall.started'),
  callId: z.string(),
  kind: AllCallKind,
  caller: z.string(),
  name: z.string(),
  /** Groups whose floor the call took (a group held by an emergency talker is left out). */
  gids: z.array(z.string()),
  startedAt: z.number(),
  maxMs: z.number().int().positive(),
  /** The call's own AudioBridge room (joining it needs the pin only the caller gets). */
  room: z.number().int().positive(),
});
export const AllCallEndedSchema = z.object({
  type: z.literal('allCall.ended'),
  callId: z.string(),
  caller: z.string(),
  reason: AllCallEndReason,
  talkMs: z.number().int().nonnegative(),
});
export type AllCallStarted = z.infer<typeof AllCallStartedSchema>;
export type AllCallEnded = z.infer<typeof AllCallEndedSchema>;

const Gid = z.string().min(1).max(32);

/** Socket commands (dispatchers only). */
export const AllCallCommandSchemas = {
  /** Starts an all-call (every group) or a broadcast call (the groups named, no repeats). */
  allCallStart: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('broadcast'),
      gids: z
        .array(Gid)
        .min(1)
        .max(AllCallLimits.maxGroups)
        .refine((gids) => new Set(gids).size === gids.length, 'gids: repeated'),
    }),
  ]),
  /** Ends the caller's one-way call. */
  allCallEnd: z.object({ callId: z.string().min(1).max(64) }),
} as const;

/** The data of a '0' reply to allCallStart: where the caller's microphone goes. */
export const AllCallGrantSchema = z.object({
  callId: z.string(),
  kind: AllCallKind,
  gids: z.array(z.string()),
  startedAt: z.number(),
  maxMs: z.number().int().positive(),
  room: z.number().int().positive(),
  pin: z.string(),
});
export type AllCallGrant = z.infer<typeof AllCallGrantSchema>;

/**
 * `desc` of a refused allCallStart/allCallEnd, after the code: 403 `caller:not-dispatcher`,
 * `feature:disabled`; 404 `gids:unknown`, `call:unknown`; 409 `caller:busy` (already in a one-way
 * call or holding a floor), `gids:one-way` (a group is in another one-way call), `gids:none` (no
 * group left to call); 502 `media:unavailable` (no media server to carry the voice).
 */
export const AllCallRefusal = {
  NotDispatcher: 'caller:not-dispatcher',
  FeatureDisabled: 'feature:disabled',
  UnknownGroup: 'gids:unknown',
  UnknownCall: 'call:unknown',
  CallerBusy: 'caller:busy',
  GroupsInOneWay: 'gids:one-way',
  NoGroups: 'gids:none',
  MediaUnavailable: 'media:unavailable',
} as const;
export type AllCallRefusal = (typeof AllCallRefusal)[keyof typeof AllCallRefusal];

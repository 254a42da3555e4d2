import { z } from 'zod';
import { OneWayFloorSchema } from './allCall.ts';

/**
 * Floor control for push-to-talk, modelled on 3GPP MCPTT (TS 24.380): a talker asks for the floor of
 * a group; the platform grants it, queues the request or denies it, and announces who talks.
 * Every group is a Janus AudioBridge room whose id is the group's numeric gid (FLOOR_ROOM_OF).
 */

/** Higher outranks lower: an emergency talker pre-empts anyone, a dispatcher pre-empts a terminal. */
export const FloorPriority = { Terminal: 1, Dispatcher: 2, Emergency: 3 } as const;
export type FloorPriority = (typeof FloorPriority)[keyof typeof FloorPriority];
const PrioritySchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

export const FloorLimits = {
  /** Transmit time limit: the platform revokes the floor after this long. */
  maxTalkMs: 60_000,
  /** Requests waiting per group; one more is denied with 'queue-full'. */
  maxQueue: 16,
} as const;

export const FloorTalkerSchema = z.object({
  msId: z.string(),
  name: z.string(),
  type: z.number().int(),
  priority: PrioritySchema,
});
export type FloorTalker = z.infer<typeof FloorTalkerSchema>;

/** A waiting requester: who, and with which priority it asked. */
export const FloorQueueEntrySchema = FloorTalkerSchema;
export type FloorQueueEntry = z.infer<typeof FloorQueueEntrySchema>;

/** Why a talker lost the floor. */
export const FloorReleaseReason = z.enum(['release', 'preempted', 'time-limit', 'offline', 'restart']);
export type FloorReleaseReason = z.infer<typeof FloorReleaseReason>;

/** Why a request was refused outright ('one-way': an all-call or broadcast call holds the floor). */
export const FloorDenyReason = z.enum(['not-member', 'no-group', 'queue-full', 'busy', 'one-way', 'stunned']);
export type FloorDenyReason = z.infer<typeof FloorDenyReason>;

/** A group's floor as a snapshot carries it. */
export const FloorStateSchema = z.object({
  gid: z.string(),
  talker: FloorTalkerSchema.nullable(),
  grantedAt: z.number(),
  maxMs: z.number().int().positive(),
  queue: z.array(FloorQueueEntrySchema),
  /** Present while a one-way call (all-call, broadcast call) holds the floor. */
  oneWay: OneWayFloorSchema.optional(),
});
export type FloorState = z.infer<typeof FloorStateSchema>;

/** A group's last end of talk (who, why, when): the snapshot carries it so "talked recently" survives a reload. */
export const LastTalkSchema = z.object({ gid: z.string(), msId: z.string(), reason: FloorReleaseReason, at: z.number() });
export type LastTalk = z.infer<typeof LastTalkSchema>;

/** Public events of the log (part of PlatformEvent). */
export const FloorTakenSchema = z.object({
  type: z.literal('floor.taken'),
  gid: z.string(),
  talker: FloorTalkerSchema,
  /** Epoch ms of the grant; with maxMs the console shows the time left. */
  grantedAt: z.number(),
  maxMs: z.number().int().positive(),
  /** Present when a one-way call (all-call, broadcast call) takes the floor. */
  oneWay: OneWayFloorSchema.optional(),
});
export const FloorReleasedSchema = z.object({
  type: z.literal('floor.released'),
  gid: z.string(),
  msId: z.string(),
  reason: FloorReleaseReason,
  talkMs: z.number().int().nonnegative(),
});
export const FloorIdleSchema = z.object({ type: z.literal('floor.idle'), gid: z.string() });
/** The whole queue of a group after any change; a requester's position is its index + 1. */
export const FloorQueueSchema = z.object({
  type: z.literal('floor.queue'),
  gid: z.string(),
  queue: z.array(FloorQueueEntrySchema),
});

/** Socket commands. */
export const FloorCommandSchemas = {
  /** Ask for the floor of a group; emergency asks with emergency priority (SOS). */
  floorRequest: z.object({ gid: z.string().min(1).max(32), emergency: z.boolean().optional() }),
  /** Give the floor back, or leave the queue when still waiting. */
  floorRelease: z.object({ gid: z.string().min(1).max(32) }),
} as const;

/** The data of a '0' reply to floorRequest. */
export const FloorAnswerSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('granted'), grantedAt: z.number(), maxMs: z.number().int().positive() }),
  z.object({ outcome: z.literal('queued'), position: z.number().int().positive() }),
  z.object({ outcome: z.literal('denied'), reason: FloorDenyReason }),
]);
export type FloorAnswer = z.infer<typeof FloorAnswerSchema>;

/** The AudioBridge room of a group. Group ids are decimal strings. */
export const FLOOR_ROOM_OF = (gid: string): number => Number.parseInt(gid, 10);

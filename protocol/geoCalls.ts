import { z } from 'zod';
import { FenceShapeSchema, fenceShapeProblem } from './fences.ts';

/**
 * Geo-calls (issue 12): a dispatcher draws an area on the map, or picks a geo-fence, and the
 * terminals inside form a live talk group. It is a temp group with an area: on creation its
 * members are the dispatcher and the terminals whose last fix is inside; every fix afterwards
 * re-evaluates membership (tempGroup.memberJoined / memberLeft), and a joining terminal is moved
 * into the geo-call's room, a leaving one back to its own first group. Ending it dissolves it.
 */

export const GeoCallLimits = {
  /** Geo-calls open at once on the platform. */
  maxActive: 20,
} as const;

/** Where a geo-call gathers terminals: a drawn shape (a fence's shape rules) or a fence's shape. */
export const GeoCallAreaSchema = z.union([FenceShapeSchema, z.object({ kind: z.literal('fence'), fenceid: z.string().min(1).max(32) })]);
export type GeoCallArea = z.infer<typeof GeoCallAreaSchema>;

/** What is wrong with a drawn area (a fence is checked by the platform), as geo-fences word it. */
export const geoCallAreaProblem = (area: GeoCallArea) => (area.kind === 'fence' ? null : fenceShapeProblem(area));

/** Refusals (desc prefixes) of geoCallStart / geoCallEnd. */
export const GeoCallRefusal = {
  NotDispatcher: 'geoCall:dispatcher only',
  BadArea: 'area:invalid',
  UnknownFence: 'area:unknown fence',
  TooMany: 'geoCall:too many',
  Unknown: 'gid:no geo-call',
  /** tempGroupEdit / tempGroupRemove on a geo-call: its members follow the area. */
  IsGeoCall: 'gid:geo-call',
} as const;

const MsId = z.string().regex(/^\d{8}$/);

export const TempGroupMemberJoinedSchema = z.object({ type: z.literal('tempGroup.memberJoined'), gid: z.string(), msId: MsId });
export const TempGroupMemberLeftSchema = z.object({ type: z.literal('tempGroup.memberLeft'), gid: z.string(), msId: MsId });

export const GeoCallCommandSchemas = {
  /** Starts a geo-call; answers the temp group (with its `area`) it created. */
  geoCallStart: z.object({ name: z.string().max(200), area: GeoCallAreaSchema }),
  geoCallEnd: z.object({ gid: z.string().min(1).max(32) }),
} as const;

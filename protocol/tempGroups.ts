import { z } from 'zod';
import { FenceShapeSchema } from './fences.ts';
import { LogType } from './logs.ts';

/**
 * Temporary groups (SPEC §4, §5): a dispatcher gathers terminals from any groups into one talk
 * group for an incident, edits its members, and removes it. Each is a talk group with its own
 * floor and AudioBridge room, like a fixed group.
 */

export const TempGroupLimits = {
  maxNameLength: 20,
  /** Fewer members than this and the group has no one to talk to: it is removed. */
  minMembers: 2,
  maxMembers: 100,
  /** Temp group ids are numbered from here, apart from fixed groups. */
  firstGid: 900_001,
} as const;

/** Letters of any script, digits, space, '_' and '-'; SPEC's "no special characters". */
const NAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export type TempGroupNameProblem = 'required' | 'tooLong' | 'special' | 'exists';

/** The spec's rules for a temp group name, shared by the console form and the emulator. */
export function tempGroupNameProblem(name: string, takenNames: Iterable<string>): TempGroupNameProblem | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return 'required';
  if ([...trimmed].length > TempGroupLimits.maxNameLength) return 'tooLong';
  if (!NAME_PATTERN.test(trimmed)) return 'special';
  const folded = trimmed.toLocaleLowerCase();
  for (const taken of takenNames) if (taken.trim().toLocaleLowerCase() === folded) return 'exists';
  return null;
}

const MsIdList = z.array(z.string().regex(/^\d{8}$/)).max(TempGroupLimits.maxMembers);

export const TempGroupSchema = z.object({
  gid: z.string(),
  name: z.string(),
  creator: z.string(),
  /** The creator included. */
  members: z.array(z.string()),
  createdAt: z.number(),
  /** A geo-call's area (protocol/geoCalls.ts): its members follow it; absent on a plain temp group. */
  area: FenceShapeSchema.optional(),
});
export type TempGroup = z.infer<typeof TempGroupSchema>;

export const TempGroupCreatedSchema = z.object({
  type: z.literal('tempGroup.created'),
  tempGroup: TempGroupSchema,
  logType: z.literal(LogType.TempGroupCreated).optional(),
});
export const TempGroupEditedSchema = z.object({
  type: z.literal('tempGroup.edited'),
  gid: z.string(),
  name: z.string(),
  members: z.array(z.string()),
});
export const TempGroupRemovedSchema = z.object({
  type: z.literal('tempGroup.removed'),
  gid: z.string(),
  /** cancelled by a dispatcher, or left with a single member. */
  reason: z.enum(['cancelled', 'last-member']),
  /** The name it had and who removed it (the one who cancelled it, or edited it down to one member), for the log. */
  name: z.string().optional(),
  by: z.string().optional(),
  logType: z.literal(LogType.TempGroupCancelled).optional(),
});

export const TempGroupCommandSchemas = {
  tempGroupCreate: z.object({ name: z.string().max(200), members: MsIdList }),
  tempGroupEdit: z.object({ gid: z.string().min(1).max(32), name: z.string().max(200), members: MsIdList }),
  tempGroupRemove: z.object({ gid: z.string().min(1).max(32) }),
  tempGroupList: z.object({}),
} as const;

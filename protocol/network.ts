import { z } from 'zod';

/**
 * Network management (SPEC §7 "Network management", "updateMsIcon, updateGrpColor"): dispatchers
 * with the manage-group feature add, rename, colour and delete fixed groups and put terminals in
 * and out of them; with the terminal-manage feature they rename terminals and choose their icons.
 * The platform validates everything again and tells every console (docs/protocol.md "Network management").
 */

export const NetworkLimits = {
  /** SPEC §5 gives 20 for temp group names; a fixed group's name shows in the same places. */
  maxGroupNameLength: 20,
  /** A terminal name fits a tree row, a map card and a talker banner. */
  maxTerminalNameLength: 64,
  /** SPEC §9 "terminal query 20". */
  pageSize: 20,
  /** Terminals added or removed by one call. */
  maxMembersPerCall: 100,
  /** Groups one terminal may belong to. */
  maxGroupsPerTerminal: 32,
  /** Fixed groups of the organisation. */
  maxGroups: 500,
} as const;

/** Icons a dispatcher may choose for a terminal: the map's glyphs (the SOS triangle stays the alarm's). */
export const TERMINAL_ICONS = ['radio', 'app', 'dispatcher', 'gateway', 'camera', 'other'] as const;
export type TerminalIcon = (typeof TERMINAL_ICONS)[number];
export const TerminalIconSchema = z.enum(TERMINAL_ICONS);

/** Colours the console offers; any #rrggbb is accepted. */
export const GROUP_PALETTE = ['#1e88e5', '#43a047', '#fb8c00', '#8e24aa', '#e53935', '#00897b', '#fdd835', '#5d4037'] as const;
export const COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
/** Letters of any script, digits, space, '_' and '-': SPEC's "no special characters". */
const GROUP_NAME_PATTERN = /^[\p{L}\p{N} _-]+$/u;

export type GroupNameProblem = 'required' | 'tooLong' | 'special' | 'exists';

/** SPEC §5: required, short, no special characters, and no other fixed group of that name. */
export function groupNameProblem(name: string, otherNames: Iterable<string>): GroupNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > NetworkLimits.maxGroupNameLength) return 'tooLong';
  if (!GROUP_NAME_PATTERN.test(trimmed)) return 'special';
  const folded = trimmed.toLocaleLowerCase();
  for (const other of otherNames) if (other.trim().toLocaleLowerCase() === folded) return 'exists';
  return null;
}

export type TerminalNameProblem = 'required' | 'tooLong' | 'control';

/** Any text is a name (it is rendered as text), but not blank, not over the limit, not control characters. */
export function terminalNameProblem(name: string): TerminalNameProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'required';
  if ([...trimmed].length > NetworkLimits.maxTerminalNameLength) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export const NetworkPaths = {
  addGroup: '/ds/data/addGroup',
  updateGroupName: '/ds/data/updateGroupName',
  deleteGroup: '/ds/data/deleteGroup',
  updateGrpColor: '/ds/data/updateGrpColor',
  updateTerminalName: '/ds/data/updateTerminalName',
  saveGroupMs: '/ds/data/saveGroupMs',
  removeGroupMs: '/ds/data/removeGroupMs',
  getTerminalByClient: '/ds/data/getTerminalByClient',
  updateMsIcon: '/ds/data/updateMsIcon',
} as const;

/** Why the platform refused (the answer's desc starts with it; the console words it). */
export const NetworkRefusal = {
  NotDispatcher: 'caller:notDispatcher',
  /** The dispatcher lacks the SPEC §6 feature (manage group, terminal manage). */
  NoFeature: 'caller:noFeature',
  UnknownGroup: 'gid:unknown',
  UnknownParent: 'fid:unknown',
  UnknownTerminal: 'msId:unknown',
  NameRequired: 'name:required',
  NameTooLong: 'name:tooLong',
  NameSpecial: 'name:special',
  NameExists: 'name:exists',
  NameControl: 'name:control',
  Color: 'color:invalid',
  /** A group with subgroups is not deleted: its subgroups would lose their place in the tree. */
  HasSubgroups: 'gid:hasSubgroups',
  /** Every terminal keeps at least one group (login code 3 is "no default group"). */
  LastGroup: 'msId:lastGroup',
  TooManyGroups: 'grp:tooMany',
  /** SPEC §8 "Terminal add 107: client does not exist" (code 107). */
  NoClient: 'client:unknown',
} as const;

/** SPEC §8: the code of "client does not exist" when a terminal is added or the client is queried. */
export const NO_CLIENT_CODE = '107';

const MsId = z.string().regex(/^\d{8}$/, 'must be 8 digits');
const Gid = z.string().min(1).max(32);
const MsIds = z.array(MsId).min(1).max(NetworkLimits.maxMembersPerCall);

/** Bodies as the platform reads them; names are checked by the functions above, with their own codes. */
export const NetworkBodies = {
  addGroup: z.object({ name: z.string().max(200), fid: Gid.default('0') }),
  updateGroupName: z.object({ gid: Gid, name: z.string().max(200) }),
  deleteGroup: z.object({ gid: Gid }),
  updateGrpColor: z.object({ gid: Gid, color: z.string().max(16) }),
  updateTerminalName: z.object({ msId: MsId, name: z.string().max(1000) }),
  /** msIds are terminal ids typed or picked; an unknown one is refused with 107. */
  saveGroupMs: z.object({ gid: Gid, msIds: z.array(z.string().max(32)).min(1).max(NetworkLimits.maxMembersPerCall) }),
  removeGroupMs: z.object({ gid: Gid, msIds: MsIds }),
  updateMsIcon: z.object({ msId: MsId, icon: TerminalIconSchema }),
  getTerminalByClient: z.object({
    cid: z.string().min(1).max(32),
    /** Name or id, any part; empty for all. */
    keyword: z.string().max(64).default(''),
    page: z.coerce.number().int().min(1).default(1),
  }),
} as const;

/** One row of getTerminalByClient's list. */
export const ClientTerminalSchema = z.object({
  msId: z.string(),
  msName: z.string(),
  type: z.number().int(),
  online: z.union([z.literal(0), z.literal(1)]),
  grp: z.array(z.string()),
});
export type ClientTerminal = z.infer<typeof ClientTerminalSchema>;
export const ClientTerminalPageSchema = z.object({ total: z.number().int().nonnegative(), page: z.number().int().min(1), pageSize: z.number().int() });

/** The socket's "set parameter for group membership" (SPEC §7): a terminal's whole group list at once. */
export const NetworkCommandSchemas = {
  setGroupMembership: z.object({ msId: MsId, gids: z.array(Gid).min(1).max(NetworkLimits.maxGroupsPerTerminal) }),
} as const;

export const GroupRenamedSchema = z.object({ type: z.literal('group.renamed'), gid: z.string(), name: z.string(), by: z.string() });
export const GroupColoredSchema = z.object({ type: z.literal('group.colored'), gid: z.string(), color: z.string(), by: z.string() });
/** Members lose the group first (group.membersRemoved), so a deleted group has none. */
export const GroupDeletedSchema = z.object({ type: z.literal('group.deleted'), gid: z.string(), by: z.string() });
export const GroupMembersAddedSchema = z.object({ type: z.literal('group.membersAdded'), gid: z.string(), msIds: z.array(z.string()), by: z.string() });
export const GroupMembersRemovedSchema = z.object({ type: z.literal('group.membersRemoved'), gid: z.string(), msIds: z.array(z.string()), by: z.string() });
export const TerminalIconSetSchema = z.object({ type: z.literal('terminal.iconSet'), msId: z.string(), icon: TerminalIconSchema, by: z.string() });

import { GeoCallRefusal, LogType, TempGroupLimits, tempGroupNameProblem, type PlatformEvent, type TempGroup } from '../../../protocol/index.ts';
import { groupOfCaller, organisationOfGroup, organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';

/**
 * Temp group rules (SPEC §4, §5), pure: the state and a request in, the events to append or a
 * refusal out. Codes: 400 invalid (desc names the field and problem), 404 unknown, 409 the name
 * exists.
 */

export type TempGroupEvent = Extract<PlatformEvent, { type: `tempGroup.${string}` }>;
export type TempGroupOutcome = { ok: true; events: TempGroupEvent[]; group: TempGroup | null } | { ok: false; code: string; desc: string };

const refuse = (code: string, desc: string): TempGroupOutcome => ({ ok: false, code, desc });

/**
 * Names already used by fixed groups and by the other temp groups; of organisation `cid` only when
 * given, so a taken name tells nothing of another organisation's groups.
 */
function takenNames(state: PlatformState, exceptGid?: string, cid?: string | null): string[] {
  const counts = (gid: string) => cid === undefined || organisationOfGroup(state, gid) === cid;
  const names = [...state.groups.values()].filter((group) => counts(group.gid)).map((group) => group.name);
  for (const group of state.tempGroups.byGid.values()) if (group.gid !== exceptGid && counts(group.gid)) names.push(group.name);
  return names;
}

export function checkName(state: PlatformState, name: string, exceptGid?: string, cid?: string | null): TempGroupOutcome | null {
  const problem = tempGroupNameProblem(name, takenNames(state, exceptGid, cid));
  if (problem === 'exists') return refuse('409', 'name:exists');
  return problem ? refuse('400', `name:${problem}`) : null;
}

/** Unique members that exist in organisation `cid`, in the order given: another's terminal is unknown. */
function checkMembers(state: PlatformState, members: readonly string[], cid: string | null): { ok: true; members: string[] } | { ok: false; outcome: TempGroupOutcome } {
  const unique = [...new Set(members)];
  const unknown = unique.find((msId) => cid === null || organisationOfTerminal(state, msId) !== cid);
  if (unknown) return { ok: false, outcome: refuse('404', `members:no terminal ${unknown}`) };
  return { ok: true, members: unique };
}

export function decideCreate(state: PlatformState, creator: string, name: string, members: readonly string[], now: number): TempGroupOutcome {
  const cid = organisationOfTerminal(state, creator);
  const badName = checkName(state, name, undefined, cid);
  if (badName) return badName;
  const checked = checkMembers(state, [creator, ...members], cid);
  if (!checked.ok) return checked.outcome;
  if (checked.members.length < TempGroupLimits.minMembers) return refuse('400', 'members:tooFew');
  if (checked.members.length > TempGroupLimits.maxMembers) return refuse('400', 'members:tooMany');
  const group: TempGroup = { gid: String(state.tempGroups.lastGid + 1), name: name.trim(), creator, members: checked.members, createdAt: now };
  return { ok: true, events: [{ type: 'tempGroup.created', tempGroup: group, logType: LogType.TempGroupCreated }], group };
}

/** The temp group, unless `by` (who asks, when known) is of another organisation: then it is unknown. */
const tempGroupFor = (state: PlatformState, gid: string, by: string | undefined): TempGroup | undefined =>
  by === undefined || groupOfCaller(state, by, gid) ? state.tempGroups.byGid.get(gid) : undefined;

/** New name and member list; one member or none left removes the group (SPEC §4). */
export function decideEdit(state: PlatformState, gid: string, name: string, members: readonly string[], by?: string): TempGroupOutcome {
  const group = tempGroupFor(state, gid, by);
  if (!group) return refuse('404', `gid:no temp group ${gid}`);
  if (group.area) return refuse('409', GeoCallRefusal.IsGeoCall);
  const cid = organisationOfGroup(state, gid);
  const badName = checkName(state, name, gid, cid);
  if (badName) return badName;
  const checked = checkMembers(state, members, cid);
  if (!checked.ok) return checked.outcome;
  if (checked.members.length > TempGroupLimits.maxMembers) return refuse('400', 'members:tooMany');
  if (checked.members.length < TempGroupLimits.minMembers) return { ok: true, events: [removed(gid, 'last-member', group.name, by)], group: null };
  const edited = { ...group, name: name.trim(), members: checked.members };
  return { ok: true, events: [{ type: 'tempGroup.edited', gid, name: edited.name, members: edited.members }], group: edited };
}

export function decideRemove(state: PlatformState, gid: string, by?: string): TempGroupOutcome {
  const group = tempGroupFor(state, gid, by);
  if (!group) return refuse('404', `gid:no temp group ${gid}`);
  if (group.area) return refuse('409', GeoCallRefusal.IsGeoCall);
  return { ok: true, events: [removed(gid, 'cancelled', group.name, by)], group: null };
}

/** SPEC §4 log type 1, with the name it had and who removed it, for the log. */
export const removed = (gid: string, reason: 'cancelled' | 'last-member', name: string, by: string | undefined): TempGroupEvent => ({
  type: 'tempGroup.removed',
  gid,
  reason,
  name,
  ...(by === undefined ? {} : { by }),
  logType: LogType.TempGroupCancelled,
});

/** Dispatchers see every temp group; a terminal sees the ones it is in. */
export function visibleTempGroups(state: PlatformState, msId: string, isDispatcher: boolean): TempGroup[] {
  const all = [...state.tempGroups.byGid.values()];
  return isDispatcher ? all : all.filter((group) => group.members.includes(msId));
}

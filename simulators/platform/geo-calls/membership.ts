import { fenceContains, LogType, TempGroupLimits, TerminalType, type FenceShape, type GpsFix, type TempGroup, type Terminal } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import type { PlatformState } from '../projection/state.ts';

/**
 * Who is in a geo-call (protocol/geoCalls.ts), pure: the terminals of the creator's customer whose
 * last fix is inside its area. Dispatchers are never gathered by position; the creator is a member
 * from the start and stays one.
 */

export type GeoCall = TempGroup & { readonly area: FenceShape };

export const isGeoCall = (group: TempGroup): group is GeoCall => group.area !== undefined;

/** Whether a geo-call is open: geoCallsOf(…).length > 0 without building the list (every GPS fix asks). */
export function anyGeoCall(state: Pick<PlatformState, 'tempGroups'>): boolean {
  for (const group of state.tempGroups.byGid.values()) if (isGeoCall(group)) return true;
  return false;
}

export function geoCallsOf(state: Pick<PlatformState, 'tempGroups'>): GeoCall[] {
  return [...state.tempGroups.byGid.values()].filter(isGeoCall);
}

const gathered = (terminal: Terminal, cid: string): boolean => terminal.type !== TerminalType.Dispatcher && terminal.cid === cid;

/** The customer's terminals whose last fix is inside, in msId order, at most what a temp group holds besides its creator. */
export function terminalsInside(state: Pick<PlatformState, 'terminals'>, cid: string, area: FenceShape): string[] {
  const inside: string[] = [];
  for (const terminal of state.terminals.values()) {
    if (gathered(terminal, cid) && terminal.gps && fenceContains(area, [terminal.gps.lng, terminal.gps.lat])) inside.push(terminal.msId);
  }
  return inside.sort().slice(0, TempGroupLimits.maxMembers - 1);
}

/** Moves a member into the geo-call's room (terminals talk and listen in their current group's room). */
export const switchInto = (msId: string, gid: string, by: string): EmulatorEvent => ({ type: 'terminal.groupSwitched', msId, gid, by, logType: LogType.GroupSwitch });

/** Where a terminal goes when it leaves `gid`: another geo-call it is in, else its own first group. */
export function groupAfterLeaving(state: Pick<PlatformState, 'tempGroups'>, terminal: Terminal, gid: string): string | null {
  const other = geoCallsOf(state).find((call) => call.gid !== gid && call.members.includes(terminal.msId));
  return other?.gid ?? terminal.grp[0] ?? null;
}

/** The switch back out of `gid`, when the terminal is in its room. */
export function switchOutOf(state: Pick<PlatformState, 'tempGroups'>, terminal: Terminal, gid: string, by: string): EmulatorEvent[] {
  if (terminal.currentGroup !== gid) return [];
  const next = groupAfterLeaving(state, terminal, gid);
  return next ? [switchInto(terminal.msId, next, by)] : [];
}

/**
 * The membership changes one fix makes: for each geo-call whose inside/outside flipped for this
 * terminal, a join (and the move into its room) or a leave (and the move back out). A full
 * geo-call gathers no one more.
 */
export function membershipChanges(state: Pick<PlatformState, 'tempGroups' | 'terminals'>, msId: string, fix: Pick<GpsFix, 'lat' | 'lng'>): EmulatorEvent[] {
  const terminal = state.terminals.get(msId);
  if (!terminal) return [];
  const events: EmulatorEvent[] = [];
  for (const call of geoCallsOf(state)) {
    const creator = state.terminals.get(call.creator);
    if (!creator || !gathered(terminal, creator.cid)) continue;
    const member = call.members.includes(msId);
    const inside = fenceContains(call.area, [fix.lng, fix.lat]);
    if (inside && !member && call.members.length < TempGroupLimits.maxMembers) {
      events.push({ type: 'tempGroup.memberJoined', gid: call.gid, msId }, switchInto(msId, call.gid, call.creator));
    } else if (!inside && member) {
      events.push({ type: 'tempGroup.memberLeft', gid: call.gid, msId }, ...switchOutOf(state, terminal, call.gid, call.creator));
    }
  }
  return events;
}

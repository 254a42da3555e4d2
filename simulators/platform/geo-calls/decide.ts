import { GeoCallLimits, GeoCallRefusal, geoCallAreaProblem, LogType, TerminalType, type FenceShape, type GeoCallArea, type TempGroup } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import type { PlatformState } from '../projection/state.ts';
import { organisationOfGroup } from '../organisations/organisation-of.ts';
import { checkName, removed } from '../temp-groups/decide.ts';
import { geoCallsOf, isGeoCall, switchInto, switchOutOf, terminalsInside } from './membership.ts';

/**
 * Geo-call rules (protocol/geoCalls.ts), pure: the state and a request in, the events or a refusal
 * out. Codes: 400 invalid, 403 not a dispatcher, 404 unknown fence or geo-call, 409 name taken or
 * too many open.
 */
export type GeoCallOutcome = { ok: true; events: EmulatorEvent[]; group: TempGroup | null } | { ok: false; code: string; desc: string };

const refuse = (code: string, desc: string): GeoCallOutcome => ({ ok: false, code, desc });

/** The shape of the area: the drawn one, or the fence's (a copy: editing the fence later does not move the call). */
function shapeOf(state: PlatformState, cid: string, area: GeoCallArea): FenceShape | GeoCallOutcome {
  if (area.kind !== 'fence') {
    const problem = geoCallAreaProblem(area);
    return problem ? refuse('400', `${GeoCallRefusal.BadArea} ${problem}`) : area;
  }
  const fence = state.fences.byId.get(area.fenceid);
  return fence && fence.cid === cid ? fence.shape : refuse('404', `${GeoCallRefusal.UnknownFence} ${area.fenceid}`);
}

export function decideStart(state: PlatformState, dispatcher: string, name: string, area: GeoCallArea, now: number): GeoCallOutcome {
  const me = state.terminals.get(dispatcher);
  if (me?.type !== TerminalType.Dispatcher) return refuse('403', GeoCallRefusal.NotDispatcher);
  // Names and the limit are the organisation's own: another's geo-calls neither clash nor count.
  const badName = checkName(state, name, undefined, me.cid);
  if (badName) return badName;
  const shape = shapeOf(state, me.cid, area);
  if ('ok' in shape) return shape;
  if (geoCallsOf(state).filter((call) => organisationOfGroup(state, call.gid) === me.cid).length >= GeoCallLimits.maxActive) return refuse('409', GeoCallRefusal.TooMany);
  const inside = terminalsInside(state, me.cid, shape);
  const group: TempGroup = { gid: String(state.tempGroups.lastGid + 1), name: name.trim(), creator: dispatcher, members: [dispatcher, ...inside], createdAt: now, area: shape };
  return {
    ok: true,
    events: [{ type: 'tempGroup.created', tempGroup: group, logType: LogType.TempGroupCreated }, ...inside.map((msId) => switchInto(msId, group.gid, dispatcher))],
    group,
  };
}

/** Ends it: members in its room go back to their own groups first, then the group and its room go. */
export function decideEnd(state: PlatformState, gid: string, by: string): GeoCallOutcome {
  const group = state.tempGroups.byGid.get(gid);
  if (!group || !isGeoCall(group)) return refuse('404', GeoCallRefusal.Unknown);
  const back = group.members.flatMap((msId) => {
    const terminal = state.terminals.get(msId);
    return terminal ? switchOutOf(state, terminal, gid, by) : [];
  });
  return { ok: true, events: [...back, removed(gid, 'cancelled', group.name, by)], group: null };
}

import type { PlatformEvent, PlatformEventType } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import { organisationOfGroup, organisationOfTerminal } from './organisation-of.ts';

/**
 * Which organisation's dispatchers an event reaches (docs/protocol.md "Organisations"): one per
 * public event type, so a new type cannot cross tenants by accident (the compiler asks for its line).
 * Each names the terminal or group it is about; null (about nothing known) reaches no one.
 * Looked up after the event has applied: terminals are never removed and a group's organisation
 * outlives it, so even a deletion finds its tenant.
 */
type Lookup = (state: PlatformState, id: string) => string | null;
const ofTerminal: Lookup = organisationOfTerminal;
const ofGroup: Lookup = organisationOfGroup;
const ofLoneWork: Lookup = (state, id) => {
  const worker = state.loneWork.byId.get(id)?.msIds[0];
  return worker === undefined ? null : organisationOfTerminal(state, worker);
};

type OrganisationOf = { readonly [Type in PlatformEventType]: (state: PlatformState, event: Extract<PlatformEvent, { type: Type }>) => string | null };

const ORGANISATION: OrganisationOf = {
  'group.created': (state, event) => ofGroup(state, event.group.gid),
  'group.renamed': (state, event) => ofGroup(state, event.gid),
  'group.colored': (state, event) => ofGroup(state, event.gid),
  'group.deleted': (state, event) => ofGroup(state, event.gid),
  'group.membersAdded': (state, event) => ofGroup(state, event.gid),
  'group.membersRemoved': (state, event) => ofGroup(state, event.gid),
  'terminal.registered': (_state, event) => event.terminal.cid,
  'terminal.online': (state, event) => ofTerminal(state, event.msId),
  'terminal.offline': (state, event) => ofTerminal(state, event.msId),
  'terminal.gps': (state, event) => ofTerminal(state, event.msId),
  'terminal.status': (state, event) => ofTerminal(state, event.msId),
  'terminal.groupSwitched': (state, event) => ofTerminal(state, event.msId),
  'terminal.renamed': (state, event) => ofTerminal(state, event.msId),
  'terminal.callSet': (state, event) => ofTerminal(state, event.msId),
  'terminal.iconSet': (state, event) => ofTerminal(state, event.msId),
  'floor.taken': (state, event) => ofGroup(state, event.gid),
  'floor.released': (state, event) => ofGroup(state, event.gid),
  'floor.idle': (state, event) => ofGroup(state, event.gid),
  'floor.queue': (state, event) => ofGroup(state, event.gid),
  'transmission.recorded': (state, event) => ofGroup(state, event.gid),
  'tempGroup.created': (state, event) => ofGroup(state, event.tempGroup.gid),
  'tempGroup.edited': (state, event) => ofGroup(state, event.gid),
  'tempGroup.removed': (state, event) => ofGroup(state, event.gid),
  'tempGroup.memberJoined': (state, event) => ofGroup(state, event.gid),
  'tempGroup.memberLeft': (state, event) => ofGroup(state, event.gid),
  'call.invited': (state, event) => ofTerminal(state, event.caller),
  'call.connected': (state, event) => ofTerminal(state, event.caller),
  'call.ended': (state, event) => ofTerminal(state, event.caller),
  'call.handedOver': (state, event) => ofTerminal(state, event.terminal),
  'allCall.started': (state, event) => ofTerminal(state, event.caller),
  'allCall.ended': (state, event) => ofTerminal(state, event.caller),
  'sos.raised': (state, event) => ofTerminal(state, event.alarm.msId),
  'sos.acknowledged': (state, event) => ofTerminal(state, event.msId),
  'sos.closed': (state, event) => ofTerminal(state, event.msId),
  'sos.marked': (state, event) => ofTerminal(state, event.msId),
  'sos.handedOver': (state, event) => ofTerminal(state, event.msId),
  'fence.created': (_state, event) => event.fence.cid,
  'fence.edited': (state, event) => ofTerminal(state, event.editor),
  'fence.terminalsSet': (state, event) => ofTerminal(state, event.editor),
  'fence.deleted': (state, event) => ofTerminal(state, event.editor),
  'fence.alarmed': (state, event) => ofTerminal(state, event.alarm.msId),
  'fence.alarmAcknowledged': (state, event) => ofTerminal(state, event.msId),
  'fence.alarmHandedOver': (state, event) => ofTerminal(state, event.msId),
  'fence.alarmResolved': (state, event) => ofTerminal(state, event.msId),
  'mark.added': (state, event) => ofTerminal(state, event.marker.creator),
  'mark.updated': (state, event) => ofTerminal(state, event.marker.creator),
  'mark.removed': (state, event) => ofTerminal(state, event.by),
  'loneWork.added': (state, event) => ofTerminal(state, event.by),
  'loneWork.edited': (state, event) => ofTerminal(state, event.by),
  'loneWork.removed': (state, event) => ofTerminal(state, event.by),
  'loneWork.started': (state, event) => ofLoneWork(state, event.id),
  'loneWork.ended': (state, event) => ofLoneWork(state, event.id),
  'loneWork.checkIn': (state, event) => ofLoneWork(state, event.id),
  'loneWork.replied': (state, event) => ofTerminal(state, event.msId),
  'loneWork.alarmed': (state, event) => ofTerminal(state, event.alarm.msId),
  'loneWork.alarmHandled': (state, event) => ofTerminal(state, event.by),
  'loneWork.alarmAcknowledged': (state, event) => ofTerminal(state, event.msId),
  'loneWork.alarmHandedOver': (state, event) => ofTerminal(state, event.msId),
  'job.created': (state, event) => ofTerminal(state, event.job.creator),
  'job.answered': (state, event) => ofTerminal(state, event.msId),
  'job.deleted': (state, event) => ofTerminal(state, event.by),
  'job.commonTaskAdded': (state, event) => ofTerminal(state, event.by),
  'job.commonTaskRemoved': (state, event) => ofTerminal(state, event.by),
  'job.handedOver': (state, event) => ofTerminal(state, event.from),
  'indoor.areaSet': (state, event) => ofTerminal(state, event.area.updatedBy),
  'indoor.areaRemoved': (state, event) => ofTerminal(state, event.by),
  'indoor.position': (state, event) => ofTerminal(state, event.msId),
};

/** The organisation whose dispatchers an event reaches; null for none (an unknown subject or shape). */
export function eventOrganisation(state: PlatformState, event: PlatformEvent): string | null {
  const organisationOf = ORGANISATION[event.type] as ((state: PlatformState, event: PlatformEvent) => string | null) | undefined;
  try {
    return organisationOf?.(state, event) ?? null;
  } catch {
    return null;
  }
}

import type { PlatformEvent, PlatformEventType, ServerFrame } from '../../../protocol/index.ts';
import type { PlatformState } from '../projection/state.ts';
import { openAlarms } from '../projection/sos-reducer.ts';

/**
 * What a terminal's socket carries (docs/protocol.md "What a terminal's socket carries"). A
 * dispatcher sees the whole organisation; a radio sees what concerns it: itself, the groups and
 * temp groups it is in, its calls, alarms, jobs and lone-work check-ins. Every other terminal's
 * fixes, status and alarms stay with the dispatchers, as the REST routes already decide.
 *
 * An event reaches the terminals listed in `msIds` and the members of the groups in `gids` (a
 * fixed group by the terminal's own group list, a temp group by its members, as they are once the
 * event has applied).
 */
export type TerminalAudience = { readonly msIds?: readonly string[]; readonly gids?: readonly string[] };

const NO_TERMINAL: TerminalAudience = {};
/** A gid that every terminal counts as its own (an event all radios may hear). */
const ANY_GROUP = '*';
const self = (msId: string): TerminalAudience => ({ msIds: [msId] });

type AudienceOf = { readonly [Type in PlatformEventType]: (event: Extract<PlatformEvent, { type: Type }>) => TerminalAudience };

/** One entry per public event type, so a new type cannot reach radios by accident: the compiler asks for its line. */
const AUDIENCE: AudienceOf = {
  'group.created': () => NO_TERMINAL, // no members yet
  'group.renamed': (event) => ({ gids: [event.gid] }),
  'group.colored': (event) => ({ gids: [event.gid] }),
  'group.deleted': () => NO_TERMINAL, // its members were removed first, each told by group.membersRemoved
  'group.membersAdded': (event) => ({ gids: [event.gid], msIds: event.msIds }),
  'group.membersRemoved': (event) => ({ gids: [event.gid], msIds: event.msIds }),
  'terminal.registered': () => NO_TERMINAL,
  'terminal.online': (event) => self(event.msId),
  'terminal.offline': (event) => self(event.msId),
  // Its own fixes and status the terminal knows: nothing to send back, and the bulk of all events.
  'terminal.gps': () => NO_TERMINAL,
  'terminal.status': () => NO_TERMINAL,
  'terminal.groupSwitched': (event) => self(event.msId),
  'terminal.renamed': (event) => self(event.msId),
  'terminal.callSet': (event) => self(event.msId),
  'terminal.iconSet': (event) => self(event.msId),
  'floor.taken': (event) => ({ gids: [event.gid] }),
  'floor.released': (event) => ({ gids: [event.gid] }),
  'floor.idle': (event) => ({ gids: [event.gid] }),
  'floor.queue': (event) => ({ gids: [event.gid] }),
  'transmission.recorded': () => NO_TERMINAL,
  'tempGroup.created': (event) => ({ msIds: event.tempGroup.members }),
  'tempGroup.edited': (event) => ({ msIds: event.members }),
  // Gone from the state by now: every radio hears that this id ended (its name and members it does not).
  'tempGroup.removed': () => ({ gids: [ANY_GROUP] }),
  'tempGroup.memberJoined': (event) => ({ gids: [event.gid], msIds: [event.msId] }),
  'tempGroup.memberLeft': (event) => ({ gids: [event.gid], msIds: [event.msId] }),
  'call.invited': (event) => ({ msIds: [event.caller, event.callee] }),
  'call.connected': (event) => ({ msIds: [event.caller, event.callee] }),
  'call.ended': (event) => ({ msIds: [event.caller, event.callee] }),
  'call.handedOver': (event) => self(event.terminal),
  'allCall.started': (event) => ({ gids: event.gids }),
  'allCall.ended': () => NO_TERMINAL, // the floor events of its groups tell the radios
  'sos.raised': (event) => self(event.alarm.msId),
  'sos.acknowledged': (event) => self(event.msId),
  'sos.closed': (event) => self(event.msId),
  'sos.marked': () => NO_TERMINAL, // a dispatcher's verdict on the alarm
  'sos.handedOver': () => NO_TERMINAL,
  'fence.created': () => NO_TERMINAL,
  'fence.edited': () => NO_TERMINAL,
  'fence.terminalsSet': () => NO_TERMINAL,
  'fence.deleted': () => NO_TERMINAL,
  'fence.alarmed': () => NO_TERMINAL,
  'fence.alarmAcknowledged': () => NO_TERMINAL,
  'fence.alarmHandedOver': () => NO_TERMINAL,
  'fence.alarmResolved': () => NO_TERMINAL,
  'mark.added': () => NO_TERMINAL,
  'mark.updated': () => NO_TERMINAL,
  'mark.removed': () => NO_TERMINAL,
  'loneWork.added': (event) => ({ msIds: event.work.msIds }),
  'loneWork.edited': (event) => ({ msIds: event.work.msIds }),
  'loneWork.removed': () => NO_TERMINAL,
  'loneWork.started': () => NO_TERMINAL,
  'loneWork.ended': () => NO_TERMINAL,
  'loneWork.checkIn': (event) => ({ msIds: event.msIds }),
  'loneWork.replied': (event) => self(event.msId),
  'loneWork.alarmed': (event) => self(event.alarm.msId),
  'loneWork.alarmHandled': () => NO_TERMINAL,
  'loneWork.alarmAcknowledged': () => NO_TERMINAL,
  'loneWork.alarmHandedOver': () => NO_TERMINAL,
  'job.created': (event) => ({ msIds: event.job.jobMsList.map((assignee) => assignee.msId) }),
  'job.answered': (event) => self(event.msId),
  'job.deleted': () => NO_TERMINAL,
  'job.commonTaskAdded': () => NO_TERMINAL,
  'job.commonTaskRemoved': () => NO_TERMINAL,
  'job.handedOver': () => NO_TERMINAL,
  'indoor.areaSet': () => NO_TERMINAL,
  'indoor.areaRemoved': () => NO_TERMINAL,
  'indoor.position': () => NO_TERMINAL,
};

/** Whom of the terminals an event reaches; none for a log row of a shape this code does not know. */
export function terminalAudience(event: PlatformEvent): TerminalAudience {
  const audienceOf = AUDIENCE[event.type] as ((event: PlatformEvent) => TerminalAudience) | undefined;
  try {
    return audienceOf?.(event) ?? NO_TERMINAL;
  } catch {
    return NO_TERMINAL;
  }
}

/** No terminal at all: the hub then skips every terminal socket for the event. */
export const reachesNoTerminal = (audience: TerminalAudience): boolean => !audience.msIds?.length && !audience.gids?.length;

/** The fixed groups (its group list and current group) and temp groups a terminal is in now. */
export function groupsOf(state: PlatformState, msId: string): ReadonlySet<string> {
  const terminal = state.terminals.get(msId);
  const gids = new Set<string>(terminal ? [...terminal.grp, terminal.currentGroup] : []);
  for (const tempGroup of state.tempGroups.byGid.values()) if (tempGroup.members.includes(msId)) gids.add(tempGroup.gid);
  gids.add(ANY_GROUP);
  return gids;
}

export function reaches(audience: TerminalAudience, msId: string, groups: ReadonlySet<string>): boolean {
  return (audience.msIds?.includes(msId) ?? false) || (audience.gids?.some((gid) => groups.has(gid)) ?? false);
}

/**
 * A terminal's snapshot: its groups and temp groups with their floors, its own record (every radio
 * is in the root group, so "its groups' members" would be the whole fleet), its open alarms and calls.
 */
export function terminalSnapshotText(state: PlatformState, msId: string): string {
  const groups = groupsOf(state, msId);
  const own = state.terminals.get(msId);
  const frame: ServerFrame = {
    type: 'snapshot',
    seq: state.head,
    groups: [...state.groups.values()].filter((group) => groups.has(group.gid)),
    terminals: own ? [own] : [],
    floors: [...state.floors.values()].filter((floor) => groups.has(floor.gid)),
    lastTalk: [...state.lastTalk.values()].filter((talk) => groups.has(talk.gid)),
    tempGroups: [...state.tempGroups.byGid.values()].filter((tempGroup) => groups.has(tempGroup.gid)),
    sos: openAlarms(state.sos).filter((alarm) => alarm.msId === msId),
    calls: [...state.calls.values()].filter((call) => call.caller === msId || call.callee === msId),
  };
  return JSON.stringify(frame);
}

import { platformModule } from '../platform-module.ts';
import { LogType } from '../../../protocol/index.ts';
import { ownFields, text } from '../logs/log-fields.ts';
import { gidNumber } from '../projection/state.ts';
import { applyToTerminal, withMembership } from '../projection/terminal-reducer.ts';
import type { PlatformState } from '../projection/state.ts';
import type { EventOf } from '../projection/event-handling.ts';
import type { LogEntry } from '../events/emulator-event.ts';
import { MAP_ROUTES } from './map-routes.ts';
import { NETWORK_ROUTES } from './network-routes.ts';
import { POSITION_ROUTES } from './position-routes.ts';
import { TRACK_ROUTES, TRACK_TEST_ROUTES } from './track-routes.ts';
import { NETWORK_COMMANDS } from './network-commands.ts';

const group = (event: { gid: string }) => `group:${event.gid}`;
const terminal = (event: { msId: string }) => `terminal:${event.msId}`;

/** A terminal's own reports and settings: each replaces its record (terminal-reducer.ts). */
function updateTerminal(state: PlatformState, event: EventOf<'terminal.online' | 'terminal.offline' | 'terminal.gps' | 'terminal.status' | 'terminal.groupSwitched' | 'terminal.renamed' | 'terminal.iconSet' | 'terminal.callSet'>, entry: LogEntry): void {
  const found = state.terminals.get(event.msId);
  if (found) state.terminals.set(event.msId, applyToTerminal(found, event, entry.time));
}

function updateMembers(state: PlatformState, event: EventOf<'group.membersAdded' | 'group.membersRemoved'>): void {
  for (const msId of event.msIds) {
    const found = state.terminals.get(msId);
    if (found) state.terminals.set(msId, withMembership(found, event.gid, event.type === 'group.membersAdded'));
  }
}

/** The organisation's network: its groups and terminals. */
export const networkModule = platformModule({
  name: 'network',
  events: {
    'group.created': {
      stream: (event) => `group:${event.group.gid}`,
      apply: (state, event) => {
        state.groups.set(event.group.gid, event.group);
        state.lastGroupGid = Math.max(state.lastGroupGid, gidNumber(event.group.gid));
      },
    },
    'group.renamed': {
      stream: group,
      apply: (state, event) => {
        const found = state.groups.get(event.gid);
        if (found) state.groups.set(event.gid, { ...found, name: event.name });
      },
    },
    'group.colored': {
      stream: group,
      apply: (state, event) => {
        const found = state.groups.get(event.gid);
        if (found) state.groups.set(event.gid, { ...found, color: event.color });
      },
    },
    'group.deleted': { stream: group, apply: (state, event) => void state.groups.delete(event.gid) },
    'group.membersAdded': { stream: group, apply: updateMembers },
    'group.membersRemoved': { stream: group, apply: updateMembers },
    'terminal.registered': { stream: (event) => `terminal:${event.terminal.msId}`, apply: (state, event) => void state.terminals.set(event.terminal.msId, event.terminal) },
    'terminal.online': { stream: terminal, apply: updateTerminal, log: { fields: (p) => ownFields(p.msId), olderType: () => LogType.Online } },
    'terminal.offline': { stream: terminal, apply: updateTerminal, log: { fields: (p) => ownFields(p.msId), olderType: () => LogType.Offline } },
    'terminal.gps': { stream: terminal, apply: updateTerminal },
    'terminal.status': { stream: terminal, apply: updateTerminal },
    'terminal.groupSwitched': {
      stream: terminal,
      apply: updateTerminal,
      // Who moved it (a dispatcher's remote switch) or the terminal itself, into which group.
      log: { fields: (p) => ({ ...ownFields(p.msId), account: text(p.by) || text(p.msId), subjectKind: 'group', subject: text(p.gid) }), olderType: () => LogType.GroupSwitch },
    },
    'terminal.renamed': { stream: terminal, apply: updateTerminal },
    'terminal.iconSet': { stream: terminal, apply: updateTerminal },
    'terminal.callSet': { stream: terminal, apply: updateTerminal },
  },
  // Groups and terminals, and where the terminals are and were (the map's views, last positions, tracks).
  routes: () => ({ ...NETWORK_ROUTES, ...MAP_ROUTES, ...POSITION_ROUTES, ...TRACK_ROUTES }),
  testRoutes: () => TRACK_TEST_ROUTES,
  commands: () => NETWORK_COMMANDS,
});

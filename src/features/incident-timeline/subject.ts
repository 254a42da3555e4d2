/** What a timeline is of, pure: a terminal, or a group and the members whose tracks it draws. */
import { IncidentLimits, TerminalType, type Group, type IncidentSubject } from '../../../protocol/index.ts';
import type { TerminalRecord } from '../../state/fleet.ts';
import type { TimelineSubject } from './model.ts';

export const terminalSubject = (msId: string, name: string): TimelineSubject => ({ kind: 'terminal', id: msId, name, members: [{ msId, name }] });

/**
 * A group's subject: the radios that list the group (dispatchers have no track), by id, at most
 * IncidentLimits.maxGroupTracks of them, as the archive takes them.
 */
export function groupSubject(gid: string, groups: ReadonlyMap<string, Group>, terminals: ReadonlyMap<string, TerminalRecord>, fallbackName = gid): TimelineSubject {
  const members = [...terminals.values()]
    .filter((terminal) => terminal.type !== TerminalType.Dispatcher && terminal.grp.includes(gid))
    .sort((a, b) => a.msId.localeCompare(b.msId))
    .slice(0, IncidentLimits.maxGroupTracks)
    .map((terminal) => ({ msId: terminal.msId, name: terminal.msName }));
  return { kind: 'group', id: gid, name: groups.get(gid)?.name ?? fallbackName, members };
}

/** The subject a saved incident names, read against the fleet as it is now. */
export function subjectOf(subject: IncidentSubject, name: string, groups: ReadonlyMap<string, Group>, terminals: ReadonlyMap<string, TerminalRecord>): TimelineSubject {
  if (subject.kind === 'group') return groupSubject(subject.id, groups, terminals, name);
  return terminalSubject(subject.id, terminals.get(subject.id)?.msName ?? name);
}

/** The picker's value of a subject, and back. */
export const subjectKey = (subject: Pick<TimelineSubject, 'kind' | 'id'>): string => `${subject.kind}:${subject.id}`;
export function parseSubjectKey(key: string): IncidentSubject | null {
  const [kind, id] = key.split(':');
  return (kind === 'terminal' || kind === 'group') && id ? { kind, id } : null;
}

/** Home screen model: group view layout, membership and the terminal list as the settings filter it. */
import { Limits, TerminalType } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';

/** SPEC §2 and §9: more than 30 groups switch the group view to vertical. */
export const groupLayout = (groupCount: number): 'cards' | 'list' =>
  groupCount > Limits.verticalGroupViewAbove ? 'list' : 'cards';

export type MemberCount = { readonly online: number; readonly total: number };

/** Members and online members per group; a terminal counts in every group it belongs to. */
export function memberCounts(terminals: Iterable<TerminalRecord>): Map<string, MemberCount> {
  const counts = new Map<string, MemberCount>();
  for (const terminal of terminals) {
    for (const gid of new Set(terminal.grp)) {
      const current = counts.get(gid) ?? { online: 0, total: 0 };
      counts.set(gid, { online: current.online + terminal.online, total: current.total + 1 });
    }
  }
  return counts;
}

export type ListFilters = { readonly offlineHide: boolean; readonly dispatcherHide: boolean };

const byPresenceThenName = (a: TerminalRecord, b: TerminalRecord) =>
  b.online - a.online || a.msName.localeCompare(b.msName) || a.msId.localeCompare(b.msId);

const shownBy = (filters: ListFilters) => (terminal: TerminalRecord) =>
  !(filters.offlineHide && terminal.online === 0) && !(filters.dispatcherHide && terminal.type === TerminalType.Dispatcher);

function listed(terminals: Iterable<TerminalRecord>, wanted: (terminal: TerminalRecord) => boolean, filters: ListFilters): TerminalRecord[] {
  const shown = shownBy(filters);
  const list: TerminalRecord[] = [];
  for (const terminal of terminals) if (wanted(terminal) && shown(terminal)) list.push(terminal);
  return list.sort(byPresenceThenName);
}

/** The selected group's terminals: online first, then by name; offline and dispatchers hidden when the settings say so. */
export const groupTerminals = (terminals: Iterable<TerminalRecord>, gid: string, filters: ListFilters): TerminalRecord[] =>
  listed(terminals, (terminal) => terminal.grp.includes(gid), filters);

/** The 'others' group's terminals (SPEC §6 showOutsideTerminals): the same order and filters. */
export const otherTerminals = (terminals: Iterable<TerminalRecord>, outside: ReadonlySet<string>, filters: ListFilters): TerminalRecord[] =>
  listed(terminals, (terminal) => outside.has(terminal.msId), filters);

/** Terminals of any group whose ID or name contains the query, ignoring case; the same order and filters. */
export function matchingTerminals(terminals: Iterable<TerminalRecord>, query: string, filters: ListFilters): TerminalRecord[] {
  const needle = query.trim().toLocaleLowerCase();
  return listed(terminals, (terminal) => terminal.msId.includes(needle) || terminal.msName.toLocaleLowerCase().includes(needle), filters);
}

export type TerminalKind = 'dispatcher' | 'app' | 'gateway' | 'poc' | 'pmr' | 'dmr' | 'sos' | 'camera' | 'unknown';

const KINDS: ReadonlyMap<number, TerminalKind> = new Map([
  [TerminalType.Dispatcher, 'dispatcher'],
  [TerminalType.App, 'app'],
  [TerminalType.Gateway, 'gateway'],
  [TerminalType.Poc6, 'poc'],
  [TerminalType.Poc0, 'poc'],
  [TerminalType.Pmr, 'pmr'],
  [TerminalType.Dmr, 'dmr'],
  [TerminalType.Sos, 'sos'],
  [TerminalType.Camera, 'camera'],
]);

export const terminalKind = (type: number): TerminalKind => KINDS.get(type) ?? 'unknown';

/** The group to show first: the dispatcher's own when it exists, else the first in the tree. */
export function initialGroup(groupIds: ReadonlySet<string>, ownGroup: string | undefined, firstInTree: string | undefined): string | null {
  if (ownGroup && groupIds.has(ownGroup)) return ownGroup;
  return firstInTree ?? null;
}

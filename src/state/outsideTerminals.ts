/**
 * SPEC §6 "The showOutsideTerminals host setting adds an 'others' group": terminals the dispatcher
 * can see that belong to none of the dispatcher's groups (none of their groups is in the group
 * list the platform gave this dispatcher). With the setting on they are listed under 'others' and
 * drawn on the map; with it off they are shown nowhere.
 */
import type { Group } from '../../protocol/index.ts';
import { fleetAtom } from './eventLog.ts';
import type { TerminalRecord } from './fleet.ts';
import { atom } from './jotai.ts';
import { clientConfigAtom } from './session.ts';

/** The id of the synthetic 'others' group; no platform gid is a word. */
export const OTHERS_GID = 'others';

const NONE: ReadonlySet<string> = new Set();

export const isOutside = (terminal: Pick<TerminalRecord, 'grp'>, groups: ReadonlyMap<string, Group>): boolean => !terminal.grp.some((gid) => groups.has(gid));

export function outsideTerminalIds(terminals: ReadonlyMap<string, TerminalRecord>, groups: ReadonlyMap<string, Group>): ReadonlySet<string> {
  let outside: Set<string> | null = null;
  for (const terminal of terminals.values()) if (isOutside(terminal, groups)) (outside ??= new Set()).add(terminal.msId);
  return outside ?? NONE;
}

export const showOutsideTerminalsAtom = atom((get) => get(clientConfigAtom)?.showOutsideTerminals ?? false);

/** Terminals outside the dispatcher's groups (recomputed when terminals or groups change, not on GPS). */
export const outsideTerminalsAtom = atom((get) => {
  const { terminals, groups } = get(fleetAtom);
  return outsideTerminalIds(terminals, groups);
});

/** What the tree, the lists and the map leave out: the outside terminals while the setting is off. */
export const hiddenTerminalsAtom = atom((get) => (get(showOutsideTerminalsAtom) ? NONE : get(outsideTerminalsAtom)));

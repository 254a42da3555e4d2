/**
 * Terminals whose ID or name contains what a dispatcher typed, best first: the ID itself, then IDs and
 * names that begin with it, then the rest, each by name. For pickers over a whole fleet: the work is
 * one pass over the fleet and a sort of the matches only.
 */
import type { TerminalRecord } from './fleet.ts';

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

export function findTerminals(terminals: Iterable<TerminalRecord>, query: string, accept: (terminal: TerminalRecord) => boolean = () => true): TerminalRecord[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [];
  const ranked: { terminal: TerminalRecord; rank: number }[] = [];
  for (const terminal of terminals) {
    const name = terminal.msName.toLocaleLowerCase();
    const rank = terminal.msId === needle ? 0 : terminal.msId.startsWith(needle) || name.startsWith(needle) ? 1 : terminal.msId.includes(needle) || name.includes(needle) ? 2 : -1;
    if (rank >= 0 && accept(terminal)) ranked.push({ terminal, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || byName.compare(a.terminal.msName, b.terminal.msName) || (a.terminal.msId < b.terminal.msId ? -1 : 1));
  return ranked.map((entry) => entry.terminal);
}

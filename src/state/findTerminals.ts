/**
 * Terminals whose ID or name contains what a dispatcher typed, best first: the ID itself, then IDs and
 * names that begin with it, then the rest, each by name. For pickers over a whole fleet: one pass over
 * the fleet that keeps only the best `limit` (a match worse than the worst kept costs one comparison),
 * so a fleet of 10,000 is searched again on every status change without sorting it.
 */
import type { TerminalRecord } from './fleet.ts';

export type TerminalSearch = {
  readonly query: string;
  /** Which terminals may be offered at all (dispatchers never are, in most pickers). */
  readonly accept?: (terminal: TerminalRecord) => boolean;
  /** Blank text lists every accepted terminal by name (a checklist) instead of none (a search box). */
  readonly blankListsAll?: boolean;
  /** Groups before the rest of the order, lowest first (a checklist's chosen terminals, a list's online ones). */
  readonly precedence?: (terminal: TerminalRecord) => number;
  readonly limit?: number;
};

export type TerminalMatches = {
  /** The best `limit` matches, in order. */
  readonly shown: TerminalRecord[];
  /** How many terminals match in all. */
  readonly total: number;
};

type Ranked = { readonly terminal: TerminalRecord; readonly rank: number };

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
const compare = (a: Ranked, b: Ranked) =>
  a.rank - b.rank || byName.compare(a.terminal.msName, b.terminal.msName) || (a.terminal.msId < b.terminal.msId ? -1 : a.terminal.msId > b.terminal.msId ? 1 : 0);

/** 0 for the exact ID, 1 for a beginning of the ID or name, 2 for a part of either, -1 for no match. */
function rankOf(terminal: TerminalRecord, needle: string): number {
  if (needle === '') return 2;
  if (terminal.msId === needle) return 0;
  const name = terminal.msName.toLocaleLowerCase();
  if (terminal.msId.startsWith(needle) || name.startsWith(needle)) return 1;
  return terminal.msId.includes(needle) || name.includes(needle) ? 2 : -1;
}

export function findTerminals(terminals: Iterable<TerminalRecord>, { query, accept, blankListsAll = false, precedence, limit = Infinity }: TerminalSearch): TerminalMatches {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '' && !blankListsAll) return { shown: [], total: 0 };
  let kept: Ranked[] = [];
  let worst: Ranked | undefined;
  let total = 0;
  for (const terminal of terminals) {
    const rank = rankOf(terminal, needle);
    if (rank < 0 || (accept && !accept(terminal))) continue;
    total += 1;
    // Ranks are 0 to 2, so a precedence step outweighs them all.
    const entry = { terminal, rank: precedence ? precedence(terminal) * 3 + rank : rank };
    if (worst && compare(entry, worst) >= 0) continue;
    kept.push(entry);
    // Sorting only when twice the limit has gathered keeps the work near one pass.
    if (kept.length >= limit * 2) {
      kept = kept.sort(compare).slice(0, limit);
      worst = kept[kept.length - 1];
    }
  }
  return { shown: kept.sort(compare).slice(0, limit).map((entry) => entry.terminal), total };
}

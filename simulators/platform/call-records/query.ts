import { countFrequencies, hasVoiceCallPermission, pairKey } from '../../../protocol/index.ts';
import type { CallRow } from './call-rows.ts';

export type CallRowQuery = {
  readonly start: number;
  /** Inclusive. */
  readonly end: number;
  /** One terminal, as caller or callee. */
  readonly msId: string | null;
  readonly gid: string | null;
  readonly offset: number;
  readonly limit: number;
};

export type CallRowPage = {
  readonly total: number;
  readonly rows: readonly (CallRow & { readonly frequency: number })[];
};

/**
 * The records of a range, newest first, a page at a time. Only terminals with voice-call permission
 * count: a record whose caller (or, for an individual call, callee) may not place voice calls is left
 * out of the list, the total and the frequencies. Frequency is per caller → callee pair over the
 * whole range and filter, not just the page.
 */
export function queryCallRows(rows: readonly CallRow[], query: CallRowQuery, typeOf: (msId: string) => number | undefined): CallRowPage {
  const permitted = (msId: string) => hasVoiceCallPermission(typeOf(msId));
  const matching = rows.filter(
    (row) =>
      row.time >= query.start &&
      row.time <= query.end &&
      permitted(row.caller) &&
      (row.kind === 'group' || permitted(row.callee)) &&
      (query.msId === null || row.caller === query.msId || (row.kind === 'individual' && row.callee === query.msId)) &&
      (query.gid === null || (row.kind === 'group' && row.callee === query.gid)),
  );
  const counts = countFrequencies(matching);
  matching.sort((a, b) => b.time - a.time || b.seq - a.seq);
  const page = matching.slice(query.offset, query.offset + query.limit);
  return { total: matching.length, rows: page.map((row) => ({ ...row, frequency: counts.get(pairKey(row.caller, row.callee)) ?? 1 })) };
}

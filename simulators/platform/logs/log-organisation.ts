import type { EmulatorEvent } from '../events/emulator-event.ts';
import { organisationOfGid } from '../organisations/organisation-book.ts';
import type { PlatformState } from '../projection/state.ts';
import type { NewEvent } from '../store/event-store.ts';
import { organisationOfRowBy } from './log-feed.ts';
import { logRowOf } from './log-rows.ts';

/**
 * Whose each log record is, decided as its batch is appended, so findLog reads one organisation's
 * records by an indexed column instead of resolving every row against the state. The state is the
 * one before the batch applies: terminals and groups the batch itself creates (a new organisation
 * commits its groups and accounts together) are looked up in the batch first; the rule is the live
 * feed's (log-feed.ts organisationOfRowBy).
 */
export function withLogOrganisations(state: PlatformState, rows: readonly NewEvent[]): NewEvent[] {
  const terminals = new Map<string, string>();
  const groups = new Map<string, string>();
  const ofTerminal = (msId: string): string | null => terminals.get(msId) ?? state.terminals.get(msId)?.cid ?? null;
  const ofGroup = (gid: string): string | null => groups.get(gid) ?? organisationOfGid(state.organisations, gid);
  return rows.map((row) => {
    learn(row.payload as EmulatorEvent, terminals, groups, ofGroup, ofTerminal);
    const record = logRowOf(0, 0, row.type, row.payload);
    return record ? { ...row, organisation: organisationOfRowBy(record, ofTerminal, ofGroup) } : row;
  });
}

function learn(
  event: EmulatorEvent,
  terminals: Map<string, string>,
  groups: Map<string, string>,
  ofGroup: (gid: string) => string | null,
  ofTerminal: (msId: string) => string | null,
): void {
  if (event.type === 'terminal.registered') terminals.set(event.terminal.msId, event.terminal.cid);
  else if (event.type === 'group.created') {
    // A root naming none is the first organisation's, as a record with none is (log-sql.ts).
    const cid = event.cid ?? (event.group.fid === '0' ? null : ofGroup(event.group.fid));
    if (cid) groups.set(event.group.gid, cid);
  } else if (event.type === 'tempGroup.created') {
    const cid = ofTerminal(event.tempGroup.creator);
    if (cid) groups.set(event.tempGroup.gid, cid);
  }
}

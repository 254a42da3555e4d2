import { TerminalType, type LogFrame } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { logRowOf, toRecord, type LogRow } from './log-rows.ts';
import type { PlatformState } from '../projection/state.ts';
import { organisationOfGroup, organisationOfTerminal } from '../organisations/organisation-of.ts';

/** Dispatchers read the logs; a radio does not see what other terminals did. */
export const isDispatcher = (platform: Platform, msId: string): boolean => platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher;

/**
 * The live side of the logs: each record as its event commits, as a `log` frame for the dispatchers'
 * live lists. Not replayed: a list that missed some (a reconnect) gets them from findLog.
 */
export class LogFeed {
  constructor(private readonly platform: Platform) {}

  /** `send` gets each frame's text once, with the organisation whose dispatchers it is for; returns the unsubscribe. */
  start(send: (text: string, cid: string) => void): () => void {
    return this.platform.onCommitted((entries) => {
      const { state } = this.platform;
      for (const entry of entries) {
        const row = logRowOf(entry.seq, entry.time, entry.event.type, entry.event);
        const cid = row ? organisationOfRow(state, row) : null;
        if (row && cid !== null) send(JSON.stringify({ type: 'log', record: toRecord(row, state) } satisfies LogFrame), cid);
      }
    });
  }
}

type Lookup = (id: string) => string | null;

/** Whose a log row is: the organisation of who did it, else of the terminal or group it is about. */
export function organisationOfRowBy(row: LogRow, ofTerminal: Lookup, ofGroup: Lookup): string | null {
  return ofTerminal(row.account) ?? ofTerminal(row.msId) ?? (row.subjectKind === 'group' ? ofGroup(row.subject) : row.subjectKind === 'terminal' ? ofTerminal(row.subject) : null);
}

export const organisationOfRow = (state: PlatformState, row: LogRow): string | null =>
  organisationOfRowBy(row, (msId) => organisationOfTerminal(state, msId), (gid) => organisationOfGroup(state, gid));

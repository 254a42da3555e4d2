import { TerminalType, type LogFrame } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { logRowOf, toRecord } from './log-rows.ts';

/** Dispatchers read the logs; a radio does not see what other terminals did. */
export const isDispatcher = (platform: Platform, msId: string): boolean => platform.state.terminals.get(msId)?.type === TerminalType.Dispatcher;

/**
 * The live side of the logs: each record as its event commits, as a `log` frame for the dispatchers'
 * live lists. Not replayed: a list that missed some (a reconnect) gets them from findLog.
 */
export class LogFeed {
  constructor(private readonly platform: Platform) {}

  /** `send` gets each frame's text once; returns the unsubscribe. */
  start(send: (text: string) => void): () => void {
    return this.platform.onCommitted((entries) => {
      for (const entry of entries) {
        const row = logRowOf(entry.seq, entry.time, entry.event.type, entry.event);
        if (row) send(JSON.stringify({ type: 'log', record: toRecord(row, this.platform.state) } satisfies LogFrame));
      }
    });
  }
}

import { toLogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { CALL_ROW_TYPES, CallRowFolder, type CallRow } from './call-rows.ts';

const PAGE = 5_000;

/**
 * The call records in memory: read once from the log (its call and transmission events only) on the
 * first query, then kept up to date as events commit. A row is ~100 bytes, so a year of a busy fleet
 * stays small; queries filter this array instead of scanning the log.
 */
export class CallRecordIndex {
  readonly rows: CallRow[] = [];
  private readonly folder = new CallRowFolder();

  private constructor() {}

  static async open(platform: Platform): Promise<CallRecordIndex> {
    const index = new CallRecordIndex();
    // Follow first, so nothing committed while the history is read is lost; seq dedupes the overlap.
    const pending: { seq: number; time: number; event: Parameters<CallRowFolder['fold']>[2] }[] = [];
    let live = false;
    let readTo = 0;
    platform.onCommitted((entries) => {
      for (const entry of entries) {
        if (!CALL_ROW_TYPES.includes(entry.event.type)) continue;
        if (live) index.add(entry.seq, entry.time, entry.event);
        else pending.push(entry);
      }
    });
    for (let page = await platform.readPublicAfter(0, PAGE, CALL_ROW_TYPES); page.length > 0; page = await platform.readPublicAfter(readTo, PAGE, CALL_ROW_TYPES)) {
      for (const stored of page) {
        const entry = toLogEntry(stored);
        index.add(entry.seq, entry.time, entry.event);
      }
      readTo = page.at(-1)!.seq;
    }
    for (const entry of pending) if (entry.seq > readTo) index.add(entry.seq, entry.time, entry.event);
    live = true;
    return index;
  }

  private add(seq: number, time: number, event: Parameters<CallRowFolder['fold']>[2]): void {
    const row = this.folder.fold(seq, time, event);
    if (row) this.rows.push(row);
  }
}


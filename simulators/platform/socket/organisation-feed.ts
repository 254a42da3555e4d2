import type { LogEntry } from '../events/emulator-event.ts';
import type { Platform } from '../platform.ts';
import { eventFrameText } from './frames.ts';
import { RecentEvents } from './recent-events.ts';
import { SnapshotCache } from './snapshot-cache.ts';

export type EventFrameBuffer = { readonly seq: number; readonly frame: Buffer };

/**
 * What one organisation's dispatcher sockets share: its events framed once with `prev` chained
 * over its own events only (no event of this organisation lies between prev and seq), the recent
 * ones for replay from memory, and its cached snapshot. Another organisation's events never enter.
 */
export class OrganisationFeed {
  readonly recent: RecentEvents;
  readonly snapshots: SnapshotCache;
  /** The seq of this organisation's last event fanned out: the next one's `prev`. */
  private lastSeq: number;

  constructor(platform: Platform, cid: string, capacity: number, startHead: number) {
    this.recent = new RecentEvents(capacity, startHead);
    this.snapshots = new SnapshotCache(platform, cid);
    this.lastSeq = startHead;
  }

  /** Frames the organisation's entries of one commit (each serialised once) and keeps them for replay. */
  frame(entries: readonly LogEntry[]): EventFrameBuffer[] {
    const batch = entries.map((entry) => {
      const frame = Buffer.from(eventFrameText(entry, entry.event, this.lastSeq));
      this.lastSeq = entry.seq;
      return { seq: entry.seq, frame };
    });
    for (const { seq, frame } of batch) this.recent.push(seq, frame);
    return batch;
  }
}

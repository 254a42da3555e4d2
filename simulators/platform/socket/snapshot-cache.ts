import type { Platform } from '../platform.ts';
import { snapshotFrameText } from './frames.ts';

export type CachedSnapshot = { readonly seq: number; readonly frame: Buffer };

/** A cached snapshot this old or younger is reused; the events after it are replayed from the log. */
const MAX_AGE_MS = 1_000;

/**
 * One serialised snapshot of an organisation shared by every socket of it resuming within a second:
 * when a whole fleet reconnects at once, the state is serialised once instead of once per socket.
 * The events after the snapshot's seq are replayed from the log, so a reused snapshot loses nothing.
 */
export class SnapshotCache {
  private cached: (CachedSnapshot & { readonly at: number }) | null = null;

  constructor(
    private readonly platform: Platform,
    private readonly cid: string,
  ) {}

  get(): CachedSnapshot {
    const now = Date.now();
    if (!this.cached || now - this.cached.at > MAX_AGE_MS) {
      this.cached = { seq: this.platform.state.head, frame: Buffer.from(snapshotFrameText(this.platform.state, this.cid)), at: now };
    }
    return this.cached;
  }
}

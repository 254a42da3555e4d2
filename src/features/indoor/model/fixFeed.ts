import type { IndoorFix } from '../../../../protocol/index.ts';

type Listener = (fix: IndoorFix) => void;

/**
 * Terminals' indoor fixes as they arrive. High-rate data skips React (STYLE 8): the blueprint
 * subscribes and moves its SVG markers itself, so a fix costs no render.
 */
export class IndoorFixFeed {
  private readonly fixes = new Map<string, IndoorFix>();
  private readonly listeners = new Set<Listener>();
  private readonly resets = new Set<() => void>();

  /** Replaces every fix (a fresh listArea). */
  reset(fixes: readonly IndoorFix[]): void {
    this.fixes.clear();
    for (const fix of fixes) this.fixes.set(fix.msId, fix);
    for (const listener of this.resets) listener();
  }

  put(fix: IndoorFix): void {
    this.fixes.set(fix.msId, fix);
    for (const listener of this.listeners) listener(fix);
  }

  /** The fixes in one area, now. */
  inArea(areaId: string): IndoorFix[] {
    return [...this.fixes.values()].filter((fix) => fix.areaId === areaId);
  }

  /** Calls `onFix` for each new fix and `onReset` after a reset; returns the unsubscribe. */
  subscribe(onFix: Listener, onReset: () => void): () => void {
    this.listeners.add(onFix);
    this.resets.add(onReset);
    return () => {
      this.listeners.delete(onFix);
      this.resets.delete(onReset);
    };
  }
}

/** The console's one feed (a session's socket writes it, the indoor page reads it). */
export const indoorFixFeed = new IndoorFixFeed();

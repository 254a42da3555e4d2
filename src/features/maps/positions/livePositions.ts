/**
 * The console's positions worker for a session: the event log's position sink (it gathers each
 * frame's fixes and posts them at the frame's end) and the feed the map's terminals layer listens
 * to. One per socket binding; `livePositionsAtom` offers the current one to the map.
 */
import type { GpsFix, GpsFixColumns } from '../../../../protocol/index.ts';
import { numericId } from '../../../state/idTable.ts';
import { positionsAtom } from '../../../state/eventLog.ts';
import { atom, store, type Atom, type PrimitiveAtom } from '../../../state/jotai.ts';
import type { PositionSink } from '../../../state/positionSink.ts';
import { watchedPositions } from '../../../state/watchedPositions.ts';
import { PositionFeed, startPositionFeed } from './positionFeed.ts';
import type { OtherFix } from './positionFold.ts';

const INITIAL_ROWS = 1024;

export class LivePositions implements PositionSink {
  readonly watched = watchedPositions;
  /** Terminals the worker has placed (first seen), and their count as an atom for lists to follow. */
  private readonly positioned = new Set<string>();
  readonly positionedCount: PrimitiveAtom<number> = atom(0);
  private id = new Float64Array(INITIAL_ROWS);
  private lat = new Float64Array(INITIAL_ROWS);
  private lng = new Float64Array(INITIAL_ROWS);
  private length = 0;
  private others: OtherFix[] = [];

  constructor(readonly feed: PositionFeed) {
    feed.subscribe((moved) => {
      if (moved.firstSeen.length === 0) return;
      for (const { msId } of moved.firstSeen) this.positioned.add(msId);
      store.set(this.positionedCount, this.positioned.size);
    });
  }

  /** Whether the terminal has a position on the map (one the worker could place). */
  readonly has = (msId: string): boolean => this.positioned.has(msId);

  fix(msId: string, fix: GpsFix): void {
    const key = numericId(msId);
    if (key < 0) {
      this.others.push({ msId, lat: fix.lat, lng: fix.lng });
      return;
    }
    this.reserve(1);
    this.id[this.length] = key;
    this.lat[this.length] = fix.lat;
    this.lng[this.length] = fix.lng;
    this.length += 1;
  }

  rows(columns: GpsFixColumns, from: number, to: number): void {
    this.reserve(to - from);
    this.id.set(columns.id.subarray(from, to), this.length);
    this.lat.set(columns.lat.subarray(from, to), this.length);
    this.lng.set(columns.lng.subarray(from, to), this.length);
    this.length += to - from;
  }

  flush(): void {
    if (this.length === 0 && this.others.length === 0) return;
    this.feed.post({ length: this.length, id: this.id, lat: this.lat, lng: this.lng }, this.others);
    this.length = 0;
    this.others = [];
  }

  close(): void {
    this.feed.close();
  }

  private reserve(count: number): void {
    if (this.length + count <= this.id.length) return;
    const size = Math.max(this.length + count, this.id.length * 2);
    const grow = (column: Float64Array) => {
      const grown = new Float64Array(size);
      grown.set(column.subarray(0, this.length));
      return grown;
    };
    this.id = grow(this.id);
    this.lat = grow(this.lat);
    this.lng = grow(this.lng);
  }
}

/** The session's live positions; null before a socket binds, or where workers cannot run. */
export const livePositionsAtom = atom<LivePositions | null>(null);

const positionedSizeAtom = atom((get) => get(positionsAtom).size);

/**
 * Who has a position on the map, for lists of the terminals on it: a test, and a count that
 * changes when one more terminal has one (not on every fix). The worker knows when it runs; else
 * the fleet's positions, which then hold every fix.
 */
export const positionedAtom: Atom<{ readonly count: number; readonly has: (msId: string) => boolean }> = atom((get) => {
  const live = get(livePositionsAtom);
  if (live) return { count: get(live.positionedCount), has: live.has };
  const count = get(positionedSizeAtom);
  return { count, has: (msId: string) => store.get(positionsAtom).has(msId) };
});

/**
 * Starts a positions worker for a socket binding and offers it to the map; null (the log then folds
 * every fix on the main thread, and the map draws from the fleet) where no Worker exists.
 */
export function startLivePositions(): { sink: LivePositions; stop: () => void } | null {
  if (typeof Worker === 'undefined') return null;
  const sink = new LivePositions(startPositionFeed());
  store.set(livePositionsAtom, sink);
  return {
    sink,
    // The atom keeps a stopped sink until the next binding's replaces it: the map then shows the
    // terminals where they last were, rather than the fleet's folded fixes (first and watched only).
    stop: () => sink.close(),
  };
}

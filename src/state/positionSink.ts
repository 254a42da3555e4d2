import type { GpsFix, GpsFixColumns } from '../../protocol/index.ts';

/**
 * Where the event log hands every fix it reads, in log order, once per frame: the maps feature's
 * positions worker, which draws them and knows who has a position (src/features/maps/positions).
 * With a sink attached the fleet folds GPS fixes of `watched` terminals only (their snapshot and
 * registration fixes as ever), so 10k fixes a second cost the main thread a copy of three columns
 * rather than an id lookup and a versioned write each.
 */
export interface PositionSink {
  /** One terminal's fix: from a snapshot, a registration or a `terminal.gps` event. */
  fix(msId: string, fix: GpsFix): void;
  /** Rows [from, to) of fixes decoded into columns; the columns are reused after the frame. */
  rows(columns: GpsFixColumns, from: number, to: number): void;
  /** The frame is over: hand on what it gathered. */
  flush(): void;
  /** Terminals whose every fix the fleet still folds (watchedPositions.ts). */
  readonly watched: ReadonlySet<string>;
}

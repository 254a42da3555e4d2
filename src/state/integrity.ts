/**
 * Event-log integrity numbers for the diagnostics view: what was applied since the last snapshot.
 * Tests compare them with the emulator's store, so every applied event counts exactly once.
 */

export type LogIntegrity = {
  /** Sequence of the last snapshot, or null before the first. */
  readonly snapshotSeq: number | null;
  readonly appliedCount: number;
  readonly seqSum: number;
  readonly firstSeq: number | null;
  readonly lastSeq: number | null;
};

export const EMPTY_INTEGRITY: LogIntegrity = {
  snapshotSeq: null,
  appliedCount: 0,
  seqSum: 0,
  firstSeq: null,
  lastSeq: null,
};

/** A snapshot replaces the state, so counting starts again from it. */
export const afterSnapshot = (seq: number): LogIntegrity => ({ ...EMPTY_INTEGRITY, snapshotSeq: seq });

/**
 * What one fold applies, counted in place (one LogIntegrity at its end rather than one per event:
 * a burst folds ~1,500 events a frame). Events and runs of GPS rows count in arrival order; a
 * snapshot starts the count again from it.
 */
export class IntegrityTally {
  private count = 0;
  private seqSum = 0;
  private firstSeq: number | null = null;
  private lastSeq: number | null = null;

  constructor(private base: LogIntegrity) {}

  snapshot(seq: number): void {
    this.base = afterSnapshot(seq);
    this.count = 0;
    this.seqSum = 0;
    this.firstSeq = null;
    this.lastSeq = null;
  }

  event(seq: number): void {
    this.count += 1;
    this.seqSum += seq;
    this.firstSeq ??= seq;
    this.lastSeq = seq;
  }

  /** Rows [from, to) of a column of seqs (GPS fixes decoded into columns). */
  rows(seqs: Float64Array, from: number, to: number): void {
    if (from >= to) return;
    for (let row = from; row < to; row += 1) this.seqSum += seqs[row]!;
    this.count += to - from;
    this.firstSeq ??= seqs[from]!;
    this.lastSeq = seqs[to - 1]!;
  }

  result(): LogIntegrity {
    const base = this.base;
    if (this.count === 0) return base;
    return { snapshotSeq: base.snapshotSeq, appliedCount: base.appliedCount + this.count, seqSum: base.seqSum + this.seqSum, firstSeq: base.firstSeq ?? this.firstSeq, lastSeq: this.lastSeq };
  }
}

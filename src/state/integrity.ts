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

export const countApplied = (integrity: LogIntegrity, seq: number): LogIntegrity => ({
  snapshotSeq: integrity.snapshotSeq,
  appliedCount: integrity.appliedCount + 1,
  seqSum: integrity.seqSum + seq,
  firstSeq: integrity.firstSeq ?? seq,
  lastSeq: seq,
});

/** countApplied for rows [from, to) of a column of seqs (GPS fixes decoded into columns): one object per run. */
export function countAppliedRows(integrity: LogIntegrity, seqs: Float64Array, from: number, to: number): LogIntegrity {
  if (from >= to) return integrity;
  let seqSum = integrity.seqSum;
  for (let row = from; row < to; row += 1) seqSum += seqs[row]!;
  return {
    snapshotSeq: integrity.snapshotSeq,
    appliedCount: integrity.appliedCount + (to - from),
    seqSum,
    firstSeq: integrity.firstSeq ?? seqs[from]!,
    lastSeq: seqs[to - 1]!,
  };
}

/** What one console saw against what the emulator committed (the chaos bench's verdict). */
export type SeenLog = {
  /** Event seqs in the order the console's event log received them. */
  readonly seqs: readonly number[];
  readonly arrivals: readonly number[];
  readonly snapshots: readonly { seq: number; at: number }[];
  readonly alarmIds: ReadonlySet<string>;
};

/** A fault's end: when it ended and the log head then; caught up is having an event committed after it. */
export type FaultEnd = { readonly name: string; readonly at: number; readonly head: number };

export type Verdict = {
  /** Committed after the console's first snapshot and neither received nor covered by a later snapshot. */
  readonly lost: number;
  /** Committed events a later snapshot stood in for (a resume the server could not replay). */
  readonly replacedBySnapshot: number;
  readonly duplicates: number;
  readonly outOfOrder: number;
  readonly alarmsLost: number;
  /** Per fault: ms from its end until the console had an event committed after it (null: never). */
  readonly catchUpMs: ReadonlyMap<string, number | null>;
};

export function compare(seen: SeenLog, committed: readonly number[], raisedAlarms: readonly string[], faults: readonly FaultEnd[]): Verdict {
  const from = seen.snapshots[0]?.seq ?? 0;
  const received = new Set(seen.seqs);
  let lost = 0;
  let replaced = 0;
  for (const seq of committed) {
    if (seq <= from || received.has(seq)) continue;
    if (seen.snapshots.some((snapshot) => snapshot.seq >= seq)) replaced += 1;
    else lost += 1;
  }
  let outOfOrder = 0;
  for (let i = 1; i < seen.seqs.length; i += 1) if (seen.seqs[i]! <= seen.seqs[i - 1]!) outOfOrder += 1;
  const catchUpMs = new Map<string, number | null>();
  for (const fault of faults) {
    let reached = Number.POSITIVE_INFINITY;
    seen.seqs.forEach((seq, i) => {
      if (seq > fault.head) reached = Math.min(reached, seen.arrivals[i]!);
    });
    for (const snapshot of seen.snapshots) if (snapshot.seq > fault.head) reached = Math.min(reached, snapshot.at);
    catchUpMs.set(fault.name, Number.isFinite(reached) ? Math.max(0, Math.round(reached - fault.at)) : null);
  }
  return {
    lost,
    replacedBySnapshot: replaced,
    duplicates: seen.seqs.length - received.size,
    outOfOrder,
    alarmsLost: raisedAlarms.filter((id) => !seen.alarmIds.has(id)).length,
    catchUpMs,
  };
}

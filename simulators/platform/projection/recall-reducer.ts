import { RecallLimits, type TransmissionRecorded } from '../../../protocol/index.ts';

/** A recorded transmission as the state keeps it: the event without its type. */
export type TransmissionRecord = Omit<TransmissionRecorded, 'type'>;

/**
 * The recent transmissions of each group, oldest first, at most RecallLimits.maxCount per group:
 * instant recall asks for the last few, so a request never reads the log. Older recordings stay in
 * the log and on disk.
 */
export type RecallIndex = Map<string, TransmissionRecord[]>;

export function applyToRecall(index: RecallIndex, event: TransmissionRecorded): void {
  const { type: _type, ...record } = event;
  const recent = index.get(record.gid) ?? [];
  recent.push(record);
  if (recent.length > RecallLimits.maxCount) recent.splice(0, recent.length - RecallLimits.maxCount);
  index.set(record.gid, recent);
}

/** The last `count` transmissions of a group, newest first. */
export function recentTransmissions(index: RecallIndex, gid: string, count: number): TransmissionRecord[] {
  return (index.get(gid) ?? []).slice(-count).reverse();
}

/**
 * The last `count` transmissions of one talker, newest first, across the groups `mayHear` allows:
 * read from the groups' recent lists (at most RecallLimits.maxCount each), so a talker's older
 * transmissions in a busy group are not among them.
 */
export function recentTransmissionsBy(index: RecallIndex, msId: string, count: number, mayHear: (gid: string) => boolean): TransmissionRecord[] {
  const found: TransmissionRecord[] = [];
  for (const [gid, recent] of index) if (mayHear(gid)) for (const record of recent) if (record.msId === msId) found.push(record);
  return found.sort((a, b) => b.startedAt - a.startedAt || b.file.localeCompare(a.file)).slice(0, count);
}

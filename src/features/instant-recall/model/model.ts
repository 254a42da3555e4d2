import { z } from 'zod';
import { RecallLimits, RecallPaths, RecordedTransmissionSchema, type DsData, type RecordedTransmission } from '../../../../protocol/index.ts';

/** The part of DsClient instant recall uses, so tests can stand in for it. */
export type RecallDs = { get(path: string, params?: Record<string, string>): Promise<DsData> };

/** How many recent transmissions a list shows unless the dispatcher picks another count. */
export const RECALL_SHOWN = 10;
/** How many a list keeps (the route's most): a larger count chosen later needs no reload to show. */
export const RECALL_KEPT = RecallLimits.maxCount;
/** The counts the dispatcher picks from; all within the route's 1..RecallLimits.maxCount. */
export const RECALL_COUNTS = [3, 5, 10, 20, 50] as const;

/** Whose transmissions a list holds: a group's, or one talker's across the groups the dispatcher hears. */
export type RecallSource = { readonly kind: 'group'; readonly gid: string } | { readonly kind: 'terminal'; readonly msId: string };

/** The key of a source's list in recallListsAtom: a gid, or `ms:` and a terminal id. */
export const sourceKey = (source: RecallSource): string => (source.kind === 'group' ? source.gid : `ms:${source.msId}`);

const RecallList = z.array(RecordedTransmissionSchema);

/** GET /ds/data/voice: the source's last `limit` transmissions, newest first. */
export async function loadRecentTransmissions(ds: RecallDs, source: RecallSource | string, limit: number = RECALL_SHOWN): Promise<RecordedTransmission[]> {
  const of: Record<string, string> = typeof source === 'string' ? { gid: source } : source.kind === 'group' ? { gid: source.gid } : { msId: source.msId };
  return RecallList.parse((await ds.get(RecallPaths.list, { ...of, limit: String(limit) })).list);
}

/**
 * A group's list with new entries merged in: one entry per file (the route and the live event
 * may both bring the same one), newest first, at most RECALL_KEPT. Unchanged input keeps its identity.
 */
export function mergeTransmissions(list: readonly RecordedTransmission[], incoming: readonly RecordedTransmission[]): readonly RecordedTransmission[] {
  const known = new Set(list.map((entry) => entry.file));
  const added = incoming.filter((entry) => !known.has(entry.file) && known.add(entry.file));
  if (added.length === 0) return list;
  return [...list, ...added].sort((a, b) => b.startedAt - a.startedAt || a.file.localeCompare(b.file)).slice(0, RECALL_KEPT);
}

export class RecordingFetchError extends Error {}

/** The recording's bytes, fetched with the session cookie; only audio/wav is accepted. */
export async function fetchRecording(url: string, fetcher: typeof fetch = fetch): Promise<ArrayBuffer> {
  const response = await fetcher(url, { credentials: 'same-origin' });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || !type.startsWith('audio/wav')) throw new RecordingFetchError(`recording ${url}: ${response.status} ${type}`);
  return response.arrayBuffer();
}

/**
 * The recording, once more after a refusal: the file route cannot log in again by itself, so a
 * failed fetch goes through the /ds client first (which re-logs in on 105) and is tried again.
 */
export async function fetchRecordingOnce(ds: RecallDs | null, gid: string, url: string, fetcher: typeof fetch = fetch): Promise<ArrayBuffer> {
  try {
    return await fetchRecording(url, fetcher);
  } catch (error) {
    if (!ds) throw error;
    await loadRecentTransmissions(ds, gid, 1);
    return fetchRecording(url, fetcher);
  }
}

/** Whole seconds of a transmission, at least 1 (a press shorter than a second still happened). */
export const talkSeconds = (talkMs: number): number => Math.max(1, Math.round(talkMs / 1000));

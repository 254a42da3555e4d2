import { z } from 'zod';
import { RecallLimits, RecallPaths, RecordedTransmissionSchema, type DsData, type RecordedTransmission } from '../../../protocol/index.ts';

/** The part of DsClient instant recall uses, so tests can stand in for it. */
export type RecallDs = { get(path: string, params?: Record<string, string>): Promise<DsData> };

/** How many recent transmissions a group's list shows. */
export const RECALL_SHOWN = RecallLimits.defaultCount;

const RecallList = z.array(RecordedTransmissionSchema);

/** GET /ds/data/voice: the group's last transmissions, newest first. */
export async function loadRecentTransmissions(ds: RecallDs, gid: string): Promise<RecordedTransmission[]> {
  return RecallList.parse((await ds.get(RecallPaths.list, { gid, limit: String(RECALL_SHOWN) })).list);
}

/**
 * A group's list with new entries merged in: one entry per file (the route and the live event
 * may both bring the same one), newest first, at most RECALL_SHOWN. Unchanged input keeps its identity.
 */
export function mergeTransmissions(list: readonly RecordedTransmission[], incoming: readonly RecordedTransmission[]): readonly RecordedTransmission[] {
  const known = new Set(list.map((entry) => entry.file));
  const added = incoming.filter((entry) => !known.has(entry.file) && known.add(entry.file));
  if (added.length === 0) return list;
  return [...list, ...added].sort((a, b) => b.startedAt - a.startedAt || a.file.localeCompare(b.file)).slice(0, RECALL_SHOWN);
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
    await loadRecentTransmissions(ds, gid);
    return fetchRecording(url, fetcher);
  }
}

/** Whole seconds of a transmission, at least 1 (a press shorter than a second still happened). */
export const talkSeconds = (talkMs: number): number => Math.max(1, Math.round(talkMs / 1000));

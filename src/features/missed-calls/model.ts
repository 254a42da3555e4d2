/**
 * The missed calls list (SPEC §2 header, §3 `missCallList`): calls to this dispatcher that ended
 * before anyone answered — the ring timed out (408), the caller cancelled (487) or went offline
 * (101). Pure; the atom persists the list like the other app state (SPEC §7).
 */
import { CallStatus, type PlatformEvent } from '../../../protocol/index.ts';

/** SPEC §3 storage key. */
export const MISS_CALL_LIST_KEY = 'missCallList';
/** Kept per browser; the oldest give way. */
export const MAX_MISSED_CALLS = 50;

export const MISSED_STATUSES: ReadonlySet<number> = new Set([CallStatus.Timeout, CallStatus.Cancel, CallStatus.Offline]);

export type MissedCall = {
  readonly callId: string;
  /** The caller's terminal ID and name (network text, shown as text). */
  readonly caller: string;
  readonly callerName: string;
  /** The dispatcher it was for: one browser may serve several accounts. */
  readonly callee: string;
  readonly status: number;
  /** Log time of the call's end, ms. */
  readonly at: number;
};

/** The missed call an event records, if it is one: to me, one of the missed statuses, never connected. */
export function missedCallOf(event: PlatformEvent, me: string | null, at: number, nameOf: (msId: string) => string): MissedCall | null {
  if (event.type !== 'call.ended' || me === null || event.callee !== me || event.media === 'ambient') return null;
  if (!MISSED_STATUSES.has(event.status) || event.talkMs > 0) return null;
  return { callId: event.callId, caller: event.caller, callerName: nameOf(event.caller), callee: me, status: event.status, at };
}

/** Newest first; a call already listed (a replayed event) is not added twice. */
export function addMissedCall(list: readonly MissedCall[], call: MissedCall): readonly MissedCall[] {
  if (list.some((entry) => entry.callId === call.callId)) return list;
  return [call, ...list].slice(0, MAX_MISSED_CALLS);
}

export const missedCallsOf = (list: readonly MissedCall[], me: string | null): readonly MissedCall[] =>
  me === null ? [] : list.filter((entry) => entry.callee === me);

export const clearMissedCalls = (list: readonly MissedCall[], me: string | null): readonly MissedCall[] =>
  list.filter((entry) => entry.callee !== me);

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= 200;

/** The stored list; entries that are not that shape are dropped. */
export function decodeMissedCalls(raw: unknown): readonly MissedCall[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  return raw.flatMap((value: unknown): MissedCall[] => {
    const entry = (value ?? {}) as Record<string, unknown>;
    const { callId, caller, callerName, callee, status, at } = entry;
    if (!isText(callId) || !isText(caller) || !isText(callerName) || !isText(callee)) return [];
    if (typeof status !== 'number' || typeof at !== 'number' || !Number.isFinite(at)) return [];
    return [{ callId, caller, callerName, callee, status, at }];
  }).slice(0, MAX_MISSED_CALLS);
}

import { z } from 'zod';
import { TerminalType } from './codes.ts';
import { MillisQuery, OffsetMinutesQuery } from './gpsTrack.ts';
import { RECORDING_FILE_PATTERN } from './recordings.ts';

/**
 * Call records (SPEC §2 /call-records/voice-list, dsKey historyVoice; §7 POST /ds/data/callByUTCPost,
 * GET callByUTC): group transmissions and individual voice calls of a time range, with caller,
 * callee, frequency, duration and the recording where the platform has one. docs/protocol.md
 * "Call records".
 */

export const PATH_CALL_BY_UTC = '/ds/data/callByUTC';
export const PATH_CALL_BY_UTC_POST = '/ds/data/callByUTCPost';

/**
 * Voice-call permission. The platform has no per-terminal permission table (dsConfig gates the
 * dispatcher's modules, not terminals), so it is a property of the terminal type: terminals that can
 * place a voice call. Cameras have no voice and an SoS button only raises alarms.
 */
export const VOICE_CALL_TYPES: ReadonlySet<number> = new Set([
  TerminalType.Dispatcher,
  TerminalType.App,
  TerminalType.Gateway,
  TerminalType.Poc6,
  TerminalType.Poc0,
  TerminalType.Pmr,
  TerminalType.Dmr,
]);
export const hasVoiceCallPermission = (type: number | undefined): boolean => type !== undefined && VOICE_CALL_TYPES.has(type);

export const CallRecordLimits = {
  defaultPageSize: 50,
  maxPageSize: 200,
} as const;

/** group: a push-to-talk transmission (callee is the group); individual: a one-to-one voice call. */
export const CallRecordKind = z.enum(['group', 'individual']);
export type CallRecordKind = z.infer<typeof CallRecordKind>;

/** Why a record has no recording: individual calls are peer-to-peer WebRTC, the platform never has the audio. */
export const NotRecordedReason = z.enum(['peerToPeer']);
export type NotRecordedReason = z.infer<typeof NotRecordedReason>;

export const CallRecordSchema = z.object({
  /** The log sequence of the event that made it. */
  id: z.number().int(),
  kind: CallRecordKind,
  /** Epoch ms: the floor grant, or the call's connection (its invitation when it never connected). */
  time: z.number(),
  caller: z.string(),
  callerName: z.string(),
  /** A terminal ID, or the gid for a group transmission. */
  callee: z.string(),
  calleeName: z.string(),
  /** How many records the same caller → callee pair has in the queried range (this one included). */
  frequency: z.number().int().min(1),
  durationMs: z.number().int().nonnegative(),
  /** Individual calls: 200 ended normally, else why (486 busy, 603 declined, ...); null for group voice. */
  status: z.number().int().nullable(),
  recording: z.object({ file: z.string().regex(RECORDING_FILE_PATTERN), url: z.string() }).nullable(),
  notRecorded: NotRecordedReason.nullable(),
});
export type CallRecord = z.infer<typeof CallRecordSchema>;
export const CallRecordListSchema = z.array(CallRecordSchema);

const Whole = z.string().regex(/^\d{1,6}$/, 'must be a whole number').transform(Number);

/**
 * The query (numbers as text, as in a query string; the POST body is read the same way): a SPEC §5
 * range (`validateTimeRange`, checked after the shape), optionally one terminal (as caller or callee)
 * or one group, pages from 1, newest first.
 */
export const CallByUtcQuerySchema = z.object({
  start: MillisQuery.optional(),
  end: MillisQuery.optional(),
  tz: OffsetMinutesQuery.optional(),
  msId: z.string().regex(/^\d{1,16}$/, 'must be a terminal ID').optional(),
  gid: z.string().regex(/^\d{1,12}$/, 'must be a group id').optional(),
  pageNo: Whole.refine((page) => page >= 1, 'must be 1 or more').optional(),
  pageSize: Whole.refine((size) => size >= 1 && size <= CallRecordLimits.maxPageSize, `must be 1-${CallRecordLimits.maxPageSize}`).optional(),
});
export type CallByUtcQuery = z.input<typeof CallByUtcQuerySchema>;

export const CallRecordPageSchema = z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });
export type CallRecordPage = z.infer<typeof CallRecordPageSchema>;

/** The key of a caller → callee pair (direction counts: A calling B is not B calling A). */
export const pairKey = (caller: string, callee: string): string => `${caller}>${callee}`;

/** How many records each caller → callee pair has. */
export function countFrequencies(records: Iterable<{ caller: string; callee: string }>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { caller, callee } of records) {
    const key = pairKey(caller, callee);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

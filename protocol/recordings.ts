import { z } from 'zod';

/**
 * Every push-to-talk transmission is recorded by the platform: who talked, in which group, when and
 * for how long, and the file of the room's audio while they held the floor.
 */
export const TransmissionRecordedSchema = z.object({
  type: z.literal('transmission.recorded'),
  gid: z.string(),
  msId: z.string(),
  name: z.string(),
  /** Epoch ms of the floor grant. */
  startedAt: z.number(),
  talkMs: z.number().int().nonnegative(),
  /** File name of the recording (WAV), served by the platform. */
  file: z.string(),
  bytes: z.number().int().nonnegative(),
});
export type TransmissionRecorded = z.infer<typeof TransmissionRecordedSchema>;

/** Instant recall (SPEC §7 GET /ds/data/voice): a group's recent transmissions and their files. */
export const RecallPaths = {
  list: '/ds/data/voice',
  /** Files are served under the upload host: `${files}/<gid>-<startedAt>-<msId>.wav`. */
  files: '/filews/recordings',
} as const;

export const RecallLimits = {
  defaultCount: 20,
  maxCount: 100,
} as const;

/**
 * The only form a recording's file name has: the recorder builds it from the group, the grant
 * time and the talker. The server checks names against it, so no client text becomes a path.
 */
export const RECORDING_FILE_PATTERN = /^(\d{1,12})-(\d{1,15})-(\d{1,20})\.wav$/;

/** The gid a recording's file belongs to, or null when the name is not a recording's. */
export function recordingGidOf(file: string): string | null {
  return RECORDING_FILE_PATTERN.exec(file)?.[1] ?? null;
}

export const recordingUrl = (file: string): string => `${RecallPaths.files}/${file}`;

/** One entry of GET /ds/data/voice: a recorded transmission and where to fetch it. */
export const RecordedTransmissionSchema = z.object({
  gid: z.string(),
  msId: z.string(),
  name: z.string(),
  startedAt: z.number(),
  talkMs: z.number().int().nonnegative(),
  file: z.string().regex(RECORDING_FILE_PATTERN),
  bytes: z.number().int().nonnegative(),
  url: z.string(),
});
export type RecordedTransmission = z.infer<typeof RecordedTransmissionSchema>;

/** What a `transmission.recorded` event says, as a list entry. */
export function recordedTransmissionOf(event: Omit<TransmissionRecorded, 'type'>): RecordedTransmission {
  const { gid, msId, name, startedAt, talkMs, file, bytes } = event;
  return { gid, msId, name, startedAt, talkMs, file, bytes, url: recordingUrl(file) };
}

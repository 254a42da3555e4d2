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

import { z } from 'zod';
import { VIDEO_RECORD_ID, VideoRecordSchema } from '../../../protocol/index.ts';

/**
 * The log's video record events. Private: the records screen reads the list over /ds, so nothing
 * is fanned out on the socket. A recording is logged when it starts and again when its file is
 * complete (or it failed), so a crash in between leaves a record that the next start clears.
 */
const Id = z.string().regex(VIDEO_RECORD_ID);

const Started = z.object({ type: z.literal('videoRecord.started'), record: VideoRecordSchema });
const Finished = z.object({
  type: z.literal('videoRecord.finished'),
  id: Id,
  endTime: z.number(),
  durationMs: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  width: z.number().int().nonnegative(),
  height: z.number().int().nonnegative(),
});
/** The recording left no playable file (the stream ended at once, ffmpeg failed, or the emulator stopped mid-way). */
const Failed = z.object({ type: z.literal('videoRecord.failed'), id: Id, reason: z.string().max(200) });
const Snapped = z.object({ type: z.literal('videoRecord.snapped'), record: VideoRecordSchema });
const Removed = z.object({ type: z.literal('videoRecord.removed'), id: Id, by: z.string() });

export const VideoRecordEventSchemas = [Started, Finished, Failed, Snapped, Removed] as const;
export type VideoRecordEvent = z.infer<(typeof VideoRecordEventSchemas)[number]>;

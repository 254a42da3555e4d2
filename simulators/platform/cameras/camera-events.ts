import { z } from 'zod';
import { CameraSchema } from '../../../protocol/index.ts';

/**
 * The log's camera events. Private: the console reloads the list after each change (SPEC §4
 * "Reloads"), so no live event is needed; a restart replays them.
 */
const CameraAdded = z.object({ type: z.literal('camera.added'), camera: CameraSchema });
const CameraUpdated = z.object({ type: z.literal('camera.updated'), camera: CameraSchema });
const CameraRemoved = z.object({ type: z.literal('camera.removed'), id: z.string(), by: z.string() });

export const CameraEventSchemas = [CameraAdded, CameraUpdated, CameraRemoved] as const;
export type CameraEvent = z.infer<(typeof CameraEventSchemas)[number]>;

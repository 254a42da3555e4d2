import { z } from 'zod';
import { MediaItemSchema } from '../../../protocol/index.ts';

/**
 * The log's events of the media library. Private: consoles read the library over /ds (the page
 * reloads its list after each change), so nothing is fanned out on the socket.
 */
const MsId = z.string().regex(/^\d{8}$/);

const MediaAdded = z.object({ type: z.literal('media.added'), item: MediaItemSchema });
const MediaRemoved = z.object({ type: z.literal('media.removed'), id: z.string(), msId: MsId });
/** A group's media cloud switched on or off by a dispatcher. */
const MediaCloudSet = z.object({ type: z.literal('mediaCloud.set'), gid: z.string(), cloud: z.boolean(), msId: MsId });

export const MediaEventSchemas = [MediaAdded, MediaRemoved, MediaCloudSet] as const;
export type MediaEvent = z.infer<(typeof MediaEventSchemas)[number]>;

import { Serial } from '../serial.ts';
import { MediaFiles } from './media-files.ts';

export { createMediaHost } from './media-host.ts';
export { mediaRoutes } from './media-routes.ts';
export { recordToMediaCloud } from './cloud-recorder.ts';

/** What the upload host, the /ds routes and the cloud recorder share: the files and one decision queue. */
export type MediaLibrary = { readonly files: MediaFiles; readonly serial: Serial };

/** The library's files live in `media/` of the upload host's folder. */
export const createMediaLibrary = (uploadsDir: string): MediaLibrary => ({ files: new MediaFiles(`${uploadsDir}/media`), serial: new Serial() });

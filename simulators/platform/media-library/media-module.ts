import { platformModule } from '../platform-module.ts';
import { applyToMedia } from './media-book.ts';
import { Serial } from '../serial.ts';
import { mediaRoutes } from './media-routes.ts';

/** The media library, and the groups whose transmissions go to it. */
export const mediaModule = platformModule({
  name: 'media-library',
  events: {
    'media.added': { stream: (event) => `media:${event.item.id}`, apply: (state, event) => applyToMedia(state.media, event) },
    'media.removed': { stream: (event) => `media:${event.id}`, apply: (state, event) => applyToMedia(state.media, event) },
    'mediaCloud.set': { stream: (event) => `mediaCloud:${event.gid}`, apply: (state, event) => applyToMedia(state.media, event) },
  },
  routes: (host) => mediaRoutes(host.media?.files ?? null, host.media?.serial ?? new Serial()),
});

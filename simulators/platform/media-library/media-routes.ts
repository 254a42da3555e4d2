import { MediaCloudSetBody, MediaDeleteBody, MediaListBody, MediaPaths, TerminalType, type MediaCloud } from '../../../protocol/index.ts';
import { ok, refused, rejected } from '../http/envelope.ts';
import { withInput } from '../http/input.ts';
import type { AuthenticatedContext, RouteTable } from '../http/route.ts';
import { groupList } from '../projection/views.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { Serial } from '../serial.ts';
import { mediaListOf, mediaOfOrganisation } from './media-book.ts';
import type { MediaFiles } from './media-files.ts';

const isDispatcher = (context: AuthenticatedContext): boolean => context.platform.state.terminals.get(context.session.msId)?.type === TerminalType.Dispatcher;

/** Fixed groups with their media cloud setting, in the organisation's order. */
export const mediaCloudList = (context: AuthenticatedContext): MediaCloud[] =>
  groupList(context.platform.state, organisationOfCaller(context.platform.state, context.session.msId)).map((group) => ({ gid: group.gid, name: group.name, cloud: context.platform.state.media.cloud.has(group.gid) }));

/**
 * /ds/mediaLib (docs/protocol.md "Media library"): list (SPEC §7 POST), delete, and each group's
 * media cloud setting. Changes are for dispatchers and share the upload host's queue, so a delete
 * and an upload of the same name are decided in order.
 */
export function mediaRoutes(files: MediaFiles | null, serial: Serial): RouteTable {
  return {
    [MediaPaths.list]: {
      method: 'POST',
      open: false,
      handle: (context) => withInput(MediaListBody, context.body, (body) => ok(null, mediaListOf(context.platform.state, context.session.msId).filter((item) => !body?.kind || item.kind === body.kind))),
    },
    [MediaPaths.remove]: {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(MediaDeleteBody, context.body, ({ id }) =>
          serial.run(async () => {
            if (!isDispatcher(context)) return rejected(403, 'only dispatchers delete media');
            const found = context.platform.state.media.items.get(id);
            // Another organisation's item is none, as a missing one is.
            const { state } = context.platform;
            const item = found && mediaOfOrganisation(state, found, state.terminals.get(context.session.msId)?.cid ?? null) ? found : undefined;
            if (!item) return refused('404', `id: no media ${id}`);
            // Logged first: a crash between the two leaves an orphan file, never a listed item without one.
            await context.platform.commit([{ type: 'media.removed', id, msId: context.session.msId }]);
            await files?.remove(item);
            return ok(null);
          }),
        ),
    },
    [MediaPaths.cloudList]: {
      method: 'POST',
      open: false,
      handle: async (context) => ok(null, mediaCloudList(context)),
    },
    [MediaPaths.cloudSet]: {
      method: 'POST',
      open: false,
      handle: (context) =>
        withInput(MediaCloudSetBody, context.body, async ({ gid, cloud }) => {
          if (!isDispatcher(context)) return rejected(403, 'only dispatchers set the media cloud');
          if (!context.platform.state.groups.has(gid)) return refused('404', `gid: no group ${gid}`);
          if (context.platform.state.media.cloud.has(gid) !== cloud) await context.platform.commit([{ type: 'mediaCloud.set', gid, cloud, msId: context.session.msId }]);
          return ok({ gid, cloud });
        }),
    },
  };
}

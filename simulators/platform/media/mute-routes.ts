import { z } from 'zod';
import type { MuteEntry } from '../../../protocol/index.ts';
import { sameOrganisation } from '../organisations/organisation-of.ts';
import { ok, refused } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteContext, RouteTable } from '../http/route.ts';

const MsId = z.string().regex(/^\d{8}$/, 'must be 8 digits');
const AddBody = z.object({ muteId: MsId });
const DeleteBody = z.object({ id: z.string().min(1).max(40) });
const ListQuery = z.object({ msId: MsId.optional() });

/** A dispatcher mutes a terminal once: the entry's id is the pair, so adding twice is one entry. */
const entryId = (msId: string, muteId: string) => `${msId}-${muteId}`;

const mineOf = (context: RouteContext, msId: string): MuteEntry[] =>
  [...context.platform.state.mutes.values()].filter((entry) => entry.msId === msId);

/**
 * The mute list (SPEC §3 mute entry, §7 "Mute: add, delete, list"): terminals whose voice a
 * dispatcher does not want to hear. Each dispatcher sees and changes only its own list.
 */
export const MUTE_ROUTES: RouteTable = {
  '/ds/mute/add': {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(AddBody, context.body, async ({ muteId }) => {
        const msId = context.session.msId;
        // Another organisation's terminal is unknown, as a missing one is.
        if (!sameOrganisation(context.platform.state, msId, muteId)) return refused('404', `muteId: no terminal ${muteId}`);
        if (muteId === msId) return refused('400', 'muteId: cannot mute oneself');
        const id = entryId(msId, muteId);
        if (!context.platform.state.mutes.has(id)) await context.platform.commit([{ type: 'mute.added', id, msId, muteId }]);
        return ok(context.platform.state.mutes.get(id) ?? { id, msId, muteId });
      }),
  },
  '/ds/mute/delete': {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(DeleteBody, context.body, async ({ id }) => {
        const msId = context.session.msId;
        const entry = context.platform.state.mutes.get(id);
        if (!entry || entry.msId !== msId) return refused('404', `id: no mute entry ${id}`);
        await context.platform.commit([{ type: 'mute.removed', id, msId }]);
        return ok(null);
      }),
  },
  '/ds/mute/list': {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(ListQuery, queryObject(context.query), ({ msId }) => {
        const me = context.session.msId;
        if (msId !== undefined && msId !== me) return refused('403', 'msId: only your own mute list');
        return ok(null, mineOf(context, me));
      }),
  },
};

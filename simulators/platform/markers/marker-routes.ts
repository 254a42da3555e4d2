import { AddMarkBody, DeleteMarkQuery, PATH_ADD_MARK, PATH_DELETE_MARK, PATH_FIND_MARK, PATH_UPDATE_MARK, TerminalType, UpdateMarkBody } from '../../../protocol/index.ts';
import { markerList } from './marker-book.ts';
import { markerOfOrganisation, type MarkerAnswer } from './marker-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/** SPEC §7 "POST addMark, PUT updateMark, GET findMark, DELETE deleteMark" (docs/protocol.md "Map markers"). */

const answerOf = (answer: MarkerAnswer | { code: '0'; marker: null }): Answer => (answer.code === '0' && 'marker' in answer ? ok(answer.marker) : refused(answer.code, 'desc' in answer ? answer.desc : ''));

export const MARKER_ROUTES: RouteTable = {
  [PATH_ADD_MARK]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(AddMarkBody, context.body, async (input) => answerOf(await context.services.markers.add(context.session.msId, input))),
  },
  [PATH_UPDATE_MARK]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(UpdateMarkBody, context.body, async (change) => answerOf(await context.services.markers.update(context.session.msId, change))),
  },
  [PATH_DELETE_MARK]: {
    method: 'DELETE',
    open: false,
    handle: (context) =>
      withInput(DeleteMarkQuery, queryObject(context.query), async ({ id }) => answerOf(await context.services.markers.remove(context.session.msId, id))),
  },
  [PATH_FIND_MARK]: {
    method: 'GET',
    open: false,
    handle: async (context) => {
      const { platform } = context;
      if (platform.state.terminals.get(context.session.msId)?.type !== TerminalType.Dispatcher) return refused('403', 'caller:not-dispatcher');
      // The list as of `seq`: the console folds the mark.* events after it over the list.
      const cid = organisationOfCaller(platform.state, context.session.msId);
      return ok({ seq: platform.state.head }, markerList(platform.state.markers).filter((marker) => markerOfOrganisation(platform.state, marker, cid)));
    },
  },
};

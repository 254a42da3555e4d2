import { readFile } from 'node:fs/promises';
import { AddAreaBody, AreaIdQuery, IndoorPaths, sniffBlueprint, UpdateAreaBody } from '../../../protocol/index.ts';
import { areaList } from './indoor-book.ts';
import { areaOfOrganisation, fixOfOrganisation, type AreaAnswer, type BlueprintLookup } from './indoor-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { UploadStore } from '../uploads/upload-store.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/** The indoor area editor's calls under /ds/indoor (docs/protocol.md "Indoor positioning"). */

const answerOf = (answer: AreaAnswer): Answer => (answer.code === '0' && 'area' in answer ? ok(answer.area) : refused(answer.code, 'desc' in answer ? answer.desc : ''));

export function indoorRoutes(uploads: UploadStore | null): RouteTable {
  // The size comes from the stored file's own header, never from what the client says.
  const findBlueprint: BlueprintLookup = async (url) => {
    const file = uploads ? await uploads.find(url, 'blueprint') : null;
    const info = file ? sniffBlueprint(new Uint8Array(await readFile(file.path))) : null;
    return info ? { url, width: info.width, height: info.height } : null;
  };
  return {
    [IndoorPaths.list]: {
      method: 'GET',
      open: false,
      handle: (context) => {
        const { state } = context.platform;
        const { indoor, head } = state;
        const editable = context.services.indoor.mayEdit(context.session.msId);
        if (!editable) return Promise.resolve(refused('403', 'caller:no-indoor-permission'));
        const cid = organisationOfCaller(state, context.session.msId);
        const fixes = [...indoor.fixes.values()].filter((fix) => fixOfOrganisation(state, fix, cid));
        // The list as of `seq`: the console folds the indoor.* events after it over the list.
        return Promise.resolve(ok({ seq: head, fixes, editable }, areaList(indoor).filter((area) => areaOfOrganisation(state, area, cid))));
      },
    },
    [IndoorPaths.add]: {
      method: 'POST',
      open: false,
      handle: (context) => withInput(AddAreaBody, context.body, async ({ name }) => answerOf(await context.services.indoor.add(context.session.msId, name))),
    },
    [IndoorPaths.update]: {
      method: 'PUT',
      open: false,
      handle: (context) => withInput(UpdateAreaBody, context.body, async (change) => answerOf(await context.services.indoor.update(context.session.msId, change, findBlueprint))),
    },
    [IndoorPaths.remove]: {
      method: 'DELETE',
      open: false,
      handle: (context) => withInput(AreaIdQuery, queryObject(context.query), async ({ id }) => answerOf(await context.services.indoor.remove(context.session.msId, id))),
    },
  };
}

import { NetworkBodies, NetworkPaths } from '../../../protocol/index.ts';
import { type NetworkAnswer } from './network-service.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteContext, RouteTable } from '../http/route.ts';

const answerOf = (answer: NetworkAnswer): Answer => (answer.code === '0' ? ok(answer.desc, 'list' in answer ? answer.list : []) : refused(answer.code, String(answer.desc)));
const service = (context: RouteContext) => context.services.network;

/** Network management (SPEC §7 "Network management", updateMsIcon, updateGrpColor); the rules are NetworkService's. */
export const NETWORK_ROUTES: RouteTable = {
  [NetworkPaths.addGroup]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(NetworkBodies.addGroup, context.body, async ({ name, fid }) => answerOf(await service(context).addGroup(context.session.msId, name, fid))),
  },
  [NetworkPaths.updateGroupName]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(NetworkBodies.updateGroupName, context.body, async ({ gid, name }) => answerOf(await service(context).renameGroup(context.session.msId, gid, name))),
  },
  [NetworkPaths.updateGrpColor]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(NetworkBodies.updateGrpColor, context.body, async ({ gid, color }) => answerOf(await service(context).colorGroup(context.session.msId, gid, color))),
  },
  [NetworkPaths.deleteGroup]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(NetworkBodies.deleteGroup, context.body, async ({ gid }) => answerOf(await service(context).deleteGroup(context.session.msId, gid))),
  },
  [NetworkPaths.updateTerminalName]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(NetworkBodies.updateTerminalName, context.body, async ({ msId, name }) => answerOf(await service(context).renameTerminal(context.session.msId, msId, name))),
  },
  [NetworkPaths.updateMsIcon]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(NetworkBodies.updateMsIcon, context.body, async ({ msId, icon }) => answerOf(await service(context).setIcon(context.session.msId, msId, icon))),
  },
  [NetworkPaths.saveGroupMs]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(NetworkBodies.saveGroupMs, context.body, async ({ gid, msIds }) => answerOf(await service(context).addMembers(context.session.msId, gid, msIds))),
  },
  [NetworkPaths.removeGroupMs]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(NetworkBodies.removeGroupMs, context.body, async ({ gid, msIds }) => answerOf(await service(context).removeMembers(context.session.msId, gid, msIds))),
  },
  [NetworkPaths.getTerminalByClient]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(NetworkBodies.getTerminalByClient, queryObject(context.query), async ({ cid, keyword, page }) =>
        answerOf(await service(context).terminalsOfClient(context.session.msId, cid, keyword, page)),
      ),
  },
};

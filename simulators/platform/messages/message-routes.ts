import { ClearBody, FindSmsQuery, HistoryQuery, KeyAddBody, KeyDeleteBody, KeyPaths, KeyUpdateBody, MessagePaths, UpdateSmsBody } from '../../../protocol/index.ts';
import { findSms, historyOf, recentOf } from './find-messages.ts';
import { keysOfOrganisation, type KeyAnswer } from './key-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/**
 * Messages, SMS and secret keys (SPEC §7 "SMS: GET /ds/sms/findSms; PUT updateSms", "Keys: POST add,
 * GET list, PUT update, DELETE delete {id} under /ds/key"; the message paths the spec leaves open
 * are ours, docs/protocol.md "Messages and SMS"). Sending goes over the socket (5 s time-out).
 */

const keyAnswer = (answer: KeyAnswer): Answer => (answer.code === '0' && 'key' in answer ? ok(answer.key) : refused(answer.code, 'desc' in answer ? answer.desc : ''));

export const MESSAGE_ROUTES: RouteTable = {
  [MessagePaths.recent]: {
    method: 'GET',
    open: false,
    handle: async (context) => ok(null, recentOf(context.platform.state, context.session.msId)),
  },
  [MessagePaths.history]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(HistoryQuery, queryObject(context.query), ({ msId, pageNo, pageSize }) => {
        const page = historyOf(context.platform.state, context.session.msId, msId, { pageNo, pageSize });
        return ok({ total: page.total, pageNo, pageSize }, page.list);
      }),
  },
  [MessagePaths.clear]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(ClearBody, context.body, async ({ sender }) => {
        const answer = await context.services.messages.clear(context.session.msId, sender);
        return answer.code === '0' ? ok() : refused(answer.code, 'desc' in answer ? answer.desc : '');
      }),
  },
  [MessagePaths.findSms]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(FindSmsQuery, queryObject(context.query), (query) => {
        const page = findSms(context.platform.state, context.session.msId, query);
        return ok({ total: page.total, pageNo: query.pageNo, pageSize: query.pageSize }, page.list);
      }),
  },
  [MessagePaths.updateSms]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(UpdateSmsBody, context.body, async ({ id, reply }) => {
        const answer = await context.services.messages.readSms(context.session.msId, id, reply ?? '');
        return answer.code === '0' && 'sms' in answer ? ok(answer.sms) : refused(answer.code, 'desc' in answer ? answer.desc : '');
      }),
  },
  [KeyPaths.add]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(KeyAddBody, context.body, async (body) => keyAnswer(await context.services.keys.add(context.session.msId, body))),
  },
  // Every signed-in account lists its organisation's keys: terminals need them to open the messages they get.
  [KeyPaths.list]: {
    method: 'GET',
    open: false,
    handle: async (context) => ok(null, keysOfOrganisation(context.platform.state, organisationOfCaller(context.platform.state, context.session.msId))),
  },
  [KeyPaths.update]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(KeyUpdateBody, context.body, async (body) => keyAnswer(await context.services.keys.update(context.session.msId, body))),
  },
  [KeyPaths.remove]: {
    method: 'DELETE',
    open: false,
    handle: (context) => withInput(KeyDeleteBody, context.body, async ({ id }) => keyAnswer(await context.services.keys.remove(context.session.msId, id))),
  },
};

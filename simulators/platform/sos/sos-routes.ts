import { FindSosQuery, SosHandOverBody, SosMarkBody, SosUpdateBody } from '../../../protocol/index.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { findSos } from './find-sos.ts';
import { type SosAnswer } from './sos-service.ts';
import { ok, refused } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/**
 * SOS management (SPEC §7 "SOS: PUT updateSos, GET findSos"). updateSos answers the alarm as it is
 * after the call with `changed`; a refusal that concerns an existing alarm carries it too (`data.desc`),
 * so the console can say who closed it.
 */
export const SOS_ROUTES: RouteTable = {
  '/ds/sos/updateSos': {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(SosUpdateBody, context.body, async ({ id, status, remark }) => {
        return replyOf(await context.services.sos.update(context.session.msId, id, status, remark ?? ''));
      }),
  },
  // Ours: the emergency workflow's steps after acknowledgement (docs/protocol.md "Emergency workflow").
  '/ds/sos/markSos': {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(SosMarkBody, context.body, async ({ id, verdict }) => {
        return replyOf(await context.services.sos.mark(context.session.msId, id, verdict));
      }),
  },
  '/ds/sos/handOverSos': {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(SosHandOverBody, context.body, async ({ id, to }) => {
        return replyOf(await context.services.sos.handOver(context.session.msId, id, to));
      }),
  },
  '/ds/sos/findSos': {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(FindSosQuery, queryObject(context.query), (query) => {
        const { state } = context.platform;
        const page = findSos(state, organisationOfCaller(state, context.session.msId), query);
        return ok({ total: page.total, pageNo: query.pageNo, pageSize: query.pageSize }, page.list);
      }),
  },
};

/** The alarm as it is after the call with `changed`; a refusal about an existing alarm carries it too. */
function replyOf(answer: SosAnswer) {
  if (answer.code === '0' && 'changed' in answer) return ok({ alarm: answer.alarm, changed: answer.changed });
  const refusal = refused(answer.code, 'desc' in answer ? answer.desc : '');
  return answer.alarm ? { ...refusal, envelope: { ...refusal.envelope, data: { desc: { alarm: answer.alarm, changed: false }, list: [] } } } : refusal;
}

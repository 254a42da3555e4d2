import { FenceAlarmHandOverBody, FenceAlarmIdBody, FenceAlarmResolveBody, FenceCreateBody, FenceDeleteBody, FenceEditBody, FencePath, FenceRefusal, FenceSetBody, FindFenceAlarmsQuery, FindFenceTerminalsQuery } from '../../../protocol/index.ts';
import { type FenceAlarmAnswer, type FenceAnswer } from './fence-service.ts';
import { findFenceAlarms } from './find-fence-alarms.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { RouteTable } from '../http/route.ts';

/**
 * Geo-fences (SPEC §7 "Fences under /ds/fence: list, create, set, del (PUT), edit (PUT), findter,
 * fa"). Every change answers the fence as it is after the call; refusals carry the SPEC-style code
 * (403 not a dispatcher, 404 unknown fence or terminal, 409 name taken or too many) and a `desc`.
 */

const answerOf = (answer: FenceAnswer): Answer => ('fence' in answer ? ok(answer.fence) : refused(answer.code, answer.desc));

/** An alarm step answers the alarm as it is after; a refusal about an existing alarm carries it too (as SOS does). */
const alarmAnswerOf = (answer: FenceAlarmAnswer): Answer => {
  if (answer.code === '0' && answer.alarm) return ok(answer.alarm);
  const refusal = refused(answer.code, 'desc' in answer ? answer.desc : '');
  return answer.alarm ? { ...refusal, envelope: { ...refusal.envelope, data: { desc: answer.alarm, list: [] } } } : refusal;
};

export const FENCE_ROUTES: RouteTable = {
  [FencePath.List]: {
    method: 'GET',
    open: false,
    handle: async (context) => {
      const fences = context.services.fences.listFor(context.session.msId);
      return fences ? ok(null, fences) : refused('403', FenceRefusal.NotDispatcher);
    },
  },
  [FencePath.Create]: {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(FenceCreateBody, context.body, async ({ name, type, shape, terminals }) =>
        answerOf(await context.services.fences.create(context.session.msId, { name, type, shape }, terminals ?? [])),
      ),
  },
  [FencePath.Edit]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(FenceEditBody, context.body, async ({ fenceid, name, type, shape }) =>
        answerOf(await context.services.fences.edit(context.session.msId, fenceid, { name, type, shape })),
      ),
  },
  [FencePath.Set]: {
    method: 'POST',
    open: false,
    handle: (context) =>
      withInput(FenceSetBody, context.body, async ({ fenceid, terminals }) => answerOf(await context.services.fences.setTerminals(context.session.msId, fenceid, terminals))),
  },
  [FencePath.Delete]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(FenceDeleteBody, context.body, async ({ fenceid }) => answerOf(await context.services.fences.delete(context.session.msId, fenceid))),
  },
  [FencePath.FindTerminals]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(FindFenceTerminalsQuery, queryObject(context.query), ({ fenceid }) => {
        const answer = context.services.fences.terminalsOf(context.session.msId, fenceid);
        return 'list' in answer ? ok(null, answer.list) : refused(answer.code, answer.desc);
      }),
  },
  // Ours: several dispatchers at once (docs/protocol.md "Hand-over").
  [FencePath.AlarmAcknowledge]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(FenceAlarmIdBody, context.body, async ({ id }) => alarmAnswerOf(await context.services.fences.acknowledgeAlarm(context.session.msId, id))),
  },
  [FencePath.AlarmHandOver]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(FenceAlarmHandOverBody, context.body, async ({ id, to }) => alarmAnswerOf(await context.services.fences.handOverAlarm(context.session.msId, id, to))),
  },
  [FencePath.AlarmResolve]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(FenceAlarmResolveBody, context.body, async ({ id, remark }) => alarmAnswerOf(await context.services.fences.resolveAlarm(context.session.msId, id, remark))),
  },
  [FencePath.Alarms]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(FindFenceAlarmsQuery, queryObject(context.query), (query) => {
        const me = context.platform.state.terminals.get(context.session.msId);
        if (!me) return refused('403', FenceRefusal.NotDispatcher);
        const page = findFenceAlarms(context.platform.state, me.cid, query);
        return ok({ total: page.total, pageNo: query.pageNo, pageSize: query.pageSize }, page.list);
      }),
  },
};

import {
  AckLoneWorkAlarmBody,
  HandOverLoneWorkAlarmBody,
  PATH_LONE_WORK_ACK_ALARM,
  PATH_LONE_WORK_HAND_OVER_ALARM,
  AddLoneWorkAlarmBody,
  AddLoneWorkBody,
  DeleteLoneWorkQuery,
  FindLoneWorkAlarmQuery,
  PATH_LONE_WORK_ADD,
  PATH_LONE_WORK_ADD_ALARM,
  PATH_LONE_WORK_DELETE,
  PATH_LONE_WORK_FIND_ALARM,
  PATH_LONE_WORK_LIST,
  PATH_LONE_WORK_UPDATE,
  PATH_LONE_WORK_UPDATE_ALARM,
  TerminalType,
  UpdateLoneWorkAlarmBody,
  UpdateLoneWorkBody,
} from '../../../protocol/index.ts';
import { findLoneWorkAlarms, loneWorkList } from './lone-work-book.ts';
import { alarmOfOrganisation, workOfOrganisation, type AlarmAnswer, type WorkAnswer } from './lone-work-service.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import { ok, refused, type Answer } from '../http/envelope.ts';
import { queryObject, withInput } from '../http/input.ts';
import type { AuthenticatedContext, RouteTable } from '../http/route.ts';

/** SPEC §7 "Lone work: POST add, POST addAlarm, PUT updateAlarm, GET findAlarm, GET list, DELETE delete, PUT update" (docs/protocol.md "Lone worker"). */

const workAnswer = (answer: WorkAnswer): Answer => (answer.code === '0' && 'work' in answer ? ok(answer.work) : refused(answer.code, 'desc' in answer ? answer.desc : ''));
/** An alarm as it is after the call; a refusal about an existing alarm carries it too (as SOS does). */
const alarmAnswer = (answer: AlarmAnswer): Answer => {
  if (answer.code === '0' && answer.alarm) return ok(answer.alarm);
  const refusal = refused(answer.code, 'desc' in answer ? answer.desc : '');
  return answer.alarm ? { ...refusal, envelope: { ...refusal.envelope, data: { desc: answer.alarm, list: [] } } } : refusal;
};

const isDispatcher = (context: AuthenticatedContext): boolean => context.platform.state.terminals.get(context.session.msId)?.type === TerminalType.Dispatcher;

export const LONE_WORK_ROUTES: RouteTable = {
  [PATH_LONE_WORK_ADD]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(AddLoneWorkBody, context.body, async (draft) => workAnswer(await context.services.loneWork.add(context.session.msId, draft))),
  },
  [PATH_LONE_WORK_UPDATE]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(UpdateLoneWorkBody, context.body, async (input) => {
        const service = context.services.loneWork;
        const me = context.session.msId;
        if ('op' in input) return workAnswer(await (input.op === 'start' ? service.start(me, input.id) : service.end(me, input.id)));
        const { id, ...draft } = input;
        return workAnswer(await service.edit(me, id, draft));
      }),
  },
  [PATH_LONE_WORK_DELETE]: {
    method: 'DELETE',
    open: false,
    handle: (context) => withInput(DeleteLoneWorkQuery, queryObject(context.query), async ({ id }) => workAnswer(await context.services.loneWork.remove(context.session.msId, id))),
  },
  [PATH_LONE_WORK_LIST]: {
    method: 'GET',
    open: false,
    handle: async (context) => {
      if (!isDispatcher(context)) return refused('403', 'caller:not-dispatcher');
      const { platform, services } = context;
      const cid = organisationOfCaller(platform.state, context.session.msId);
      // `now` lets the console run its countdowns on the platform's clock.
      return ok({ seq: platform.state.head, now: platform.now(), minuteMs: services.loneWork.minuteMs }, loneWorkList(platform.state.loneWork, (work) => workOfOrganisation(platform.state, work, cid)));
    },
  },
  [PATH_LONE_WORK_ADD_ALARM]: {
    method: 'POST',
    open: false,
    handle: (context) => withInput(AddLoneWorkAlarmBody, context.body, async (input) => alarmAnswer(await context.services.loneWork.addAlarm(context.session.msId, input))),
  },
  [PATH_LONE_WORK_UPDATE_ALARM]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(UpdateLoneWorkAlarmBody, context.body, async ({ id, remark }) => alarmAnswer(await context.services.loneWork.updateAlarm(context.session.msId, id, remark))),
  },
  // Ours: several dispatchers at once (docs/protocol.md "Hand-over").
  [PATH_LONE_WORK_ACK_ALARM]: {
    method: 'PUT',
    open: false,
    handle: (context) => withInput(AckLoneWorkAlarmBody, context.body, async ({ id }) => alarmAnswer(await context.services.loneWork.acknowledgeAlarm(context.session.msId, id))),
  },
  [PATH_LONE_WORK_HAND_OVER_ALARM]: {
    method: 'PUT',
    open: false,
    handle: (context) =>
      withInput(HandOverLoneWorkAlarmBody, context.body, async ({ id, to }) => alarmAnswer(await context.services.loneWork.handOverAlarm(context.session.msId, id, to))),
  },
  [PATH_LONE_WORK_FIND_ALARM]: {
    method: 'GET',
    open: false,
    handle: (context) =>
      withInput(FindLoneWorkAlarmQuery, queryObject(context.query), (query) => {
        if (!isDispatcher(context)) return refused('403', 'caller:not-dispatcher');
        const { state } = context.platform;
        const cid = organisationOfCaller(state, context.session.msId);
        const { total, list } = findLoneWorkAlarms(state.loneWork, query, (alarm) => alarmOfOrganisation(state, alarm, cid));
        return ok({ total }, list);
      }),
  },
};

import type { IncomingMessage, ServerResponse } from 'node:http';
import type { z } from 'zod';
import {
  AddUserBody,
  CheckNameQuery,
  CheckNfcQuery,
  FindAccountQuery,
  IdQuery,
  IdsQuery,
  OrderIdQuery,
  PatrolPageQuery,
  PATROL_TOKEN_HEADER,
  PatrolCode,
  PatrolLoginBody,
  PatrolPaths,
  PatrolRefusal,
  PlanBody,
  PointBody,
  PointEditBody,
  PunchBody,
  RangeQuery,
  RouteBody,
  type PatrolPoint,
} from '../../../protocol/index.ts';
import { clientAddressOf } from '../auth/client-address.ts';
import { callerTypeOf, PATROL_ROLES, roleRefusal } from '../auth/role-table.ts';
import { BodyError, readJsonBody } from '../http/input.ts';
import { parseInput } from '../parse-input.ts';
import type { Platform } from '../platform.ts';
import { orderPoints, ordersOf, orderUserOf } from './patrol-orders.ts';
import { isDispatcherAccount } from '../auth/access.ts';
import { organisationOfCaller } from '../organisations/organisation-of.ts';
import type { PatrolBook } from './patrol-book.ts';
import { dayRange, type PatrolOutcome, type PatrolService } from './patrol-service.ts';

/** The patrol envelope (SPEC §8): code 200 on changes, '200' on results, otherwise the refusal's code and msg. */
type PatrolAnswer = { readonly status: number; readonly body: { code: number | string; msg: string; data: unknown } };
const result = (data: unknown): PatrolAnswer => ({ status: 200, body: { code: '200', msg: 'ok', data } });
const changed = (data: unknown): PatrolAnswer => ({ status: 200, body: { code: PatrolCode.Ok, msg: 'ok', data } });
const refused = (code: number, msg: string, status = 200): PatrolAnswer => ({ status, body: { code, msg, data: null } });
const fromOutcome = <T>(outcome: PatrolOutcome<T>): PatrolAnswer => (outcome.ok ? changed(outcome.data) : refused(outcome.code, outcome.msg));

/**
 * `address`: the client's, which the login guard counts failed logins against. `book`: the caller's
 * organisation's part of the patrol book (`cid`), all a call reads (docs/protocol.md "Organisations").
 */
type Call = {
  readonly service: PatrolService;
  readonly platform: Platform;
  readonly query: unknown;
  readonly body: unknown;
  readonly msId: string;
  readonly cid: string | null;
  readonly book: PatrolBook;
  readonly address: string;
};
type Handler = { readonly method: 'GET' | 'POST' | 'PUT' | 'DELETE'; readonly open?: boolean; readonly handle: (call: Call) => Promise<PatrolAnswer> | PatrolAnswer };

const withInput = <T>(schema: z.ZodType<T>, input: unknown, handle: (value: T) => Promise<PatrolAnswer> | PatrolAnswer): Promise<PatrolAnswer> | PatrolAnswer => {
  const parsed = parseInput(schema, input ?? {});
  return parsed.ok ? handle(parsed.value) : refused(PatrolCode.BadInput, parsed.desc, 400);
};

const page = <T>(all: readonly T[], pageNo: number, pageSize: number) => ({ records: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), total: all.length, pageNo, pageSize });

function pointList(points: Iterable<PatrolPoint>, query: z.output<typeof PatrolPageQuery>): PatrolPoint[] {
  const name = query.name?.trim().toLowerCase();
  const column = query.column ?? 'createTime';
  const sign = query.order === 'desc' ? -1 : 1;
  return [...points]
    .filter((point) => (!name || point.name.toLowerCase().includes(name)) && (query.type === undefined || point.type === query.type))
    .sort((a, b) => sign * (column === 'createTime' ? a.createTime - b.createTime || Number(a.id) - Number(b.id) : a[column].localeCompare(b[column])));
}

const withRange = (query: unknown, handle: (range: { from: number; to: number }, input: z.output<typeof RangeQuery>) => PatrolAnswer) =>
  withInput(RangeQuery, query, (input) => {
    const range = dayRange(input.dtStart, input.dtEnd);
    return range ? handle(range, input) : refused(PatrolCode.BadInput, 'dtStart: range', 400);
  });

/** SPEC §7 "Patrol calls": path → handler. */
const HANDLERS: Readonly<Record<string, Handler>> = {
  [PatrolPaths.login]: { method: 'POST', open: true, handle: ({ service, body, address }) => withInput(PatrolLoginBody, body, async ({ username, password }) => fromOutcome(await service.login(username, password, address))) },
  [PatrolPaths.pointList]: {
    method: 'GET',
    handle: ({ book, query }) => withInput(PatrolPageQuery, query, (input) => result(page(pointList(book.points.values(), input), input.pageNo, input.pageSize))),
  },
  [PatrolPaths.pointAdd]: { method: 'POST', handle: ({ service, cid, body }) => withInput(PointBody, body, async (input) => fromOutcome(await service.savePoint(cid, input))) },
  [PatrolPaths.pointEdit]: { method: 'PUT', handle: ({ service, cid, body }) => withInput(PointEditBody, body, async (input) => fromOutcome(await service.savePoint(cid, input))) },
  [PatrolPaths.pointDelete]: { method: 'DELETE', handle: ({ service, cid, query }) => withInput(IdsQuery, query, async ({ ids }) => fromOutcome(await service.deletePoints(cid, ids.split(',')))) },
  // data: true when the value is free (the console checks as the dispatcher types; add checks again).
  [PatrolPaths.checkPointName]: { method: 'GET', handle: ({ service, cid, query }) => withInput(CheckNameQuery, query, ({ name, id }) => result(!service.nameTaken(cid, name, id))) },
  [PatrolPaths.checkPointNfc]: { method: 'GET', handle: ({ service, cid, query }) => withInput(CheckNfcQuery, query, ({ nfcValue, id }) => result(!service.nfcTaken(cid, nfcValue, id))) },
  [PatrolPaths.routeList]: {
    method: 'GET',
    handle: ({ book, query }) => withInput(PatrolPageQuery, query, (input) => result(page([...book.routes.values()], input.pageNo, input.pageSize))),
  },
  [PatrolPaths.routeAdd]: { method: 'POST', handle: ({ service, cid, body }) => withInput(RouteBody, body, async (input) => fromOutcome(await service.addRoute(cid, input))) },
  [PatrolPaths.routePoints]: {
    method: 'GET',
    handle: ({ book, query }) =>
      withInput(IdQuery, query, ({ id }) => {
        const route = book.routes.get(id);
        return route ? result(route.routePoints.map((pointId) => book.points.get(pointId)).filter(Boolean)) : refused(PatrolCode.NotFound, PatrolRefusal.UnknownRoute);
      }),
  },
  [PatrolPaths.planList]: {
    method: 'GET',
    handle: ({ book, query }) =>
      withRange(query, ({ from, to }) => result([...book.plans.values()].filter((plan) => plan.startDate <= dateText(to) && plan.endDate >= dateText(from)))),
  },
  [PatrolPaths.planAdd]: { method: 'POST', handle: ({ service, cid, body }) => withInput(PlanBody, body, async (input) => fromOutcome(await service.addPlan(cid, input))) },
  [PatrolPaths.planDelete]: { method: 'DELETE', handle: ({ service, cid, query }) => withInput(IdsQuery, query, async ({ ids }) => fromOutcome(await service.deletePlans(cid, ids.split(',')))) },
  [PatrolPaths.orderList]: {
    method: 'GET',
    // A patrol user's terminal reads its own orders only; dispatchers read anyone's of their organisation.
    handle: ({ platform, book, query, msId }) =>
      withRange(query, (range, input) => result(ordersOf(book, { ...range, userId: isDispatcherAccount(platform, msId) ? input.userId : msId, limit: input.pageSize }, platform.now()))),
  },
  [PatrolPaths.orderPoints]: {
    method: 'GET',
    handle: ({ platform, book, query, msId }) =>
      withInput(OrderIdQuery, query, ({ orderId }) => {
        const mine = isDispatcherAccount(platform, msId) || orderUserOf(book, orderId) === msId;
        const points = mine ? orderPoints(book, orderId, platform.now()) : null;
        return points ? result(points) : refused(PatrolCode.NotFound, PatrolRefusal.UnknownOrder);
      }),
  },
  [PatrolPaths.punchList]: { method: 'GET', handle: ({ book, query }) => withRange(query, (range, input) => result(punchesIn(book, range, input.userId))) },
  [PatrolPaths.deviation]: {
    method: 'GET',
    handle: ({ book, query }) => withRange(query, (range, input) => result(punchesIn(book, range, input.userId).filter((punch) => punch.state === 'deviation'))),
  },
  [PatrolPaths.punch]: { method: 'POST', handle: ({ service, body, msId }) => withInput(PunchBody, body, async ({ nfcValue }) => fromOutcome(await service.punch(msId, nfcValue))) },
  [PatrolPaths.userList]: { method: 'GET', handle: ({ book }) => result([...book.users.values()]) },
  [PatrolPaths.findAccount]: {
    method: 'GET',
    handle: ({ service, cid, query }) =>
      withInput(FindAccountQuery, query, ({ pocAccount }) => {
        const found = service.findAccount(cid, pocAccount);
        return found.ok ? result(found.data) : refused(found.code, found.msg);
      }),
  },
  [PatrolPaths.addUser]: { method: 'POST', handle: ({ service, cid, body }) => withInput(AddUserBody, body, async (input) => fromOutcome(await service.addUser(cid, input))) },
};

/** Each path's method: the role table's test walks them. */
export const PATROL_ROUTE_METHODS: Readonly<Record<string, Handler['method']>> = Object.fromEntries(Object.entries(HANDLERS).map(([path, handler]) => [path, handler.method]));

const dateText = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

function punchesIn(book: PatrolBook, range: { from: number; to: number }, userId: string | undefined) {
  const from = new Date(`${dateText(range.from)}T00:00:00`).getTime();
  const to = new Date(`${dateText(range.to + 1)}T00:00:00`).getTime();
  return book.punches.filter((punch) => punch.time >= from && punch.time < to && (!userId || punch.msId === userId));
}

const BODY_LIMIT = 64 * 1024;

/** /patrolService/*: its own token header (1011 when missing, unknown or expired) and envelope. */
export function createPatrolHost(platform: Platform, service: PatrolService) {
  async function answer(request: IncomingMessage, url: URL): Promise<PatrolAnswer> {
    const handler = HANDLERS[url.pathname];
    if (!handler) return refused(PatrolCode.NotFound, `unknown path ${url.pathname}`, 404);
    if (request.method !== handler.method) return refused(405, `${url.pathname} takes ${handler.method}`, 405);
    const header = request.headers[PATROL_TOKEN_HEADER];
    const msId = service.tokens.holder(Array.isArray(header) ? header[0] : header);
    if (!handler.open && msId === null) return refused(PatrolCode.TokenInvalid, PatrolRefusal.TokenInvalid);
    // The role table (docs/protocol.md "Roles"): patrol users' terminals never reach the administration.
    const roleDenied = roleRefusal(PATROL_ROLES[url.pathname], callerTypeOf(platform, msId));
    if (roleDenied) return refused(403, roleDenied);
    let body: unknown;
    try {
      body = handler.method === 'GET' || handler.method === 'DELETE' ? undefined : await readJsonBody(request, BODY_LIMIT);
    } catch (error) {
      if (error instanceof BodyError) return refused(error.status, error.message, error.status);
      throw error;
    }
    const cid = organisationOfCaller(platform.state, msId);
    // Drawn on first use only: a punch or a login reads no list.
    let book: PatrolBook | undefined;
    const call = {
      service,
      platform,
      query: Object.fromEntries(url.searchParams),
      body,
      msId: msId ?? '',
      cid,
      address: clientAddressOf(request),
      get book() {
        return (book ??= service.bookOf(cid));
      },
    };
    return handler.handle(call);
  }
  return async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    const { status, body } = await answer(request, url);
    response.statusCode = status;
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.setHeader('Cache-Control', 'no-store');
    response.end(JSON.stringify(body));
  };
}

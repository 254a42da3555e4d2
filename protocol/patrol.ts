import { z } from 'zod';

/**
 * The patrol service (SPEC §7 "Patrol calls", docs/protocol.md "Patrol"): points, routes, plans, the
 * orders the plans make per day and class, punches, patrol users. Its own token (header `token`,
 * from sysUsers/login); code 1011 says the token is invalid or expired.
 */
export const PATROL_BASE = '/patrolService';
export const PATROL_TOKEN_HEADER = 'token';

export const PatrolPaths = {
  pointList: `${PATROL_BASE}/tbPatrolPoint/list`,
  pointAdd: `${PATROL_BASE}/tbPatrolPoint/add`,
  pointEdit: `${PATROL_BASE}/tbPatrolPoint/edit`,
  pointDelete: `${PATROL_BASE}/tbPatrolPoint/deleteBatch`,
  checkPointName: `${PATROL_BASE}/tbPatrolPoint/checkPointName`,
  checkPointNfc: `${PATROL_BASE}/tbPatrolPoint/checkPointNfc`,
  routeList: `${PATROL_BASE}/tbPatrolRoute/list`,
  routeAdd: `${PATROL_BASE}/tbPatrolRoute/add`,
  routePoints: `${PATROL_BASE}/tbPatrolRoute/queryPointById`,
  planList: `${PATROL_BASE}/tbPatrolPlan/list`,
  planAdd: `${PATROL_BASE}/tbPatrolPlan/add`,
  planDelete: `${PATROL_BASE}/tbPatrolPlan/deleteBatch`,
  orderList: `${PATROL_BASE}/tbPatrolOrder/list`,
  orderPoints: `${PATROL_BASE}/tbOrderPoint/queryPointsByOrderId`,
  punchList: `${PATROL_BASE}/tbOrderLog/list`,
  /** A terminal's NFC punch (ours: the spec names no path for the device side). */
  punch: `${PATROL_BASE}/tbOrderLog/punch`,
  deviation: `${PATROL_BASE}/tbOrderLog/deviation`,
  userList: `${PATROL_BASE}/sysUsers/list`,
  findAccount: `${PATROL_BASE}/sysUsers/poc/findAccountByPoC`,
  addUser: `${PATROL_BASE}/sysUsers/addUserByNms`,
  login: `${PATROL_BASE}/sysUsers/login`,
} as const;

/** SPEC §8: success is 200, or '200' on results; 1011 the token is invalid. */
export const PatrolCode = { Ok: 200, BadInput: 400, NotFound: 404, Conflict: 409, LoginFailed: 401, TokenInvalid: 1011 } as const;
export const isPatrolOk = (code: unknown): boolean => code === 200 || code === '200';

/** What a refusal's msg says, so the console shows its own localised text. */
export const PatrolRefusal = {
  NameTaken: 'nameTaken',
  NfcTaken: 'nfcTaken',
  PointInRoute: 'pointInRoute',
  RouteInPlan: 'routeInPlan',
  UnknownPoint: 'unknownPoint',
  UnknownRoute: 'unknownRoute',
  UnknownUser: 'unknownUser',
  UnknownAccount: 'unknownAccount',
  UserExists: 'userExists',
  UnknownOrder: 'unknownOrder',
  NotPatrolUser: 'notPatrolUser',
  BadLogin: 'badLogin',
  TokenInvalid: 'tokenInvalid',
} as const;

export const PatrolLimits = {
  nameMax: 40,
  remarkMax: 200,
  nfcMax: 64,
  routePointsMax: 50,
  classesMax: 6,
  planDaysMax: 366,
  /** SPEC §9: patrol lists 100 a page, orders 10000. */
  pageSize: 100,
  orderPageSize: 10_000,
  /** SPEC §9: the calendar is a grid of 42 cells. */
  calendarCells: 42,
} as const;

/** SPEC §4 patrol point result. */
export const OrderPointState = { Waiting: 0, Normal: 1, Abnormal: 2 } as const;
export type OrderPointState = (typeof OrderPointState)[keyof typeof OrderPointState];
/** Why a point is abnormal: punched after its class ended, or not punched (a later point was, or the class ended). */
export const AbnormalReason = { Late: 'late', Missed: 'missed' } as const;
export type AbnormalReason = (typeof AbnormalReason)[keyof typeof AbnormalReason];

// ---- validation (the console checks these before sending; the service checks them again) ----

export type PatrolTextProblem = 'required' | 'tooLong' | 'control' | 'format';
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;
const NFC = /^[0-9A-Za-z:_-]+$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function patrolNameProblem(name: string): PatrolTextProblem | null {
  const trimmed = name.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > PatrolLimits.nameMax) return 'tooLong';
  return CONTROL.test(trimmed) ? 'control' : null;
}

export function nfcProblem(nfc: string): PatrolTextProblem | null {
  const trimmed = nfc.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > PatrolLimits.nfcMax) return 'tooLong';
  return NFC.test(trimmed) ? null : 'format';
}

export const patrolRemarkProblem = (remark: string): PatrolTextProblem | null => (remark.length > PatrolLimits.remarkMax ? 'tooLong' : CONTROL.test(remark.replace(/[\n\t]/g, '')) ? 'control' : null);

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or null when it is not a real date. */
export function dayNumber(date: string): number | null {
  if (!DATE.test(date)) return null;
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const time = Date.UTC(y, m - 1, d);
  const back = new Date(time);
  return back.getUTCFullYear() === y && back.getUTCMonth() === m - 1 && back.getUTCDate() === d ? time / 86_400_000 : null;
}

export const dateOfDay = (day: number): string => new Date(day * 86_400_000).toISOString().slice(0, 10);
export const minutesOf = (time: string): number | null => (TIME.test(time) ? Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) : null);

export type PlanClass = { startTime: string; endTime: string; userId: string };
export type PlanProblems = Partial<Record<'name' | 'dates' | 'routeId' | 'classes', string>>;

/** The plan's own rules (whether route and users exist is the service's to say). */
export function planProblems(plan: { name: string; startDate: string; endDate: string; routeId: string; classes: readonly PlanClass[] }): PlanProblems {
  const problems: PlanProblems = {};
  const name = patrolNameProblem(plan.name);
  if (name) problems.name = name;
  const start = dayNumber(plan.startDate);
  const end = dayNumber(plan.endDate);
  if (start === null || end === null) problems.dates = 'required';
  else if (start > end) problems.dates = 'order';
  else if (end - start + 1 > PatrolLimits.planDaysMax) problems.dates = 'tooLong';
  if (!plan.routeId) problems.routeId = 'required';
  if (plan.classes.length === 0) problems.classes = 'required';
  else if (plan.classes.length > PatrolLimits.classesMax) problems.classes = 'tooMany';
  else if (plan.classes.some((item) => !item.userId)) problems.classes = 'user';
  else if (plan.classes.some((item) => (minutesOf(item.startTime) ?? 1) >= (minutesOf(item.endTime) ?? 0))) problems.classes = 'times';
  return problems;
}

// ---- wire shapes ----

export const PatrolPointSchema = z.object({
  id: z.string(),
  name: z.string(),
  remark: z.string(),
  type: z.number().int(),
  nfcValue: z.string(),
  areaId: z.string(),
  createTime: z.number(),
});
export type PatrolPoint = z.infer<typeof PatrolPointSchema>;

export const PatrolRouteSchema = z.object({ id: z.string(), name: z.string(), routePoints: z.array(z.string()), areaId: z.string(), createTime: z.number() });
export type PatrolRoute = z.infer<typeof PatrolRouteSchema>;

export const PlanClassSchema = z.object({ startTime: z.string(), endTime: z.string(), userId: z.string() });
export const PatrolPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  model: z.literal(2),
  startDate: z.string(),
  endDate: z.string(),
  routeId: z.string(),
  classes: z.array(PlanClassSchema),
  areaId: z.string(),
  type: z.literal(0),
  createTime: z.number(),
});
export type PatrolPlan = z.infer<typeof PatrolPlanSchema>;

export const PatrolUserSchema = z.object({ id: z.string(), name: z.string(), pocAccount: z.string() });
export type PatrolUser = z.infer<typeof PatrolUserSchema>;

/** One class of one plan on one day. */
export const PatrolOrderSchema = z.object({
  id: z.string(),
  planId: z.string(),
  planName: z.string(),
  routeId: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  userId: z.string(),
  userName: z.string(),
  waiting: z.number().int(),
  normal: z.number().int(),
  late: z.number().int(),
  missed: z.number().int(),
});
export type PatrolOrder = z.infer<typeof PatrolOrderSchema>;

export const OrderPointSchema = z.object({
  pointId: z.string(),
  name: z.string(),
  nfcValue: z.string(),
  seq: z.number().int(),
  state: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  reason: z.enum(['late', 'missed']).nullable(),
  punchTime: z.number().nullable(),
});
export type OrderPoint = z.infer<typeof OrderPointSchema>;

/** SPEC §3 punch record: msId, state, start/end time of its order's class. */
export const PunchRecordSchema = z.object({
  id: z.string(),
  msId: z.string(),
  nfcValue: z.string(),
  pointId: z.string().nullable(),
  orderId: z.string().nullable(),
  state: z.enum(['normal', 'late', 'deviation']),
  time: z.number(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
});
export type PunchRecord = z.infer<typeof PunchRecordSchema>;

export const PatrolPageSchema = <T extends z.ZodType>(item: T) => z.object({ records: z.array(item), total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

// ---- request bodies and queries (the service parses with these) ----

const Text = z.string().max(1_000);
export const PatrolLoginBody = z.object({ username: z.string().regex(/^\d{8}$/), password: z.string().regex(/^[0-9a-f]{32}$/) });
export const PointBody = z.object({
  name: Text,
  remark: Text.default(''),
  type: z.number().int().min(0).max(99).default(0),
  nfcValue: Text,
  areaId: z.string().max(32).default(''),
});
export type PointInput = z.input<typeof PointBody>;
export const PointEditBody = PointBody.extend({ id: z.string().min(1) });
export const PatrolPageQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PatrolLimits.orderPageSize).default(PatrolLimits.pageSize),
  name: z.string().max(100).optional(),
  type: z.coerce.number().int().optional(),
  order: z.enum(['asc', 'desc']).optional(),
  column: z.enum(['name', 'nfcValue', 'createTime']).optional(),
});
export const IdsQuery = z.object({ ids: z.string().regex(/^[^,]+(,[^,]+)*$/, 'comma-joined ids') });
export const IdQuery = z.object({ id: z.string().min(1) });
export const CheckNameQuery = z.object({ name: z.string().max(1_000), id: z.string().optional() });
export const CheckNfcQuery = z.object({ nfcValue: z.string().max(1_000), id: z.string().optional() });
export const RouteBody = z.object({ name: Text, routePoints: z.array(z.string()).max(PatrolLimits.routePointsMax), areaId: z.string().max(32).default('') });
export const PlanBody = z.object({
  name: Text,
  model: z.literal(2),
  startDate: z.string().max(10),
  endDate: z.string().max(10),
  routeId: z.string(),
  classes: z.array(PlanClassSchema).max(PatrolLimits.classesMax + 1),
  areaId: z.string().max(32).default(''),
  type: z.literal(0),
});
export type PlanInput = z.input<typeof PlanBody>;
export const RangeQuery = z.object({
  model: z.coerce.number().int().optional(),
  dtStart: z.string().max(10),
  dtEnd: z.string().max(10),
  userId: z.string().optional(),
  pageSize: z.coerce.number().int().min(1).max(PatrolLimits.orderPageSize).default(PatrolLimits.orderPageSize),
});
export const OrderIdQuery = z.object({ orderId: z.string().min(1) });
export const PunchBody = z.object({ nfcValue: z.string().max(PatrolLimits.nfcMax) });
export const FindAccountQuery = z.object({ pocAccount: z.string().regex(/^\d{8}$/) });
export const AddUserBody = z.object({ name: Text, pocAccount: z.string().regex(/^\d{8}$/) });

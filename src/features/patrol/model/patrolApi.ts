import { z } from 'zod';
import {
  OrderPointSchema,
  PatrolError,
  PatrolLimits,
  PatrolOrderSchema,
  PatrolPageSchema,
  PatrolPaths,
  PatrolPlanSchema,
  PatrolPointSchema,
  PatrolRefusal,
  PatrolRouteSchema,
  PatrolUserSchema,
  type OrderPoint,
  type PatrolClient,
  type PatrolOrder,
  type PatrolPlan,
  type PatrolPoint,
  type PatrolRoute,
  type PatrolUser,
  type PlanInput,
  type PointInput,
} from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

/** The part of the patrol client the screens use (tests give a fake of the same shape). */
export type PatrolApi = Pick<PatrolClient, 'get' | 'post' | 'put' | 'delete'>;

/** Text from the network: a malformed entry is skipped, not shown. */
const listOf = <T>(raw: unknown, schema: z.ZodType<T>): T[] =>
  (Array.isArray(raw) ? raw : []).flatMap((item) => {
    const parsed = schema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });

export async function listPoints(api: PatrolApi, name = ''): Promise<PatrolPoint[]> {
  const page = PatrolPageSchema(z.unknown()).parse(await api.get(PatrolPaths.pointList, { pageNo: 1, pageSize: PatrolLimits.pageSize, name: name || undefined, column: 'createTime', order: 'asc' }));
  return listOf(page.records, PatrolPointSchema);
}

export const savePoint = (api: PatrolApi, point: PointInput & { id?: string }): Promise<unknown> =>
  point.id ? api.put(PatrolPaths.pointEdit, point) : api.post(PatrolPaths.pointAdd, point);

/** SPEC §7: ids comma-joined. */
export const deletePoints = (api: PatrolApi, ids: readonly string[]): Promise<unknown> => api.delete(PatrolPaths.pointDelete, { ids: ids.join(',') });
export const deletePlans = (api: PatrolApi, ids: readonly string[]): Promise<unknown> => api.delete(PatrolPaths.planDelete, { ids: ids.join(',') });

/** True when the name (or NFC value) is free; `id` is the point being edited. */
export const nameIsFree = async (api: PatrolApi, name: string, id?: string): Promise<boolean> => (await api.get(PatrolPaths.checkPointName, { name, id })) === true;
export const nfcIsFree = async (api: PatrolApi, nfcValue: string, id?: string): Promise<boolean> => (await api.get(PatrolPaths.checkPointNfc, { nfcValue, id })) === true;

export async function listRoutes(api: PatrolApi): Promise<PatrolRoute[]> {
  const page = PatrolPageSchema(z.unknown()).parse(await api.get(PatrolPaths.routeList, { pageNo: 1, pageSize: PatrolLimits.pageSize }));
  return listOf(page.records, PatrolRouteSchema);
}

export const addRoute = (api: PatrolApi, route: { name: string; routePoints: string[] }): Promise<unknown> => api.post(PatrolPaths.routeAdd, route);
export const routePoints = async (api: PatrolApi, id: string): Promise<PatrolPoint[]> => listOf(await api.get(PatrolPaths.routePoints, { id }), PatrolPointSchema);

export const listPlans = async (api: PatrolApi, dtStart: string, dtEnd: string): Promise<PatrolPlan[]> =>
  listOf(await api.get(PatrolPaths.planList, { model: 2, dtStart, dtEnd }), PatrolPlanSchema);
export const addPlan = (api: PatrolApi, plan: Omit<PlanInput, 'model' | 'type'>): Promise<unknown> => api.post(PatrolPaths.planAdd, { ...plan, model: 2, type: 0 });

/** SPEC §9: orders read 10000 at a time. */
export const listOrders = async (api: PatrolApi, dtStart: string, dtEnd: string): Promise<PatrolOrder[]> =>
  listOf(await api.get(PatrolPaths.orderList, { dtStart, dtEnd, pageSize: PatrolLimits.orderPageSize }), PatrolOrderSchema);
export const orderPoints = async (api: PatrolApi, orderId: string): Promise<OrderPoint[]> => listOf(await api.get(PatrolPaths.orderPoints, { orderId }), OrderPointSchema);

export const listUsers = async (api: PatrolApi): Promise<PatrolUser[]> => listOf(await api.get(PatrolPaths.userList), PatrolUserSchema);
const FoundAccount = z.object({ pocAccount: z.string(), name: z.string(), added: z.boolean() });
export const findAccount = async (api: PatrolApi, pocAccount: string) => FoundAccount.parse(await api.get(PatrolPaths.findAccount, { pocAccount }));
export const addUser = (api: PatrolApi, user: { name: string; pocAccount: string }): Promise<unknown> => api.post(PatrolPaths.addUser, user);

const REFUSAL_KEYS: Readonly<Record<string, MessageKey>> = {
  [PatrolRefusal.NameTaken]: 'patrol.error.nameTaken',
  [PatrolRefusal.NfcTaken]: 'patrol.error.nfcTaken',
  [PatrolRefusal.PointInRoute]: 'patrol.error.pointInRoute',
  [PatrolRefusal.UnknownPoint]: 'patrol.error.gone',
  [PatrolRefusal.UnknownRoute]: 'patrol.error.gone',
  [PatrolRefusal.UnknownUser]: 'patrol.error.gone',
  [PatrolRefusal.UnknownOrder]: 'patrol.error.gone',
  [PatrolRefusal.UnknownAccount]: 'patrol.error.unknownAccount',
  [PatrolRefusal.UserExists]: 'patrol.error.userExists',
};

/** The localised text of a failed call: a known refusal's own text, else the code. */
export function patrolFailureKey(error: unknown): { key: MessageKey; code: string } {
  if (!(error instanceof PatrolError)) return { key: 'patrol.error.failed', code: '500' };
  return { key: REFUSAL_KEYS[error.msg] ?? 'patrol.error.failed', code: error.code };
}

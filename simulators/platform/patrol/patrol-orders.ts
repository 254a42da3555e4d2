import {
  AbnormalReason,
  dateOfDay,
  dayNumber,
  minutesOf,
  OrderPointState,
  PatrolLimits,
  type OrderPoint,
  type PatrolOrder,
  type PatrolPlan,
  type PunchRecord,
} from '../../../protocol/index.ts';
import type { PatrolBook } from './patrol-book.ts';

/**
 * Orders follow from the plans: one per plan, day and class (docs/protocol.md "Patrol"). Days and
 * class times are the platform's local time, as loginext's timeZone reports it. A point's result
 * follows from the punches: normal inside the class, late after it, missed when a later point of
 * the route was punched first or the class ended without it.
 */

const pad = (value: number) => String(value).padStart(2, '0');
export const localDate = (time: number): string => {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};

/** The class's start and end on `date`, in ms. */
export function classWindow(date: string, startTime: string, endTime: string): { start: number; end: number } {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const at = (minutes: number) => new Date(y, m - 1, d, Math.floor(minutes / 60), minutes % 60).getTime();
  return { start: at(minutesOf(startTime) ?? 0), end: at(minutesOf(endTime) ?? 0) };
}

export const orderIdOf = (planId: string, date: string, index: number): string => `${planId}_${date}_${index}`;

type OrderKey = { plan: PatrolPlan; date: string; index: number };

function parseOrderId(book: PatrolBook, orderId: string): OrderKey | null {
  const [planId, date, index] = orderId.split('_');
  const plan = book.plans.get(planId ?? '');
  const day = dayNumber(date ?? '');
  const at = Number(index);
  if (!plan || day === null || !plan.classes[at]) return null;
  if (day < (dayNumber(plan.startDate) ?? Infinity) || day > (dayNumber(plan.endDate) ?? -Infinity)) return null;
  return { plan, date: date!, index: at };
}

/** The patrol user an order is for, or null when there is no such order. */
export function orderUserOf(book: PatrolBook, orderId: string): string | null {
  const key = parseOrderId(book, orderId);
  return key ? (key.plan.classes[key.index]?.userId ?? null) : null;
}

/** Each point of the order's route with its result at `now`. */
function pointsOf(book: PatrolBook, key: OrderKey, now: number): OrderPoint[] {
  const item = key.plan.classes[key.index]!;
  const { end } = classWindow(key.date, item.startTime, item.endTime);
  const orderId = orderIdOf(key.plan.id, key.date, key.index);
  const punched = new Map<string, PunchRecord>();
  for (const punch of book.punches) if (punch.orderId === orderId && punch.pointId && !punched.has(punch.pointId)) punched.set(punch.pointId, punch);
  const routePoints = book.routes.get(key.plan.routeId)?.routePoints ?? [];
  const lastPunchedSeq = routePoints.reduce((last, pointId, seq) => (punched.has(pointId) ? seq : last), -1);
  return routePoints.map((pointId, seq): OrderPoint => {
    const point = book.points.get(pointId);
    const punch = punched.get(pointId);
    const base = { pointId, name: point?.name ?? '', nfcValue: point?.nfcValue ?? '', seq };
    if (punch) {
      const late = punch.state === 'late';
      return { ...base, state: late ? OrderPointState.Abnormal : OrderPointState.Normal, reason: late ? AbnormalReason.Late : null, punchTime: punch.time };
    }
    const missed = seq < lastPunchedSeq || now > end;
    return { ...base, state: missed ? OrderPointState.Abnormal : OrderPointState.Waiting, reason: missed ? AbnormalReason.Missed : null, punchTime: null };
  });
}

export function orderPoints(book: PatrolBook, orderId: string, now: number): OrderPoint[] | null {
  const key = parseOrderId(book, orderId);
  return key ? pointsOf(book, key, now) : null;
}

function orderOf(book: PatrolBook, key: OrderKey, now: number): PatrolOrder {
  const item = key.plan.classes[key.index]!;
  const points = pointsOf(book, key, now);
  const count = (test: (point: OrderPoint) => boolean) => points.filter(test).length;
  return {
    id: orderIdOf(key.plan.id, key.date, key.index),
    planId: key.plan.id,
    planName: key.plan.name,
    routeId: key.plan.routeId,
    date: key.date,
    startTime: item.startTime,
    endTime: item.endTime,
    userId: item.userId,
    userName: book.users.get(item.userId)?.name ?? '',
    waiting: count((point) => point.state === OrderPointState.Waiting),
    normal: count((point) => point.state === OrderPointState.Normal),
    late: count((point) => point.reason === AbnormalReason.Late),
    missed: count((point) => point.reason === AbnormalReason.Missed),
  };
}

/** The orders of the days from..to (inclusive), by date then class start, at most `limit`. */
export function ordersOf(book: PatrolBook, range: { from: number; to: number; userId?: string; limit?: number }, now: number): PatrolOrder[] {
  const orders: PatrolOrder[] = [];
  const limit = range.limit ?? PatrolLimits.orderPageSize;
  for (let day = range.from; day <= range.to && orders.length < limit; day += 1) {
    const date = dateOfDay(day);
    const today: OrderKey[] = [];
    for (const plan of book.plans.values()) {
      if (day < (dayNumber(plan.startDate) ?? Infinity) || day > (dayNumber(plan.endDate) ?? -Infinity)) continue;
      plan.classes.forEach((item, index) => {
        if (!range.userId || item.userId === range.userId) today.push({ plan, date, index });
      });
    }
    today.sort((a, b) => a.plan.classes[a.index]!.startTime.localeCompare(b.plan.classes[b.index]!.startTime) || a.plan.id.localeCompare(b.plan.id));
    for (const key of today.slice(0, limit - orders.length)) orders.push(orderOf(book, key, now));
  }
  return orders;
}

/**
 * What a punch of `nfcValue` by patrol user `userId` at `time` counts for: the first of that day's
 * orders of the user, begun and with the point still to punch, preferring one whose class is on
 * (normal) over one that has ended (late). Otherwise it is a deviation: no such point, or no order
 * wants it now.
 */
export function resolvePunch(book: PatrolBook, userId: string, nfcValue: string, time: number): Pick<PunchRecord, 'pointId' | 'orderId' | 'state' | 'startTime' | 'endTime'> {
  const point = [...book.points.values()].find((candidate) => candidate.nfcValue === nfcValue);
  const deviation = { pointId: point?.id ?? null, orderId: null, state: 'deviation' as const, startTime: null, endTime: null };
  if (!point) return deviation;
  const date = localDate(time);
  const day = dayNumber(date)!;
  let late: ReturnType<typeof resolvePunch> | null = null;
  for (const order of ordersOf(book, { from: day, to: day, userId }, time)) {
    const window = classWindow(date, order.startTime, order.endTime);
    if (time < window.start) continue;
    const mine = orderPoints(book, order.id, time)?.find((candidate) => candidate.pointId === point.id);
    if (!mine || mine.punchTime !== null) continue;
    const found = { pointId: point.id, orderId: order.id, startTime: window.start, endTime: window.end };
    if (time <= window.end) return { ...found, state: 'normal' };
    late ??= { ...found, state: 'late' };
  }
  return late ?? deviation;
}

import { z } from 'zod';
import { PatrolPlanSchema, PatrolPointSchema, PatrolRouteSchema, PatrolUserSchema, type PatrolPlan, type PatrolPoint, type PatrolRoute, type PatrolUser, type PunchRecord } from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import { StoredPunchSchema, type PatrolEvent } from './patrol-events.ts';

/**
 * Points, routes, plans, patrol users (by PoC account) and punches; the last numeric id given.
 * `owners`: the organisation of each point, route and plan whose event named one (one id sequence for all).
 */
export type PatrolBook = {
  readonly points: Map<string, PatrolPoint>;
  readonly routes: Map<string, PatrolRoute>;
  readonly plans: Map<string, PatrolPlan>;
  readonly users: Map<string, PatrolUser>;
  readonly punches: PunchRecord[];
  readonly owners: Map<string, string>;
  lastId: number;
};

export const emptyPatrolBook = (): PatrolBook => ({ points: new Map(), routes: new Map(), plans: new Map(), users: new Map(), punches: [], owners: new Map(), lastId: 0 });

const own = (book: PatrolBook, id: string, cid: string | undefined) => {
  if (cid !== undefined) book.owners.set(id, cid);
};

const seen = (book: PatrolBook, id: string) => {
  book.lastId = Math.max(book.lastId, Number.parseInt(id, 10) || 0);
};

/** Folds one patrol event; the same on replay as when it was committed. */
export function applyToPatrol(book: PatrolBook, event: PatrolEvent): void {
  switch (event.type) {
    case 'patrol.pointAdded':
      own(book, event.point.id, event.cid);
      book.points.set(event.point.id, event.point);
      seen(book, event.point.id);
      return;
    case 'patrol.pointEdited':
      book.points.set(event.point.id, event.point);
      seen(book, event.point.id);
      return;
    case 'patrol.pointsDeleted':
      for (const id of event.ids) {
        book.points.delete(id);
        book.owners.delete(id);
      }
      return;
    case 'patrol.routeAdded':
      own(book, event.route.id, event.cid);
      book.routes.set(event.route.id, event.route);
      seen(book, event.route.id);
      return;
    case 'patrol.planAdded':
      own(book, event.plan.id, event.cid);
      book.plans.set(event.plan.id, event.plan);
      seen(book, event.plan.id);
      return;
    case 'patrol.plansDeleted':
      for (const id of event.ids) {
        book.plans.delete(id);
        book.owners.delete(id);
      }
      return;
    case 'patrol.userAdded':
      book.users.set(event.user.id, event.user);
      return;
    case 'patrol.punched':
      book.punches.push(event.punch);
      seen(book, event.punch.id);
      return;
  }
}

/**
 * One organisation's part of the book (docs/protocol.md "Organisations"): its points, routes and
 * plans (one with no owner named is the first organisation's), the patrol users that are its
 * terminals and the punches they made. Every read of the patrol service goes through it, so
 * another organisation's records are as unknown as missing ones. Ids stay the platform's.
 */
export function patrolOf(state: Pick<PlatformState, 'terminals' | 'organisations' | 'patrol'>, cid: string | null): PatrolBook {
  const book = state.patrol;
  const owned = (id: string) => cid !== null && (book.owners.get(id) ?? state.organisations.first) === cid;
  const mine = <T>(records: Map<string, T>) => new Map([...records].filter(([id]) => owned(id)));
  const ours = (msId: string) => cid !== null && organisationOfTerminal(state, msId) === cid;
  return {
    ...book,
    points: mine(book.points),
    routes: mine(book.routes),
    plans: mine(book.plans),
    users: new Map([...book.users].filter(([, user]) => ours(user.pocAccount))),
    punches: book.punches.filter((punch) => ours(punch.msId)),
  };
}

export const PatrolBookJsonSchema = z.object({
  points: z.array(PatrolPointSchema),
  routes: z.array(PatrolRouteSchema),
  plans: z.array(PatrolPlanSchema),
  users: z.array(PatrolUserSchema),
  punches: z.array(StoredPunchSchema),
  lastId: z.number().int().nonnegative(),
  /** Optional: a snapshot from before owners were kept has none (its records are the first organisation's). */
  owners: z.array(z.tuple([z.string(), z.string()])).optional(),
});

export const patrolBookToJson = (book: PatrolBook): z.infer<typeof PatrolBookJsonSchema> => ({
  points: [...book.points.values()],
  routes: [...book.routes.values()],
  plans: [...book.plans.values()],
  users: [...book.users.values()],
  punches: book.punches,
  lastId: book.lastId,
  owners: [...book.owners],
});

export const patrolBookFromJson = (json: z.infer<typeof PatrolBookJsonSchema> | undefined): PatrolBook =>
  json
    ? {
        points: new Map(json.points.map((point) => [point.id, point])),
        routes: new Map(json.routes.map((route) => [route.id, route])),
        plans: new Map(json.plans.map((plan) => [plan.id, plan])),
        users: new Map(json.users.map((user) => [user.id, user])),
        punches: json.punches,
        owners: new Map(json.owners ?? []),
        lastId: json.lastId,
      }
    : emptyPatrolBook();

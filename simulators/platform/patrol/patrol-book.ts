import { z } from 'zod';
import { PatrolPlanSchema, PatrolPointSchema, PatrolRouteSchema, PatrolUserSchema, type PatrolPlan, type PatrolPoint, type PatrolRoute, type PatrolUser, type PunchRecord } from '../../../protocol/index.ts';
import { StoredPunchSchema, type PatrolEvent } from './patrol-events.ts';

/** Points, routes, plans, patrol users (by PoC account) and punches; the last numeric id given. */
export type PatrolBook = {
  readonly points: Map<string, PatrolPoint>;
  readonly routes: Map<string, PatrolRoute>;
  readonly plans: Map<string, PatrolPlan>;
  readonly users: Map<string, PatrolUser>;
  readonly punches: PunchRecord[];
  lastId: number;
};

export const emptyPatrolBook = (): PatrolBook => ({ points: new Map(), routes: new Map(), plans: new Map(), users: new Map(), punches: [], lastId: 0 });

const seen = (book: PatrolBook, id: string) => {
  book.lastId = Math.max(book.lastId, Number.parseInt(id, 10) || 0);
};

/** Folds one patrol event; the same on replay as when it was committed. */
export function applyToPatrol(book: PatrolBook, event: PatrolEvent): void {
  switch (event.type) {
    case 'patrol.pointAdded':
    case 'patrol.pointEdited':
      book.points.set(event.point.id, event.point);
      seen(book, event.point.id);
      return;
    case 'patrol.pointsDeleted':
      for (const id of event.ids) book.points.delete(id);
      return;
    case 'patrol.routeAdded':
      book.routes.set(event.route.id, event.route);
      seen(book, event.route.id);
      return;
    case 'patrol.planAdded':
      book.plans.set(event.plan.id, event.plan);
      seen(book, event.plan.id);
      return;
    case 'patrol.plansDeleted':
      for (const id of event.ids) book.plans.delete(id);
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

export const PatrolBookJsonSchema = z.object({
  points: z.array(PatrolPointSchema),
  routes: z.array(PatrolRouteSchema),
  plans: z.array(PatrolPlanSchema),
  users: z.array(PatrolUserSchema),
  punches: z.array(StoredPunchSchema),
  lastId: z.number().int().nonnegative(),
});

export const patrolBookToJson = (book: PatrolBook): z.infer<typeof PatrolBookJsonSchema> => ({
  points: [...book.points.values()],
  routes: [...book.routes.values()],
  plans: [...book.plans.values()],
  users: [...book.users.values()],
  punches: book.punches,
  lastId: book.lastId,
});

export const patrolBookFromJson = (json: z.infer<typeof PatrolBookJsonSchema> | undefined): PatrolBook =>
  json
    ? {
        points: new Map(json.points.map((point) => [point.id, point])),
        routes: new Map(json.routes.map((route) => [route.id, route])),
        plans: new Map(json.plans.map((plan) => [plan.id, plan])),
        users: new Map(json.users.map((user) => [user.id, user])),
        punches: json.punches,
        lastId: json.lastId,
      }
    : emptyPatrolBook();

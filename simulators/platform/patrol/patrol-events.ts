import { z } from 'zod';
import { PatrolPlanSchema, PatrolPointSchema, PatrolRouteSchema, PatrolUserSchema } from '../../../protocol/index.ts';

/**
 * The log's events of the patrol service. Private: consoles read patrol data over /patrolService,
 * nothing is fanned out on the socket. Orders are not events: they follow from plans and punches.
 */
const Ids = z.array(z.string()).min(1);

/** A punch as it was resolved when it happened (the point and order it counted for, if any). */
export const StoredPunchSchema = z.object({
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

/**
 * A point, route or plan is its adder's organisation's (`cid`, docs/protocol.md "Organisations"):
 * these events name no account, so the organisation is kept itself. A log from before it was has
 * none: its records are the first organisation's (such a log has only one).
 */
const Owner = z.string().optional();
const PointAdded = z.object({ type: z.literal('patrol.pointAdded'), point: PatrolPointSchema, cid: Owner });
const PointEdited = z.object({ type: z.literal('patrol.pointEdited'), point: PatrolPointSchema });
const PointsDeleted = z.object({ type: z.literal('patrol.pointsDeleted'), ids: Ids });
const RouteAdded = z.object({ type: z.literal('patrol.routeAdded'), route: PatrolRouteSchema, cid: Owner });
const PlanAdded = z.object({ type: z.literal('patrol.planAdded'), plan: PatrolPlanSchema, cid: Owner });
const PlansDeleted = z.object({ type: z.literal('patrol.plansDeleted'), ids: Ids });
const UserAdded = z.object({ type: z.literal('patrol.userAdded'), user: PatrolUserSchema });
const Punched = z.object({ type: z.literal('patrol.punched'), punch: StoredPunchSchema });

export const PatrolEventSchemas = [PointAdded, PointEdited, PointsDeleted, RouteAdded, PlanAdded, PlansDeleted, UserAdded, Punched] as const;
export type PatrolEvent = z.infer<(typeof PatrolEventSchemas)[number]>;
export const PATROL_EVENT_TYPES: ReadonlySet<string> = new Set(PatrolEventSchemas.map((schema) => schema.shape.type.value));

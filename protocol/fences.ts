import { z } from 'zod';
import type { AlarmHandling } from './handover.ts';
import { LogType } from './logs.ts';
import { AlarmRemark } from './sos.ts';
import { insideCircle, insidePolygon, ringArea, selfIntersects, type LngLat } from './fenceGeometry.ts';

/**
 * Geo-fences (SPEC §2 map tools "geo-fencing", §3 Fence, §4 log types 113-115, §7 "/ds/fence").
 * A fence is a polygon or a circle of type 'in' (its terminals must stay inside: leaving raises an
 * alarm) or 'out' (they must stay outside: entering raises one). The platform checks each GPS fix
 * of an assigned terminal and raises one alarm per crossing, not per fix (docs/protocol.md "Geo-fences").
 */

/** SPEC §4: 113 fence created, 114 deleted, 115 edited (terminals assigned is an edit too). */
export const FenceLogType = { Created: 113, Deleted: 114, Edited: 115 } as const;
/** SPEC §4 log type 102 "alarm": a fence alarm is listed with the alarms. */
export const FENCE_ALARM_LOG_TYPE = 102;
export const FENCE_LOG_CATEGORY = 'fence';

/** Ours (SPEC: "a maximum terminal count applies (value not shown)"). */
export const FenceLimits = {
  maxNameLength: 30,
  minPolygonPoints: 3,
  maxPolygonPoints: 100,
  /** A circle's radius in metres. */
  minRadiusM: 10,
  maxRadiusM: 100_000,
  maxTerminals: 100,
  maxFences: 200,
  defaultPageSize: 20,
  maxPageSize: 100,
} as const;

export const FenceType = { In: 'in', Out: 'out' } as const;
export type FenceType = (typeof FenceType)[keyof typeof FenceType];

const MsId = z.string().regex(/^\d{8}$/);
const Lng = z.number().min(-180).max(180);
const Lat = z.number().min(-90).max(90);
const Position = z.tuple([Lng, Lat]);

export const FenceShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('polygon'), points: z.array(Position).max(FenceLimits.maxPolygonPoints * 2) }),
  z.object({ kind: z.literal('circle'), center: Position, radius: z.number() }),
]);
export type FenceShape = z.infer<typeof FenceShapeSchema>;

export const FenceSchema = z.object({
  fenceid: z.string(),
  /** The customer (SPEC §3 cid) whose dispatchers see it. */
  cid: z.string(),
  name: z.string(),
  type: z.enum([FenceType.In, FenceType.Out]),
  shape: FenceShapeSchema,
  /** msId of the dispatcher who created it, and that dispatcher's name then. */
  creator: MsId,
  creatorName: z.string(),
  /** When it was created (ms). */
  time: z.number(),
  /** msIds of the terminals it watches. */
  terminals: z.array(MsId),
});
export type Fence = z.infer<typeof FenceSchema>;

/** 'left' an 'in' fence or 'entered' an 'out' fence. */
export const FenceCrossing = { Left: 'left', Entered: 'entered' } as const;
export type FenceCrossing = (typeof FenceCrossing)[keyof typeof FenceCrossing];

export const FenceAlarmSchema = z.object({
  id: z.string(),
  fenceid: z.string(),
  fenceName: z.string(),
  fenceType: z.enum([FenceType.In, FenceType.Out]),
  msId: MsId,
  /** The terminal's name then. */
  name: z.string(),
  kind: z.enum([FenceCrossing.Left, FenceCrossing.Entered]),
  /** Where the fix that crossed was taken, and its time (the terminal's clock, ms). */
  lat: Lat,
  lng: Lng,
  time: z.number(),
  /** When the platform raised it (ms); lists sort by it. */
  alarmTime: z.number(),
  /** Ours (several dispatchers): who handles it (acknowledged or was handed it); absent or null while nobody does. */
  handler: MsId.nullable().optional(),
  handlerName: z.string().optional(),
  /** SPEC §3 alarm record "response time": when a dispatcher first acknowledged it; absent or null before. */
  acknowledgedAt: z.number().nullable().optional(),
  /** Ours: when its handler resolved it; absent or null while open. */
  resolvedAt: z.number().nullable().optional(),
  /** SPEC §3 alarm record "remark": what its handler wrote when resolving it; absent or '' for none. */
  remark: z.string().optional(),
});
export type FenceAlarm = z.infer<typeof FenceAlarmSchema>;

/** The alarm's handling state for the shared rule (protocol/handover.ts). */
export const fenceAlarmHandling = (alarm: Pick<FenceAlarm, 'handler' | 'resolvedAt'>): AlarmHandling => ({ handler: alarm.handler ?? null, closed: alarm.resolvedAt != null });

// ---- events of the log; every dispatcher sees them ----

export const FenceCreatedSchema = z.object({ type: z.literal('fence.created'), fence: FenceSchema, logType: z.literal(FenceLogType.Created) });
export const FenceEditedSchema = z.object({
  type: z.literal('fence.edited'),
  fenceid: z.string(),
  name: z.string(),
  fenceType: z.enum([FenceType.In, FenceType.Out]),
  shape: FenceShapeSchema,
  editor: MsId,
  logType: z.literal(FenceLogType.Edited),
});
export const FenceTerminalsSetSchema = z.object({
  type: z.literal('fence.terminalsSet'),
  fenceid: z.string(),
  terminals: z.array(MsId),
  editor: MsId,
  logType: z.literal(FenceLogType.Edited),
});
export const FenceDeletedSchema = z.object({ type: z.literal('fence.deleted'), fenceid: z.string(), editor: MsId, logType: z.literal(FenceLogType.Deleted) });
export const FenceAlarmedSchema = z.object({ type: z.literal('fence.alarmed'), alarm: FenceAlarmSchema, logType: z.literal(FENCE_ALARM_LOG_TYPE) });
/** Ours: a dispatcher acknowledged the alarm and handles it (log type 140, like an SOS). */
export const FenceAlarmAcknowledgedSchema = z.object({
  type: z.literal('fence.alarmAcknowledged'),
  id: z.string(),
  msId: MsId,
  by: MsId,
  byName: z.string(),
  time: z.number(),
  logType: z.literal(LogType.AlarmAcknowledged),
});
/** Ours: its handler gave the alarm to another dispatcher (log type 142). */
export const FenceAlarmHandedOverSchema = z.object({
  type: z.literal('fence.alarmHandedOver'),
  id: z.string(),
  msId: MsId,
  from: MsId,
  fromName: z.string(),
  to: MsId,
  toName: z.string(),
  time: z.number(),
  logType: z.literal(LogType.AlarmHandedOver),
});
/** Ours: its handler resolved the alarm (log type 119, an alarm closed). */
export const FenceAlarmResolvedSchema = z.object({
  type: z.literal('fence.alarmResolved'),
  id: z.string(),
  msId: MsId,
  by: MsId,
  byName: z.string(),
  time: z.number(),
  /** What was done (absent in records made before remarks). */
  remark: z.string().optional(),
  logType: z.literal(LogType.AlarmRemotelyClosed),
});
export type FenceEvent =
  | z.infer<typeof FenceAlarmAcknowledgedSchema>
  | z.infer<typeof FenceAlarmHandedOverSchema>
  | z.infer<typeof FenceAlarmResolvedSchema>
  | z.infer<typeof FenceCreatedSchema>
  | z.infer<typeof FenceEditedSchema>
  | z.infer<typeof FenceTerminalsSetSchema>
  | z.infer<typeof FenceDeletedSchema>
  | z.infer<typeof FenceAlarmedSchema>;

/** Pure: a fence after one of its events (undefined once deleted); alarms do not change the fence. */
export function applyFenceEvent(fence: Fence | undefined, event: FenceEvent): Fence | undefined {
  switch (event.type) {
    case 'fence.created':
      return event.fence;
    case 'fence.edited':
      return fence && { ...fence, name: event.name, type: event.fenceType, shape: event.shape };
    case 'fence.terminalsSet':
      return fence && { ...fence, terminals: event.terminals };
    case 'fence.deleted':
      return undefined;
    case 'fence.alarmed':
    case 'fence.alarmAcknowledged':
    case 'fence.alarmHandedOver':
    case 'fence.alarmResolved':
      return fence;
  }
}

// ---- containment and crossings ----

export function fenceContains(shape: FenceShape, point: LngLat): boolean {
  return shape.kind === 'circle' ? insideCircle(point, shape.center, shape.radius) : insidePolygon(point, shape.points);
}

/**
 * The alarm a move from `before` to `after` raises, or null. Only a crossing counts: a terminal
 * already on the wrong side stays silent until it comes back and crosses again; a first fix
 * (nothing before) is not a crossing.
 */
export function fenceCrossing(type: FenceType, shape: FenceShape, before: LngLat | null, after: LngLat): FenceCrossing | null {
  if (!before) return null;
  const was = fenceContains(shape, before);
  const is = fenceContains(shape, after);
  if (type === FenceType.In && was && !is) return FenceCrossing.Left;
  if (type === FenceType.Out && !was && is) return FenceCrossing.Entered;
  return null;
}

// ---- validation: the console's form and the emulator's routes use the same rules ----

export type FenceProblem =
  | 'name.required'
  | 'name.tooLong'
  | 'name.control'
  | 'shape.tooFewPoints'
  | 'shape.tooManyPoints'
  | 'shape.flat'
  | 'shape.crossing'
  | 'shape.radius';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

export function fenceNameProblem(name: string): FenceProblem | null {
  const trimmed = name.trim();
  if (trimmed === '') return 'name.required';
  if (trimmed.length > FenceLimits.maxNameLength) return 'name.tooLong';
  if (CONTROL.test(trimmed)) return 'name.control';
  return null;
}

export function fenceShapeProblem(shape: FenceShape): FenceProblem | null {
  if (shape.kind === 'circle') {
    return Number.isFinite(shape.radius) && shape.radius >= FenceLimits.minRadiusM && shape.radius <= FenceLimits.maxRadiusM ? null : 'shape.radius';
  }
  if (shape.points.length < FenceLimits.minPolygonPoints) return 'shape.tooFewPoints';
  if (shape.points.length > FenceLimits.maxPolygonPoints) return 'shape.tooManyPoints';
  // A bow tie's signed area can be zero: crossing is the clearer word for it, so it goes first.
  if (selfIntersects(shape.points)) return 'shape.crossing';
  if (Math.abs(ringArea(shape.points)) < 1e-12) return 'shape.flat';
  return null;
}

const Name = z
  .string()
  .max(FenceLimits.maxNameLength * 4)
  .superRefine((name, context) => {
    const problem = fenceNameProblem(name);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  })
  .transform((name) => name.trim());
const Shape = FenceShapeSchema.superRefine((shape, context) => {
  const problem = fenceShapeProblem(shape);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});
const FenceId = z.string().min(1).max(32);

/** POST /ds/fence/create */
export const FenceCreateBody = z.object({ name: Name, type: z.enum([FenceType.In, FenceType.Out]), shape: Shape, terminals: z.array(MsId).max(FenceLimits.maxTerminals).optional() });
/** PUT /ds/fence/edit */
export const FenceEditBody = z.object({ fenceid: FenceId, name: Name, type: z.enum([FenceType.In, FenceType.Out]), shape: Shape });
/** POST /ds/fence/set: the terminals the fence watches, replacing the previous list. */
export const FenceSetBody = z.object({ fenceid: FenceId, terminals: z.array(MsId).max(FenceLimits.maxTerminals) });
/** PUT /ds/fence/del */
export const FenceDeleteBody = z.object({ fenceid: FenceId });
/** GET /ds/fence/findter */
export const FindFenceTerminalsQuery = z.object({ fenceid: FenceId });
/** GET /ds/fence/fa: alarm records, newest first; optional fence and terminal filters. */
export const FindFenceAlarmsQuery = z.object({
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(FenceLimits.maxPageSize).default(FenceLimits.defaultPageSize),
  fenceid: FenceId.optional(),
  msId: MsId.optional(),
});
export type FenceCreate = z.input<typeof FenceCreateBody>;
export type FenceEdit = z.input<typeof FenceEditBody>;

/** findter: each watched terminal with its name and whether its last fix is inside (null: no fix). */
export const FenceTerminalSchema = z.object({ msId: MsId, msName: z.string(), inside: z.boolean().nullable() });
export type FenceTerminal = z.infer<typeof FenceTerminalSchema>;
export const FindFenceAlarmsAnswerSchema = z.object({ total: z.number().int(), pageNo: z.number().int(), pageSize: z.number().int() });

export const FencePath = {
  List: '/ds/fence/list',
  Create: '/ds/fence/create',
  Set: '/ds/fence/set',
  Delete: '/ds/fence/del',
  Edit: '/ds/fence/edit',
  FindTerminals: '/ds/fence/findter',
  Alarms: '/ds/fence/fa',
  /** Ours (several dispatchers): acknowledge, hand over, resolve an alarm record. */
  AlarmAcknowledge: '/ds/fence/alarmAck',
  AlarmHandOver: '/ds/fence/alarmHandOver',
  AlarmResolve: '/ds/fence/alarmResolve',
} as const;

/** PUT /ds/fence/alarmAck. */
export const FenceAlarmIdBody = z.object({ id: z.string().min(1).max(32) });
/** PUT /ds/fence/alarmResolve: the handler resolves it, with an optional remark (SOS's rules). */
export const FenceAlarmResolveBody = FenceAlarmIdBody.extend({ remark: AlarmRemark.default('') });
/** PUT /ds/fence/alarmHandOver: the handler gives the alarm to another dispatcher. */
export const FenceAlarmHandOverBody = z.object({ id: z.string().min(1).max(32), to: MsId });

/** Refusal texts (`desc`) of the fence routes. */
export const FenceRefusal = {
  Unknown: 'fenceid:unknown',
  NameTaken: 'name:taken',
  TooMany: 'fence:too-many',
  UnknownTerminal: 'terminals:unknown',
  NotDispatcher: 'caller:not-dispatcher',
  UnknownAlarm: 'id:unknown',
} as const;

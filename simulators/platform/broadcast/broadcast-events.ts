import { z } from 'zod';
import { BroadcastCasterSchema, BroadcastDeviceSchema, BroadcastFileSchema, BroadcastOrgSchema, BroadcastPlanSchema, BroadcastTaskSchema, RealTimeTaskSchema } from '../../../protocol/index.ts';

/**
 * The broadcast service's events. Private: consoles read the service over /v1 (its pages re-read
 * after each change), speakers ask it what to play, so nothing goes out on the socket. A record
 * event carries the whole record, so replay is a plain put.
 */
const MsId = z.string().regex(/^\d{8}$/);
const Id = z.number().int().positive();

const OrgSaved = z.object({ type: z.literal('bcast.orgSaved'), org: BroadcastOrgSchema, by: MsId });
const OrgRemoved = z.object({ type: z.literal('bcast.orgRemoved'), id: Id, by: MsId });
const CasterSaved = z.object({ type: z.literal('bcast.casterSaved'), caster: BroadcastCasterSchema, by: MsId });
const DeviceSaved = z.object({ type: z.literal('bcast.deviceSaved'), device: BroadcastDeviceSchema, by: MsId });
const DeviceRemoved = z.object({ type: z.literal('bcast.deviceRemoved'), id: Id, by: MsId });
const FileAdded = z.object({ type: z.literal('bcast.fileAdded'), file: BroadcastFileSchema, by: MsId });
const FileRemoved = z.object({ type: z.literal('bcast.fileRemoved'), id: Id, by: MsId });
const TaskSaved = z.object({ type: z.literal('bcast.taskSaved'), task: BroadcastTaskSchema, by: MsId.nullable() });
const TaskRemoved = z.object({ type: z.literal('bcast.taskRemoved'), id: Id, by: MsId });
const PlanSaved = z.object({ type: z.literal('bcast.planSaved'), plan: BroadcastPlanSchema, by: MsId.nullable() });
const RealTimeSaved = z.object({ type: z.literal('bcast.realTimeSaved'), realTime: RealTimeTaskSchema, by: MsId });
/** Only the token's SHA-256 is kept, as for platform sessions. */
const SessionOpened = z.object({ type: z.literal('bcast.sessionOpened'), msId: MsId, tokenHash: z.string().regex(/^[0-9a-f]{64}$/), expiresAt: z.number().int() });
/** A password change ends every broadcast session of the account (the old password opened them). */
const SessionsClosed = z.object({ type: z.literal('bcast.sessionsClosed'), msId: MsId });
/** Test control: an account's broadcast access code (SPEC §6: only '1' admits); null restores the default. */
const AccessSet = z.object({ type: z.literal('test.broadcastAccessSet'), account: MsId, access: z.string().nullable() });

export const BroadcastEventSchemas = [OrgSaved, OrgRemoved, CasterSaved, DeviceSaved, DeviceRemoved, FileAdded, FileRemoved, TaskSaved, TaskRemoved, PlanSaved, RealTimeSaved, SessionOpened, SessionsClosed, AccessSet] as const;
export type BroadcastEvent = z.infer<(typeof BroadcastEventSchemas)[number]>;
export const BROADCAST_EVENT_TYPES: ReadonlySet<string> = new Set(BroadcastEventSchemas.map((schema) => schema.shape.type.value));

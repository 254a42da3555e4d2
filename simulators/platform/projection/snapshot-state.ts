import { z } from 'zod';
import {
  CameraSchema,
  CustomThemeSchema,
  FenceAlarmSchema,
  FenceSchema,
  IndoorAreaSchema,
  IndoorFixSchema,
  FloorStateSchema,
  LastTalkSchema,
  GroupSchema,
  JobSchema,
  CommonTaskSchema,
  LoneWorkAlarmSchema,
  LoneWorkSchema,
  MarkerSchema,
  MediaItemSchema,
  MuteEntrySchema,
  OpenCallSchema,
  SosAlarmSchema,
  TempGroupSchema,
  TerminalSchema,
  ToneSchema,
  TransmissionRecordedSchema,
  VideoRecordSchema,
} from '../../../protocol/index.ts';
import { PasswordHashSchema } from '../events/private-events.ts';
import { emptyMediaBook } from '../media-library/media-book.ts';
import { emptyJobBook } from '../job-tickets/job-book.ts';
import { emptyRecoveryBook, recoveryBookFromJson, RecoveryBookJsonSchema, recoveryBookToJson } from '../recovery/recovery-book.ts';
import { BroadcastBookJsonSchema, broadcastBookFromJson, broadcastBookToJson, emptyBroadcastBook } from '../broadcast/broadcast-book.ts';
import { PatrolBookJsonSchema, patrolBookFromJson, patrolBookToJson } from '../patrol/patrol-book.ts';
import { SchoolBookJsonSchema, schoolBookFromJson, schoolBookToJson } from '../school/school-book.ts';
import { IncidentBookJsonSchema, incidentBookFromJson, incidentBookToJson } from '../incidents/incident-book.ts';
import type { Json } from '../store/event-store.ts';
import { OrganisationBookJsonSchema, organisationBookFromJson, organisationBookToJson } from '../organisations/organisation-book.ts';
import { applyToRecall, type RecallIndex, type TransmissionRecord } from './recall-reducer.ts';
import { gidNumber, type PlatformState } from './state.ts';
import { emptyMessageBook, messageBookFromJson, MessageBookJsonSchema, messageBookToJson } from './message-reducer.ts';

/** Bump when the shape below changes; an older snapshot is then ignored and the log replayed whole. */
export const SNAPSHOT_VERSION = 13;

const SnapshotSchema = z.object({
  version: z.literal(SNAPSHOT_VERSION),
  head: z.number().int().nonnegative(),
  groups: z.array(GroupSchema),
  organisations: OrganisationBookJsonSchema,
  terminals: z.array(TerminalSchema),
  floors: z.array(FloorStateSchema),
  lastTalk: z.array(LastTalkSchema).optional(),
  tempGroups: z.array(TempGroupSchema),
  calls: z.array(OpenCallSchema),
  recall: z.array(TransmissionRecordedSchema.omit({ type: true })),
  mutes: z.array(MuteEntrySchema),
  tones: z.array(ToneSchema),
  sos: z.array(SosAlarmSchema),
  lastSosId: z.number().int().nonnegative(),
  markers: z.array(MarkerSchema),
  lastMarkerId: z.number().int().nonnegative(),
  fences: z.array(FenceSchema),
  fenceAlarms: z.array(FenceAlarmSchema),
  lastFenceId: z.number().int().nonnegative(),
  lastFenceAlarmId: z.number().int().nonnegative(),
  loneWork: z.array(LoneWorkSchema),
  loneWorkAlarms: z.array(LoneWorkAlarmSchema),
  lastLoneWorkId: z.number().int().nonnegative(),
  lastLoneWorkAlarmId: z.number().int().nonnegative(),
  lastTempGid: z.number().int(),
  accounts: z.array(
    z.object({
      msId: z.string(),
      accountType: z.number().int(),
      password: PasswordHashSchema,
      failures: z.number().int().nonnegative(),
      lockedUntil: z.number().nullable(),
      mustChangePassword: z.boolean().optional(),
    }),
  ),
  sessions: z.array(z.object({ msId: z.string(), tokenHash: z.string(), expiresAt: z.number() })),
  loginLog: z.array(z.object({ id: z.number(), msId: z.string(), account: z.string(), language: z.string(), time: z.number() })),
  loginAnswers: z.array(z.object({ account: z.string(), code: z.string(), desc: z.string().nullable() })),
  hostSwitches: z.record(z.string(), z.boolean()),
  messages: MessageBookJsonSchema.optional(),
  /** Optional: a snapshot from before the media library has none (nothing to lose, no media events existed). */
  media: z.object({ items: z.array(MediaItemSchema), cloud: z.array(z.string()) }).optional(),
  cameras: z.array(CameraSchema).optional(),
  /** Optional: a snapshot from before custom themes has none. */
  themes: z.object({ themes: z.array(CustomThemeSchema), access: z.array(z.object({ account: z.string(), access: z.record(z.string(), z.string()) })) }).optional(),
  lastCameraId: z.number().int().nonnegative().optional(),
  /** Optional: a snapshot from before video records has none (no such events existed). */
  videoRecords: z.array(VideoRecordSchema).optional(),
  /** Optional: a snapshot from before network management had no deleted groups, so its groups' highest gid. */
  lastGroupGid: z.number().int().nonnegative().optional(),
  /** Optional: a snapshot from before the broadcast service has none (no broadcast events existed). */
  broadcast: BroadcastBookJsonSchema.optional(),
  /** Optional: a snapshot from before job ticketing has none (no job events existed). */
  /** Optional: a snapshot from before indoor positioning has none (no indoor events existed). */
  indoor: z.object({ areas: z.array(IndoorAreaSchema), lastId: z.number().int().nonnegative(), fixes: z.array(IndoorFixSchema) }).optional(),
  jobs: z.object({ jobs: z.array(JobSchema), commonTasks: z.array(CommonTaskSchema), lastId: z.number().int().nonnegative(), lastTaskId: z.number().int().nonnegative() }).optional(),
  /** Optional: a snapshot from before account recovery has none (no recovery events existed). */
  recovery: RecoveryBookJsonSchema.optional(),
  /** Optional: a snapshot from before the patrol service has none (no patrol events existed). */
  patrol: PatrolBookJsonSchema.optional(),
  /** Optional: a snapshot from before the school module has none. */
  school: SchoolBookJsonSchema.optional(),
  /** Optional: a snapshot from before incidents has none (no incident events existed). */
  incidents: IncidentBookJsonSchema.optional(),
});
type SnapshotJson = z.infer<typeof SnapshotSchema>;

export function toSnapshotJson(state: PlatformState): Json {
  const snapshot: SnapshotJson = {
    version: SNAPSHOT_VERSION,
    head: state.head,
    groups: [...state.groups.values()],
    organisations: organisationBookToJson(state.organisations),
    terminals: [...state.terminals.values()],
    floors: [...state.floors.values()],
    lastTalk: [...state.lastTalk.values()],
    tempGroups: [...state.tempGroups.byGid.values()],
    calls: [...state.calls.values()],
    recall: [...state.recall.values()].flat(),
    mutes: [...state.mutes.values()],
    tones: [...state.tones.values()],
    sos: [...state.sos.byId.values()],
    lastSosId: state.sos.lastId,
    markers: [...state.markers.byId.values()],
    lastMarkerId: state.markers.lastId,
    fences: [...state.fences.byId.values()],
    fenceAlarms: state.fences.alarms,
    lastFenceId: state.fences.lastId,
    lastFenceAlarmId: state.fences.lastAlarmId,
    loneWork: [...state.loneWork.byId.values()],
    loneWorkAlarms: state.loneWork.alarms,
    lastLoneWorkId: state.loneWork.lastId,
    lastLoneWorkAlarmId: state.loneWork.lastAlarmId,
    lastTempGid: state.tempGroups.lastGid,
    accounts: [...state.accounts.values()],
    sessions: [...state.sessions.values()],
    loginLog: state.loginLog,
    loginAnswers: [...state.loginAnswers].map(([account, answer]) => ({ account, ...answer })),
    hostSwitches: { ...state.hostSwitches },
    messages: messageBookToJson(state.messages),
    media: { items: [...state.media.items.values()], cloud: [...state.media.cloud] },
    cameras: [...state.cameras.byId.values()],
    themes: { themes: [...state.themes.byHost.values()], access: [...state.themes.access].map(([account, access]) => ({ account, access })) },
    lastCameraId: state.cameras.lastId,
    indoor: { areas: [...state.indoor.byId.values()], lastId: state.indoor.lastId, fixes: [...state.indoor.fixes.values()] },
    videoRecords: [...state.videoRecords.values()],
    lastGroupGid: state.lastGroupGid,
    broadcast: broadcastBookToJson(state.broadcast),
    jobs: { jobs: [...state.jobs.byId.values()], commonTasks: [...state.jobs.commonTasks.values()], lastId: state.jobs.lastId, lastTaskId: state.jobs.lastTaskId },
    recovery: recoveryBookToJson(state.recovery),
    patrol: patrolBookToJson(state.patrol),
    school: schoolBookToJson(state.school),
    incidents: incidentBookToJson(state.incidents),
  };
  return snapshot;
}

/** The state a snapshot holds, or null when it is of another version or damaged (then the log is replayed). */
export function fromSnapshotJson(json: Json): PlatformState | null {
  const parsed = SnapshotSchema.safeParse(json);
  if (!parsed.success) return null;
  const snapshot = parsed.data;
  return {
    head: snapshot.head,
    groups: new Map(snapshot.groups.map((group) => [group.gid, group])),
    organisations: organisationBookFromJson(snapshot.organisations),
    lastGroupGid: snapshot.lastGroupGid ?? Math.max(0, ...snapshot.groups.map((group) => gidNumber(group.gid))),
    terminals: new Map(snapshot.terminals.map((terminal) => [terminal.msId, terminal])),
    floors: new Map(snapshot.floors.map((floor) => [floor.gid, floor])),
    lastTalk: new Map((snapshot.lastTalk ?? []).map((talk) => [talk.gid, talk])),
    calls: new Map(snapshot.calls.map((call) => [call.callId, call])),
    recall: recallIndexOf(snapshot.recall),
    mutes: new Map(snapshot.mutes.map((entry) => [entry.id, entry])),
    tones: new Map(snapshot.tones.map((tone) => [tone.id, tone])),
    sos: { byId: new Map(snapshot.sos.map((alarm) => [alarm.id, alarm])), lastId: snapshot.lastSosId },
    markers: { byId: new Map(snapshot.markers.map((marker) => [marker.id, marker])), lastId: snapshot.lastMarkerId },
    fences: {
      byId: new Map(snapshot.fences.map((fence) => [fence.fenceid, fence])),
      alarms: snapshot.fenceAlarms,
      lastId: snapshot.lastFenceId,
      lastAlarmId: snapshot.lastFenceAlarmId,
    },
    loneWork: {
      byId: new Map(snapshot.loneWork.map((work) => [work.id, work])),
      alarms: snapshot.loneWorkAlarms,
      lastId: snapshot.lastLoneWorkId,
      lastAlarmId: snapshot.lastLoneWorkAlarmId,
    },
    tempGroups: { byGid: new Map(snapshot.tempGroups.map((group) => [group.gid, group])), lastGid: snapshot.lastTempGid },
    accounts: new Map(snapshot.accounts.map((account) => [account.msId, account])),
    sessions: new Map(snapshot.sessions.map((session) => [session.tokenHash, session])),
    loginLog: snapshot.loginLog,
    loginAnswers: new Map(snapshot.loginAnswers.map(({ account, code, desc }) => [account, { code, desc }])),
    hostSwitches: snapshot.hostSwitches,
    messages: snapshot.messages ? messageBookFromJson(snapshot.messages) : emptyMessageBook(),
    media: snapshot.media ? { items: new Map(snapshot.media.items.map((item) => [item.id, item])), cloud: new Set(snapshot.media.cloud) } : emptyMediaBook(),
    // Optional: a snapshot from before cameras existed still loads (it had none).
    cameras: { byId: new Map((snapshot.cameras ?? []).map((camera) => [camera.id, camera])), lastId: snapshot.lastCameraId ?? 0 },
    videoRecords: new Map((snapshot.videoRecords ?? []).map((record) => [record.id, record])),
    themes: {
      byHost: new Map((snapshot.themes?.themes ?? []).map((theme) => [theme.hostname, theme])),
      access: new Map((snapshot.themes?.access ?? []).map(({ account, access }) => [account, access])),
    },
    indoor: {
      byId: new Map((snapshot.indoor?.areas ?? []).map((area) => [area.id, area])),
      lastId: snapshot.indoor?.lastId ?? 0,
      fixes: new Map((snapshot.indoor?.fixes ?? []).map((fix) => [fix.msId, fix])),
    },
    broadcast: snapshot.broadcast ? broadcastBookFromJson(snapshot.broadcast) : emptyBroadcastBook(),
    jobs: snapshot.jobs
      ? {
          byId: new Map(snapshot.jobs.jobs.map((job) => [job.id, job])),
          commonTasks: new Map(snapshot.jobs.commonTasks.map((task) => [task.id, task])),
          lastId: snapshot.jobs.lastId,
          lastTaskId: snapshot.jobs.lastTaskId,
        }
      : emptyJobBook(),
    recovery: snapshot.recovery ? recoveryBookFromJson(snapshot.recovery) : emptyRecoveryBook(),
    patrol: patrolBookFromJson(snapshot.patrol),
    school: schoolBookFromJson(snapshot.school),
    incidents: incidentBookFromJson(snapshot.incidents),
  };
}

function recallIndexOf(records: readonly TransmissionRecord[]): RecallIndex {
  const index: RecallIndex = new Map();
  for (const record of records) applyToRecall(index, { type: 'transmission.recorded', ...record });
  return index;
}

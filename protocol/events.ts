import { z } from 'zod';
import { GpsFixSchema, GroupSchema, TerminalSchema } from './entities.ts';
import { LogType } from './logs.ts';
import { AllCallEndedSchema, AllCallStartedSchema } from './allCall.ts';
import { CallConnectedSchema, CallEndedSchema, CallHandedOverSchema, CallInvitedSchema } from './calls.ts';
import { FenceAlarmAcknowledgedSchema, FenceAlarmedSchema, FenceAlarmHandedOverSchema, FenceAlarmResolvedSchema, FenceCreatedSchema, FenceDeletedSchema, FenceEditedSchema, FenceTerminalsSetSchema } from './fences.ts';
import { FloorIdleSchema, FloorQueueSchema, FloorReleasedSchema, FloorTakenSchema } from './floor.ts';
import {
  LoneWorkAddedSchema,
  LoneWorkAlarmAcknowledgedSchema,
  LoneWorkAlarmedSchema,
  LoneWorkAlarmHandedOverSchema,
  LoneWorkAlarmHandledSchema,
  LoneWorkCheckInSchema,
  LoneWorkEditedSchema,
  LoneWorkEndedSchema,
  LoneWorkRemovedSchema,
  LoneWorkRepliedSchema,
  LoneWorkStartedSchema,
} from './loneWork.ts';
import { JobAnsweredSchema, JobCommonTaskAddedSchema, JobCommonTaskRemovedSchema, JobCreatedSchema, JobDeletedSchema, JobHandedOverSchema } from './jobs.ts';
import { IndoorAreaRemovedSchema, IndoorAreaSetSchema, IndoorPositionSchema } from './indoor.ts';
import { MarkAddedSchema, MarkRemovedSchema, MarkUpdatedSchema } from './markers.ts';
import { TransmissionRecordedSchema } from './recordings.ts';
import { TerminalCallSetSchema } from './remoteControl.ts';
import {
  GroupColoredSchema,
  GroupDeletedSchema,
  GroupMembersAddedSchema,
  GroupMembersRemovedSchema,
  GroupRenamedSchema,
  TerminalIconSetSchema,
} from './network.ts';
import { SosAcknowledgedSchema, SosClosedSchema, SosHandedOverSchema, SosMarkedSchema, SosRaisedSchema } from './sos.ts';
import { TempGroupCreatedSchema, TempGroupEditedSchema, TempGroupRemovedSchema } from './tempGroups.ts';
import { TempGroupMemberJoinedSchema, TempGroupMemberLeftSchema } from './geoCalls.ts';

/**
 * Platform events that dispatchers see. Every one is a row of the emulator's event log; the socket
 * carries them with their log sequence number. Private events (accounts, sessions, lock-outs) never
 * leave the emulator and are not part of this union.
 */
/** `cid`: a root group's organisation (a child takes its parent's); absent in logs from before organisations. */
const GroupCreated = z.object({ type: z.literal('group.created'), group: GroupSchema, cid: z.string().max(64).optional() });
const TerminalRegistered = z.object({ type: z.literal('terminal.registered'), terminal: TerminalSchema });
/**
 * SPEC §4 log types ride on the events they describe (docs/protocol.md "Logs"). The emulator always
 * writes them; they are optional only because a log written before them has events without.
 */
const TerminalOnline = z.object({
  type: z.literal('terminal.online'),
  msId: z.string(),
  /** 5 online; 7 the account logged in elsewhere (its new socket replaced the old one). */
  logType: z.union([z.literal(LogType.Online), z.literal(LogType.LoggedInElsewhere)]).optional(),
});
const TerminalOffline = z.object({ type: z.literal('terminal.offline'), msId: z.string(), logType: z.literal(LogType.Offline).optional() });
const TerminalGps = z.object({ type: z.literal('terminal.gps'), msId: z.string(), fix: GpsFixSchema });
const TerminalStatus = z.object({
  type: z.literal('terminal.status'),
  msId: z.string(),
  battery: z.number().int().min(0).max(100),
  signal: z.number().int().min(0).max(5),
});
/** A dispatcher renamed the terminal (network management, PUT /ds/data/updateTerminalName). */
const TerminalRenamed = z.object({ type: z.literal('terminal.renamed'), msId: z.string(), msName: z.string() });
const TerminalGroupSwitched = z.object({
  type: z.literal('terminal.groupSwitched'),
  msId: z.string(),
  gid: z.string(),
  /** The dispatcher who switched it remotely; absent when the terminal switched itself. */
  by: z.string().optional(),
  logType: z.literal(LogType.GroupSwitch).optional(),
});

export const PlatformEventSchema = z.discriminatedUnion('type', [
  GroupCreated,
  TerminalRegistered,
  TerminalOnline,
  TerminalOffline,
  TerminalGps,
  TerminalStatus,
  TerminalGroupSwitched,
  TerminalRenamed,
  TerminalCallSetSchema,
  TerminalIconSetSchema,
  GroupRenamedSchema,
  GroupColoredSchema,
  GroupDeletedSchema,
  GroupMembersAddedSchema,
  GroupMembersRemovedSchema,
  FloorTakenSchema,
  FloorReleasedSchema,
  FloorIdleSchema,
  FloorQueueSchema,
  TempGroupCreatedSchema,
  TempGroupEditedSchema,
  TempGroupRemovedSchema,
  TempGroupMemberJoinedSchema,
  TempGroupMemberLeftSchema,
  CallInvitedSchema,
  CallConnectedSchema,
  CallEndedSchema,
  CallHandedOverSchema,
  TransmissionRecordedSchema,
  AllCallStartedSchema,
  AllCallEndedSchema,
  SosRaisedSchema,
  SosAcknowledgedSchema,
  SosClosedSchema,
  SosMarkedSchema,
  SosHandedOverSchema,
  FenceCreatedSchema,
  FenceEditedSchema,
  FenceTerminalsSetSchema,
  FenceDeletedSchema,
  FenceAlarmedSchema,
  FenceAlarmAcknowledgedSchema,
  FenceAlarmHandedOverSchema,
  FenceAlarmResolvedSchema,
  MarkAddedSchema,
  MarkUpdatedSchema,
  MarkRemovedSchema,
  LoneWorkAddedSchema,
  LoneWorkEditedSchema,
  LoneWorkRemovedSchema,
  LoneWorkStartedSchema,
  LoneWorkEndedSchema,
  LoneWorkCheckInSchema,
  LoneWorkRepliedSchema,
  LoneWorkAlarmedSchema,
  LoneWorkAlarmHandledSchema,
  LoneWorkAlarmAcknowledgedSchema,
  LoneWorkAlarmHandedOverSchema,
  JobCreatedSchema,
  JobAnsweredSchema,
  JobDeletedSchema,
  JobCommonTaskAddedSchema,
  JobCommonTaskRemovedSchema,
  JobHandedOverSchema,
  IndoorAreaSetSchema,
  IndoorAreaRemovedSchema,
  IndoorPositionSchema,
]);
export type PlatformEvent = z.infer<typeof PlatformEventSchema>;
export type PlatformEventType = PlatformEvent['type'];

export const PUBLIC_EVENT_TYPES: ReadonlySet<string> = new Set(
  PlatformEventSchema.options.map((option) => option.shape.type.value),
);

/** An event as the log holds it and the socket carries it. */
export type LoggedEvent = {
  readonly seq: number;
  readonly stream: string;
  readonly time: number;
  readonly event: PlatformEvent;
};

import { z } from 'zod';
import { GpsFixSchema, GroupSchema, TerminalSchema } from './entities.ts';
import { AllCallEndedSchema, AllCallStartedSchema } from './allCall.ts';
import { CallConnectedSchema, CallEndedSchema, CallInvitedSchema } from './calls.ts';
import { FloorIdleSchema, FloorQueueSchema, FloorReleasedSchema, FloorTakenSchema } from './floor.ts';
import { TransmissionRecordedSchema } from './recordings.ts';
import { SosAcknowledgedSchema, SosClosedSchema, SosRaisedSchema } from './sos.ts';
import { TempGroupCreatedSchema, TempGroupEditedSchema, TempGroupRemovedSchema } from './tempGroups.ts';

/**
 * Platform events that dispatchers see. Every one is a row of the emulator's event log; the socket
 * carries them with their log sequence number. Private events (accounts, sessions, lock-outs) never
 * leave the emulator and are not part of this union.
 */
const GroupCreated = z.object({ type: z.literal('group.created'), group: GroupSchema });
const TerminalRegistered = z.object({ type: z.literal('terminal.registered'), terminal: TerminalSchema });
const TerminalOnline = z.object({ type: z.literal('terminal.online'), msId: z.string() });
const TerminalOffline = z.object({ type: z.literal('terminal.offline'), msId: z.string() });
const TerminalGps = z.object({ type: z.literal('terminal.gps'), msId: z.string(), fix: GpsFixSchema });
const TerminalStatus = z.object({
  type: z.literal('terminal.status'),
  msId: z.string(),
  battery: z.number().int().min(0).max(100),
  signal: z.number().int().min(0).max(5),
});
const TerminalGroupSwitched = z.object({
  type: z.literal('terminal.groupSwitched'),
  msId: z.string(),
  gid: z.string(),
});

export const PlatformEventSchema = z.discriminatedUnion('type', [
  GroupCreated,
  TerminalRegistered,
  TerminalOnline,
  TerminalOffline,
  TerminalGps,
  TerminalStatus,
  TerminalGroupSwitched,
  FloorTakenSchema,
  FloorReleasedSchema,
  FloorIdleSchema,
  FloorQueueSchema,
  TempGroupCreatedSchema,
  TempGroupEditedSchema,
  TempGroupRemovedSchema,
  CallInvitedSchema,
  CallConnectedSchema,
  CallEndedSchema,
  TransmissionRecordedSchema,
  AllCallStartedSchema,
  AllCallEndedSchema,
  SosRaisedSchema,
  SosAcknowledgedSchema,
  SosClosedSchema,
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

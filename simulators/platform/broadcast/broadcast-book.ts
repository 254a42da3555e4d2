import { z } from 'zod';
import {
  BroadcastCasterSchema,
  BroadcastDeviceSchema,
  BroadcastFileSchema,
  BroadcastOrgSchema,
  BroadcastPlanSchema,
  BroadcastTaskSchema,
  RealTimeTaskSchema,
  type BroadcastCaster,
  type BroadcastDevice,
  type BroadcastFile,
  type BroadcastOrg,
  type BroadcastPlan,
  type BroadcastTask,
  type RealTimeTask,
} from '../../../protocol/index.ts';
import { organisationOfTerminal } from '../organisations/organisation-of.ts';
import type { PlatformState } from '../projection/state.ts';
import type { BroadcastEvent } from './broadcast-events.ts';

export type BroadcastSession = { readonly msId: string; readonly expiresAt: number };

/** What one tenant (platform organisation) has of the broadcast service: the records it sees and changes. */
export type BroadcastRecords = {
  readonly orgs: Map<number, BroadcastOrg>;
  readonly casters: Map<number, BroadcastCaster>;
  readonly devices: Map<number, BroadcastDevice>;
  readonly files: Map<number, BroadcastFile>;
  readonly tasks: Map<number, BroadcastTask>;
  readonly plans: Map<number, BroadcastPlan>;
  readonly realTime: RealTimeTask | null;
};

/**
 * The broadcast service's records by id, its sessions by token hash, and the last id given (one
 * sequence for all). `creators`: who first saved each record, whose organisation owns it. Each
 * organisation has its own real-time task: `realTimes` holds it as each dispatcher last saved it
 * (newest last; '' one from a snapshot from before), and an organisation's is its dispatchers' newest.
 */
export type BroadcastBook = Omit<BroadcastRecords, 'realTime'> & {
  readonly creators: Map<number, string>;
  readonly realTimes: Map<string, RealTimeTask>;
  readonly sessions: Map<string, BroadcastSession>;
  /** Broadcast access codes set by the test control, by account. */
  readonly access: Map<string, string>;
  lastId: number;
};

export const emptyBroadcastBook = (): BroadcastBook => ({
  orgs: new Map(),
  casters: new Map(),
  devices: new Map(),
  files: new Map(),
  tasks: new Map(),
  plans: new Map(),
  creators: new Map(),
  realTimes: new Map(),
  sessions: new Map(),
  access: new Map(),
  lastId: 0,
});

const seen = (book: BroadcastBook, id: number) => {
  book.lastId = Math.max(book.lastId, id);
};

/** Keeps a record under its id; ids come from one sequence, so every save advances it. Its first saver owns it. */
const save = <T extends { readonly id: number }>(book: BroadcastBook, records: Map<number, T>, record: T, by: string | null) => {
  records.set(record.id, record);
  if (by !== null && !book.creators.has(record.id)) book.creators.set(record.id, by);
  seen(book, record.id);
};

const remove = (book: BroadcastBook, records: Map<number, unknown>, id: number) => {
  records.delete(id);
  book.creators.delete(id);
};

/** Folds one broadcast event; the same on replay as when it was committed. */
export function applyToBroadcast(book: BroadcastBook, event: BroadcastEvent, time: number): void {
  switch (event.type) {
    case 'bcast.orgSaved':
      return save(book, book.orgs, event.org, event.by);
    case 'bcast.orgRemoved':
      return remove(book, book.orgs, event.id);
    case 'bcast.casterSaved':
      return save(book, book.casters, event.caster, event.by);
    case 'bcast.deviceSaved':
      return save(book, book.devices, event.device, event.by);
    case 'bcast.deviceRemoved':
      return remove(book, book.devices, event.id);
    case 'bcast.fileAdded':
      return save(book, book.files, event.file, event.by);
    case 'bcast.fileRemoved':
      return remove(book, book.files, event.id);
    case 'bcast.taskSaved':
      return save(book, book.tasks, event.task, event.by);
    case 'bcast.taskRemoved':
      return remove(book, book.tasks, event.id);
    case 'bcast.planSaved':
      return save(book, book.plans, event.plan, event.by);
    case 'bcast.realTimeSaved':
      // Moved to the end: the newest of an organisation's entries is its real-time task.
      book.realTimes.delete(event.by);
      book.realTimes.set(event.by, event.realTime);
      return seen(book, event.realTime.id);
    case 'bcast.sessionOpened':
      for (const [hash, session] of book.sessions) if (session.expiresAt <= time) book.sessions.delete(hash);
      book.sessions.set(event.tokenHash, { msId: event.msId, expiresAt: event.expiresAt });
      return;
    case 'bcast.sessionsClosed':
      for (const [hash, session] of book.sessions) if (session.msId === event.msId) book.sessions.delete(hash);
      return;
    case 'test.broadcastAccessSet':
      if (event.access === null) book.access.delete(event.account);
      else book.access.set(event.account, event.access);
      return;
  }
}

type OwnerState = Pick<PlatformState, 'terminals' | 'organisations' | 'broadcast'>;

/** The organisation of a record's first saver (or a real-time entry's saver); one with none known is the first organisation's. */
const ownerOf = (state: OwnerState, by: string | undefined): string | null =>
  by === undefined || by === '' ? state.organisations.first : organisationOfTerminal(state, by);

/** The organisation a broadcast record (by id) belongs to, or null for an unknown one. */
export const broadcastOwnerOf = (state: OwnerState, id: number): string | null => ownerOf(state, state.broadcast.creators.get(id));

/**
 * One organisation's part of the broadcast service (docs/protocol.md "Organisations"): what its
 * dispatchers saved, and its own real-time task. Every list and decision of a dispatcher reads it,
 * so another organisation's records are as unknown as missing ones. Ids stay the platform's.
 */
export function broadcastOf(state: OwnerState, cid: string | null): BroadcastRecords {
  const book = state.broadcast;
  const mine = <T>(records: Map<number, T>) => new Map([...records].filter(([id]) => cid !== null && broadcastOwnerOf(state, id) === cid));
  const realTime = [...book.realTimes].filter(([by]) => cid !== null && ownerOf(state, by) === cid).at(-1)?.[1] ?? null;
  return { orgs: mine(book.orgs), casters: mine(book.casters), devices: mine(book.devices), files: mine(book.files), tasks: mine(book.tasks), plans: mine(book.plans), realTime };
}

export const BroadcastBookJsonSchema = z.object({
  orgs: z.array(BroadcastOrgSchema),
  casters: z.array(BroadcastCasterSchema),
  devices: z.array(BroadcastDeviceSchema),
  files: z.array(BroadcastFileSchema),
  tasks: z.array(BroadcastTaskSchema),
  plans: z.array(BroadcastPlanSchema),
  /** A snapshot from before organisations had their own: the first organisation's real-time task. */
  realTime: RealTimeTaskSchema.nullable().optional(),
  realTimes: z.array(z.object({ by: z.string(), realTime: RealTimeTaskSchema })).optional(),
  /** Optional: a snapshot from before owners were kept has none (its records are the first organisation's). */
  creators: z.array(z.tuple([z.number(), z.string()])).optional(),
  sessions: z.array(z.object({ tokenHash: z.string(), msId: z.string(), expiresAt: z.number() })),
  access: z.array(z.object({ account: z.string(), access: z.string() })),
  lastId: z.number().int().nonnegative(),
});
export type BroadcastBookJson = z.infer<typeof BroadcastBookJsonSchema>;

export const broadcastBookToJson = (book: BroadcastBook): BroadcastBookJson => ({
  orgs: [...book.orgs.values()],
  casters: [...book.casters.values()],
  devices: [...book.devices.values()],
  files: [...book.files.values()],
  tasks: [...book.tasks.values()],
  plans: [...book.plans.values()],
  realTimes: [...book.realTimes].map(([by, realTime]) => ({ by, realTime })),
  creators: [...book.creators],
  sessions: [...book.sessions].map(([tokenHash, session]) => ({ tokenHash, ...session })),
  access: [...book.access].map(([account, access]) => ({ account, access })),
  lastId: book.lastId,
});

export const broadcastBookFromJson = (json: BroadcastBookJson): BroadcastBook => ({
  orgs: new Map(json.orgs.map((org) => [org.id, org])),
  casters: new Map(json.casters.map((caster) => [caster.id, caster])),
  devices: new Map(json.devices.map((device) => [device.id, device])),
  files: new Map(json.files.map((file) => [file.id, file])),
  tasks: new Map(json.tasks.map((task) => [task.id, task])),
  plans: new Map(json.plans.map((plan) => [plan.id, plan])),
  creators: new Map(json.creators ?? []),
  realTimes: new Map([...(json.realTime ? [['', json.realTime] as const] : []), ...(json.realTimes ?? []).map(({ by, realTime }) => [by, realTime] as const)]),
  sessions: new Map(json.sessions.map(({ tokenHash, msId, expiresAt }) => [tokenHash, { msId, expiresAt }])),
  access: new Map(json.access.map(({ account, access }) => [account, access])),
  lastId: json.lastId,
});

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
import type { BroadcastEvent } from './broadcast-events.ts';

export type BroadcastSession = { readonly msId: string; readonly expiresAt: number };

/** The broadcast service's records by id, its sessions by token hash, and the last id given (one sequence for all). */
export type BroadcastBook = {
  readonly orgs: Map<number, BroadcastOrg>;
  readonly casters: Map<number, BroadcastCaster>;
  readonly devices: Map<number, BroadcastDevice>;
  readonly files: Map<number, BroadcastFile>;
  readonly tasks: Map<number, BroadcastTask>;
  readonly plans: Map<number, BroadcastPlan>;
  realTime: RealTimeTask | null;
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
  realTime: null,
  sessions: new Map(),
  access: new Map(),
  lastId: 0,
});

const seen = (book: BroadcastBook, id: number) => {
  book.lastId = Math.max(book.lastId, id);
};

/** Keeps a record under its id; ids come from one sequence, so every save advances it. */
const save = <T extends { readonly id: number }>(book: BroadcastBook, records: Map<number, T>, record: T) => {
  records.set(record.id, record);
  seen(book, record.id);
};

/** Folds one broadcast event; the same on replay as when it was committed. */
export function applyToBroadcast(book: BroadcastBook, event: BroadcastEvent, time: number): void {
  switch (event.type) {
    case 'bcast.orgSaved':
      return save(book, book.orgs, event.org);
    case 'bcast.orgRemoved':
      book.orgs.delete(event.id);
      return;
    case 'bcast.casterSaved':
      return save(book, book.casters, event.caster);
    case 'bcast.deviceSaved':
      return save(book, book.devices, event.device);
    case 'bcast.deviceRemoved':
      book.devices.delete(event.id);
      return;
    case 'bcast.fileAdded':
      return save(book, book.files, event.file);
    case 'bcast.fileRemoved':
      book.files.delete(event.id);
      return;
    case 'bcast.taskSaved':
      return save(book, book.tasks, event.task);
    case 'bcast.taskRemoved':
      book.tasks.delete(event.id);
      return;
    case 'bcast.planSaved':
      return save(book, book.plans, event.plan);
    case 'bcast.realTimeSaved':
      book.realTime = event.realTime;
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

export const BroadcastBookJsonSchema = z.object({
  orgs: z.array(BroadcastOrgSchema),
  casters: z.array(BroadcastCasterSchema),
  devices: z.array(BroadcastDeviceSchema),
  files: z.array(BroadcastFileSchema),
  tasks: z.array(BroadcastTaskSchema),
  plans: z.array(BroadcastPlanSchema),
  realTime: RealTimeTaskSchema.nullable(),
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
  realTime: book.realTime,
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
  realTime: json.realTime,
  sessions: new Map(json.sessions.map(({ tokenHash, msId, expiresAt }) => [tokenHash, { msId, expiresAt }])),
  access: new Map(json.access.map(({ account, access }) => [account, access])),
  lastId: json.lastId,
});

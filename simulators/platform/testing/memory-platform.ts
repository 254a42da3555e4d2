import { TerminalType, type Group, type Terminal } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { Platform } from '../platform.ts';
import type { EventStore, NewEvent, StoredEvent } from '../store/event-store.ts';

/**
 * A Platform on an in-memory log with a clock the test moves: for unit tests of the services'
 * decisions, which need the state and commit() but not PGlite, sockets or HTTP (those are the
 * emulator tests' job). Appends settle at once and in order, as the group commit does.
 */
export type MemoryPlatform = {
  readonly platform: Platform;
  /** The business clock (Platform.now) and the commit time of events. */
  now(): number;
  advance(ms: number): void;
  set(time: number): void;
  /** Every event committed so far, in log order. */
  readonly committed: EmulatorEvent[];
  close(): Promise<void>;
};

export async function openMemoryPlatform(start: number): Promise<MemoryPlatform> {
  let time = start;
  let seq = 0;
  const committed: EmulatorEvent[] = [];
  const listeners: ((events: readonly StoredEvent[]) => void)[] = [];
  const store = {
    append: (events: readonly NewEvent[]) => {
      const stored = events.map((event) => ({ ...event, seq: ++seq, time }));
      committed.push(...events.map((event) => event.payload as EmulatorEvent));
      for (const listener of listeners) listener(stored);
      return Promise.resolve(stored);
    },
    readAfter: () => Promise.resolve([]),
    latestSnapshot: () => Promise.resolve(null),
    onCommitted: (listener: (events: readonly StoredEvent[]) => void) => {
      listeners.push(listener);
      return () => undefined;
    },
    saveSnapshot: () => Promise.resolve(),
    close: () => Promise.resolve(),
  } as unknown as EventStore;
  const platform = await Platform.open(store, { now: () => time, log: () => undefined });
  return {
    platform,
    now: () => time,
    advance: (ms) => void (time += ms),
    set: (at) => void (time = at),
    committed,
    close: () => platform.close(),
  };
}

/** A terminal of customer '1' (a radio unless `type` says otherwise), offline, without a fix. */
export const terminal = (msId: string, patch: Partial<Terminal> = {}): Terminal => ({
  msId,
  msName: `T-${msId}`,
  cid: '1',
  type: 6,
  online: 0,
  grp: [],
  currentGroup: '',
  battery: 90,
  signal: 4,
  model: 'test',
  gps: null,
  lastOnline: null,
  lastOffline: null,
  ...patch,
});

export const dispatcher = (msId: string, patch: Partial<Terminal> = {}): Terminal => terminal(msId, { type: TerminalType.Dispatcher, msName: `Dispatcher ${msId}`, ...patch });

export const group = (gid: string, patch: Partial<Group> = {}): Group => ({ gid, fid: '0', name: `G-${gid}`, color: '#123456', seqNum: Number(gid), ...patch });

/** Registers terminals and creates groups, in one commit. */
export function seed(platform: Platform, terminals: readonly Terminal[], groups: readonly Group[] = []): Promise<unknown> {
  return platform.commit([...groups.map((one) => ({ type: 'group.created' as const, group: one })), ...terminals.map((one) => ({ type: 'terminal.registered' as const, terminal: one }))]);
}

import type { EmulatorEvent, LogEntry } from '../events/emulator-event.ts';
import type { EventLogging } from '../logs/log-fields.ts';
import type { PlatformState } from './state.ts';

/** Every event type of the emulator's log, public and private. */
export type EventType = EmulatorEvent['type'];
export type EventOf<T extends EventType> = Extract<EmulatorEvent, { type: T }>;

/**
 * How the platform keeps one event type: the entity stream it is filed under (so the log can be read
 * per terminal, group or alarm), what it changes in the state, and how it reads in the log table.
 * Each module declares its own types (a module plugs in without touching the centre); modules.ts
 * lists the modules.
 */
export type EventHandling<T extends EventType> = {
  readonly stream: (event: EventOf<T>) => string;
  /** Absent for an event only the log keeps (a tone sent, a call handed over). */
  readonly apply?: (state: PlatformState, event: EventOf<T>, entry: LogEntry) => void;
  /** How its events appear in the log table; absent: only as any event with a SPEC log type does. */
  readonly log?: EventLogging;
};

/** One module's event types, each with its handling. */
export type ModuleEvents<T extends EventType> = { readonly [K in T]: EventHandling<K> };

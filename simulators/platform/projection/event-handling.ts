import type { EmulatorEvent, LogEntry } from '../events/emulator-event.ts';
import type { PlatformState } from './state.ts';

/** Every event type of the emulator's log, public and private. */
export type EventType = EmulatorEvent['type'];
export type EventOf<T extends EventType> = Extract<EmulatorEvent, { type: T }>;

/**
 * How the platform keeps one event type: the entity stream it is filed under (so the log can be read
 * per terminal, group or alarm), and what it changes in the state. Each module declares its own types
 * (ARCHITECTURE: a module plugs in without touching the centre); projection/event-registry.ts lists them.
 */
export type EventHandling<T extends EventType> = {
  readonly stream: (event: EventOf<T>) => string;
  /** Absent for an event only the log keeps (a tone sent, a call handed over). */
  readonly apply?: (state: PlatformState, event: EventOf<T>, entry: LogEntry) => void;
};

/** One module's event types, each with its handling. */
export type ModuleEvents<T extends EventType> = { readonly [K in T]: EventHandling<K> };

import { z } from 'zod';
import { PlatformEventSchema, PUBLIC_EVENT_TYPES, type PlatformEvent } from '../../../protocol/index.ts';
import type { Json, NewEvent, StoredEvent } from '../store/event-store.ts';
import { gpsEventRow } from './gps-event-row.ts';
import { handlingOf } from '../modules.ts';
import { PrivateEventSchema, type PrivateEvent } from './private-events.ts';

/** Everything the emulator's log holds: the public events of the protocol and its own private ones. */
export const EmulatorEventSchema = z.discriminatedUnion('type', [...PlatformEventSchema.options, ...PrivateEventSchema.options]);
export type EmulatorEvent = PlatformEvent | PrivateEvent;

/** An event of the log with its position and time; the payload is the event itself. */
export type LogEntry = { readonly seq: number; readonly time: number; readonly stream: string; readonly event: EmulatorEvent };

export const PUBLIC_TYPES: readonly string[] = [...PUBLIC_EVENT_TYPES];

export const isPublic = (event: EmulatorEvent): event is PlatformEvent => PUBLIC_EVENT_TYPES.has(event.type);

/** Streams group the events of one entity, so the log can be read per terminal or account; each type's module names its stream. */
export function streamOf(event: EmulatorEvent): string {
  return handlingOf(event.type).stream(event);
}

/** The store row of an event: nothing reaches the store that does not pass the schema. */
export function toNewEvent(event: EmulatorEvent): NewEvent {
  const fix = gpsEventRow(event);
  if (fix) return fix;
  const valid = EmulatorEventSchema.parse(event) as EmulatorEvent;
  return { stream: streamOf(valid), type: valid.type, payload: valid as Json };
}

/**
 * Our own rows, validated on the way in, come back as log entries without a second parse; the
 * store hands back exactly the JSON it was given.
 */
export const toLogEntry = (stored: StoredEvent): LogEntry => ({
  seq: stored.seq,
  time: stored.time,
  stream: stored.stream,
  event: stored.payload as EmulatorEvent,
});

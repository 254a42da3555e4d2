import type { LogEntry } from '../events/emulator-event.ts';
import { handlingOf } from '../modules.ts';
import { applyToOrganisations } from '../organisations/organisation-book.ts';
import type { PlatformState } from './state.ts';

/**
 * Folds one log entry into the state. Each event type's transition is its module's (modules.ts);
 * this only routes to it, so a GPS event costs O(1) however big the fleet. Events about an entity
 * that does not exist are ignored (they cannot be appended, see the commands).
 */
export function applyEntry(state: PlatformState, entry: LogEntry): void {
  const { event } = entry;
  state.head = entry.seq;
  applyToOrganisations(state.organisations, event, state.terminals);
  handlingOf(event.type).apply?.(state, event, entry);
}

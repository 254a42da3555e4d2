import type { EventHandling, EventType, ModuleEvents } from './projection/event-handling.ts';

/**
 * One module of the platform, the shape every service folder declares (docs/architecture.md "How to
 * add a module"): its name and its event types with their stream and projection. modules.ts lists
 * them; the projection and the store's stream keys loop over that list instead of switching on types.
 */
export type PlatformModule<T extends EventType = EventType> = {
  readonly name: string;
  readonly events: ModuleEvents<T>;
};

/** Declares a module; each event handler is typed by its own key. */
export const platformModule = <T extends EventType>(module: PlatformModule<T>): PlatformModule<T> => module;

/** The same handling for several event types of a module (one stream key, one reducer). */
export function handledAlike<T extends EventType>(types: readonly T[], handling: EventHandling<T>): ModuleEvents<T> {
  return Object.fromEntries(types.map((type) => [type, handling])) as unknown as ModuleEvents<T>;
}

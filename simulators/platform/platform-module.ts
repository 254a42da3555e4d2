import type { ModuleRoutes } from './http/route.ts';
import type { ModuleCommands } from './socket/command-handler.ts';
import type { EventHandling, EventType, ModuleEvents } from './projection/event-handling.ts';

/**
 * One module of the platform, the shape every service folder declares (docs/architecture.md "How to
 * add a module"): its name, its event types with their stream, projection and log row, and its
 * routes. modules.ts lists them; the projection, the store's stream keys, the log rows and the HTTP
 * app loop over that list instead of switching on types or importing route tables.
 */
export type PlatformModule<T extends EventType = EventType> = {
  readonly name: string;
  readonly events: ModuleEvents<T>;
  /** Its /ds routes (docs/protocol.md), each with its entry in the role table (auth/role-table.ts). */
  readonly routes?: ModuleRoutes;
  /** Its test controls (/test/*, docs/protocol.md "Test controls"), served only with --test-controls. */
  readonly testRoutes?: ModuleRoutes;
  /** Its socket commands (protocol CommandSchemas), each with its entry in the role table; read at the first command (see ModuleRoutes). */
  readonly commands?: () => ModuleCommands;
};

/**
 * Declares a module; each event handler is typed by its own key. The commands keep their names in
 * the type, so socket/commands.ts can check at compile time that every command has a module.
 */
export const platformModule = <T extends EventType, C extends ModuleCommands = Record<never, never>>(module: PlatformModule<T> & { readonly commands?: () => C }): Omit<PlatformModule<T>, 'commands'> & { readonly commands?: () => C } => module;

/** The same handling for several event types of a module (one stream key, one reducer). */
export function handledAlike<T extends EventType>(types: readonly T[], handling: EventHandling<T>): ModuleEvents<T> {
  return Object.fromEntries(types.map((type) => [type, handling])) as unknown as ModuleEvents<T>;
}

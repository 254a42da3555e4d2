import type { z } from 'zod';
import { featureOfCommand, refusalOf, CommandSchemas, type Feature, TerminalType, type CommandName } from '../../../protocol/index.ts';
import { refusedByFeature } from '../auth/access.ts';
import { COMMAND_ROLES, roleRefusal } from '../auth/role-table.ts';
import { PLATFORM_MODULES } from '../modules.ts';
import { parseInput } from '../parse-input.ts';
import type { Caller, CommandContext, CommandHandler, CommandOutcome, ModuleCommands } from './command-handler.ts';
import { plausibleReportGps, ReportGpsArgs } from './plausible-fix.ts';

export type { CommandContext, CommandOutcome } from './command-handler.ts';

const ARGS: { readonly [N in CommandName]: z.ZodType<z.infer<(typeof CommandSchemas)[N]>> } = {
  ...CommandSchemas,
  reportGps: ReportGpsArgs,
};

/** Hand-written checks of the hottest commands' arguments (each sound: null hands the input to ARGS). */
const FAST_ARGS: { readonly [N in CommandName]?: (raw: unknown) => z.infer<(typeof CommandSchemas)[N]> | null } = {
  reportGps: plausibleReportGps,
};

type CommandsOf<M> = M extends { readonly commands?: () => infer C } ? keyof C : never;
/** Compiles only while every command of the protocol has a module that handles it: a missing one is named in the error. */
function everyCommandHandled<_Unhandled extends never>(): void {}
everyCommandHandled<Exclude<CommandName, CommandsOf<(typeof PLATFORM_MODULES)[number]>>>();

type HandlerTable = { readonly [N in CommandName]: CommandHandler<N> };
let handlers: HandlerTable | null = null;

/** Each command's handler, from the one module that declares it (built on first use, as the event table is). */
export function commandHandlers(modules: readonly { readonly name: string; readonly commands?: () => ModuleCommands }[] = PLATFORM_MODULES): HandlerTable {
  const table: Record<string, unknown> = {};
  const owner = new Map<string, string>();
  for (const module of modules) {
    if (!module.commands) continue;
    const commands = module.commands();
    if (typeof commands !== 'object' || commands === null) throw new Error(`module ${module.name} has no command table (an import cycle?)`);
    for (const [name, handler] of Object.entries(commands)) {
      if (owner.has(name)) throw new Error(`command ${name} is handled by two modules: ${owner.get(name)} and ${module.name}`);
      owner.set(name, module.name);
      table[name] = handler;
    }
  }
  return table as HandlerTable;
}

/**
 * Runs one command of a logged-in account: validate, check, append its events, answer. Not async:
 * the handler's own promise is the answer (an async wrapper adds a promise and a resolve job per
 * command, and every GPS fix is one).
 */
export function runCommand(context: CommandContext, msId: string, name: CommandName, rawArgs: unknown): Promise<CommandOutcome> {
  const terminal = context.platform.state.terminals.get(msId);
  if (!terminal) return Promise.resolve({ code: '404', desc: 'no terminal for this account' });
  // The role table (docs/protocol.md "Roles"): the socket's one check of who may send what.
  const roleDenied = roleRefusal(COMMAND_ROLES[name], terminal.type);
  if (roleDenied) return Promise.resolve({ code: '403', desc: roleDenied });
  const feature = featureOfCommand(name);
  if (refusedByFeature(context.platform, msId, feature)) return Promise.resolve({ code: '403', desc: refusalOf(feature as Feature) });
  const fast = FAST_ARGS[name]?.(rawArgs) ?? null;
  const args = fast === null ? parseInput(ARGS[name] as z.ZodType<unknown>, rawArgs) : ({ ok: true, value: fast } as const);
  if (!args.ok) return Promise.resolve({ code: '400', desc: args.desc });
  const caller: Caller = { msId, terminal, isDispatcher: terminal.type === TerminalType.Dispatcher };
  handlers ??= commandHandlers();
  return (handlers[name] as CommandHandler<CommandName>)(context, caller, args.value as never);
}

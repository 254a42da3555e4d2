import type { z } from 'zod';
import type { CommandName, CommandSchemas, Terminal } from '../../../protocol/index.ts';
import type { AllCallService } from '../all-call/all-call-service.ts';
import type { CallService } from '../calls/call-service.ts';
import type { FloorControl } from '../floor/floor-control.ts';
import { groupOfCaller, sameOrganisation } from '../organisations/organisation-of.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import type { PlatformServices } from '../services.ts';
import type { TempGroupService } from '../temp-groups/temp-group-service.ts';
import type { TerminalMonitorService } from '../terminal-monitor/monitor-service.ts';
import type { ToneSender } from '../tones/tone-sender.ts';

export type CommandOutcome = { readonly code: string; readonly desc?: string; readonly data?: unknown };

/** What a command's handler may use: the platform, its services, and the socket hub's own (they send to sockets). */
export type CommandContext = {
  readonly platform: Platform;
  readonly services: PlatformServices;
  readonly floor: FloorControl;
  readonly tempGroups: TempGroupService;
  readonly calls: CallService;
  readonly allCalls: AllCallService;
  readonly tones: ToneSender;
  readonly monitors: TerminalMonitorService;
};

/** Who sent the command: runCommand has checked the account, its role and the host's features. */
export type Caller = { readonly msId: string; readonly terminal: Terminal; readonly isDispatcher: boolean };

export type CommandHandler<N extends CommandName> = (context: CommandContext, caller: Caller, args: z.infer<(typeof CommandSchemas)[N]>) => Promise<CommandOutcome>;

/** A module's socket commands (`satisfies ModuleCommands` types each handler's arguments by its name). */
export type ModuleCommands = { readonly [N in CommandName]?: CommandHandler<N> };

export const denied = (desc: string): CommandOutcome => ({ code: '403', desc });
export const ok = (data: unknown = null): CommandOutcome => ({ code: '0', data });

/** The caller's organisation's terminal: another's is unknown, as a missing one is (no existence oracle). */
export const ourTerminal = (state: PlatformState, caller: string, msId: string): Terminal | undefined => (sameOrganisation(state, caller, msId) ? state.terminals.get(msId) : undefined);
/** A group (fixed or temp) that exists and is of the caller's organisation. */
export const ourGroup = (state: PlatformState, caller: string, gid: string): boolean =>
  (state.groups.has(gid) || state.tempGroups.byGid.has(gid)) && groupOfCaller(state, caller, gid);

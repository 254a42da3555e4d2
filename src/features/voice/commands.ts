import type { CommandArgs, CommandName } from '../../../protocol/index.ts';

/** Sends a socket command through the session's one socket; rejects with SocketCommandError. */
export type SendCommand = <N extends CommandName>(name: N, args: CommandArgs<N>, timeoutMs?: number) => Promise<unknown>;

import { ok, type ModuleCommands } from '../socket/command-handler.ts';

/** The socket command that takes an account over from its other window (connection.ts does the taking). */
export const AUTH_COMMANDS = {
  // The role table's check is all it takes here: the connection then takes the account (connection.ts).
  takeAccount: () => Promise.resolve(ok()),
} satisfies ModuleCommands;

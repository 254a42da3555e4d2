/**
 * What a feature's screens get from the shell: the signed-in session's /ds client, socket commands,
 * stored credentials and terminal-camera frames. The shell provides it (src/app/session/SessionProvider.tsx);
 * a screen reads it with useConsole, so a feature wires its own screen without importing src/app.
 */
import { createContext, useContext } from 'react';
import type { Observable } from 'rxjs';
import type { CommandArgs, CommandName, DsClient, MonitorFrame } from '../../protocol/index.ts';

export type ConsoleServices = {
  readonly ds: DsClient;
  /** A socket command through the session's one socket; rejects with SocketCommandError. */
  command<N extends CommandName>(name: N, args: CommandArgs<N>, timeoutMs?: number): Promise<unknown>;
  /** The remembered account and password hash, to log in again (patrol, broadcast), or null. */
  storedCredentials(): Promise<{ account: string; passwordHash: string } | null>;
  readonly monitors$: Observable<MonitorFrame>;
};

const ConsoleContext = createContext<ConsoleServices | null>(null);

export const ConsoleProvider = ConsoleContext.Provider;

export function useConsole(): ConsoleServices {
  const services = useContext(ConsoleContext);
  if (!services) throw new Error('useConsole needs a ConsoleProvider above it');
  return services;
}

import { z } from 'zod';

/**
 * Remote control of a terminal (SPEC §3 "Terminal call-set status"): a dispatcher stuns it for a
 * while, kills it for good, or activates a stunned one. The platform keeps the status and refuses
 * what a disabled terminal asks for; the terminal obeys it too (docs/protocol.md "Remote control").
 */
export const CallSet = { Killed: 0, Stunned: 1, Active: 8 } as const;
export const CallSetSchema = z.union([z.literal(CallSet.Killed), z.literal(CallSet.Stunned), z.literal(CallSet.Active)]);
export type CallSetStatus = z.infer<typeof CallSetSchema>;

/** A terminal without a recorded call-set status (every one before its first) is active. */
export const callSetOf = (terminal: { readonly callSet?: CallSetStatus }): CallSetStatus => terminal.callSet ?? CallSet.Active;
export const isDisabled = (status: CallSetStatus): boolean => status !== CallSet.Active;

/** What a dispatcher may do next: stun and kill an active terminal, kill or activate a stunned one; a killed one stays killed. */
export function callSetChoices(status: CallSetStatus): readonly CallSetStatus[] {
  if (status === CallSet.Active) return [CallSet.Stunned, CallSet.Killed];
  if (status === CallSet.Stunned) return [CallSet.Active, CallSet.Killed];
  return [];
}

/** Why the platform refused a setCallSet (the reply's desc starts with it; the console words it). */
export const CallSetRefusal = {
  /** Killing is permanent: the platform does not bring a killed terminal back. */
  Killed: 'callSet:killed',
  /** Dispatchers are not remotely controlled. */
  Dispatcher: 'callSet:dispatcher',
  /** The terminal already has this status. */
  Unchanged: 'callSet:unchanged',
} as const;

export const RemoteControlCommandSchemas = {
  setCallSet: z.object({ msId: z.string().regex(/^\d{8}$/), status: CallSetSchema }),
} as const;

export const TerminalCallSetSchema = z.object({
  type: z.literal('terminal.callSet'),
  msId: z.string(),
  status: CallSetSchema,
  /** The dispatcher who set it. */
  by: z.string(),
});
export type TerminalCallSet = z.infer<typeof TerminalCallSetSchema>;

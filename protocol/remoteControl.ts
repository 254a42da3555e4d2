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

/**
 * A stun may be temporary: for an interval given in seconds, minutes or hours (SPEC §9), after
 * which the platform activates the terminal again by itself.
 */
export const StunInterval = {
  units: { s: 1, min: 60, h: 3_600 },
  /** A week at most: longer than that, a dispatcher kills or stuns until activated. */
  maxS: 7 * 24 * 3_600,
} as const;
export type StunIntervalUnit = keyof typeof StunInterval.units;
export const STUN_INTERVAL_UNITS = Object.keys(StunInterval.units) as StunIntervalUnit[];

export type StunIntervalProblem = 'required' | 'notWhole' | 'tooShort' | 'tooLong';

/** Seconds of an interval typed as text in a unit, or why it is not one (the platform checks the seconds too). */
export function stunIntervalSeconds(text: string, unit: StunIntervalUnit): { ok: true; seconds: number } | { ok: false; problem: StunIntervalProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'notWhole' };
  const seconds = Number(trimmed) * StunInterval.units[unit];
  if (seconds < 1) return { ok: false, problem: 'tooShort' };
  if (seconds > StunInterval.maxS) return { ok: false, problem: 'tooLong' };
  return { ok: true, seconds };
}

export const RemoteControlCommandSchemas = {
  setCallSet: z
    .object({
      msId: z.string().regex(/^\d{8}$/),
      status: CallSetSchema,
      /** Only with status 1: activate again after this many seconds. */
      forS: z.number().int().min(1).max(StunInterval.maxS).optional(),
    })
    .refine((args) => args.forS === undefined || args.status === CallSet.Stunned, { message: 'forS: only a stun has an interval', path: ['forS'] }),
} as const;

export const TerminalCallSetSchema = z.object({
  type: z.literal('terminal.callSet'),
  msId: z.string(),
  status: CallSetSchema,
  /** The dispatcher who set it; empty for the platform's own activation at the end of a timed stun. */
  by: z.string(),
  /** A timed stun: epoch ms when the platform activates the terminal again. */
  until: z.number().optional(),
  /** The activation that ended a timed stun. */
  expired: z.literal(true).optional(),
});
export type TerminalCallSet = z.infer<typeof TerminalCallSetSchema>;

import { TerminalType } from './codes.ts';
import type { Terminal } from './entities.ts';

/**
 * Several dispatchers at once (ours; docs/protocol.md "Hand-over"): an SOS alarm, a job or a call has
 * one dispatcher handling it, and that dispatcher may hand it to another. The refusals and the choice
 * of targets are one rule for every kind; each kind adds its own conditions (an SOS must be
 * acknowledged, ...).
 */

/** Refusal texts (`desc`) shared by every hand-over. */
export const HandOverRefusal = {
  NotHandler: 'handler:other',
  ToSelf: 'to:self',
  ToNotDispatcher: 'to:not-dispatcher',
} as const;

export type HandOverTargetRefusal = { readonly code: '400'; readonly desc: string };

/** Why `caller` may not hand to `to` (the target's account, if it exists), or null when they may. */
export function handOverTargetRefusal(caller: string, to: string, target: Pick<Terminal, 'type'> | undefined): HandOverTargetRefusal | null {
  if (to === caller) return { code: '400', desc: HandOverRefusal.ToSelf };
  if (target?.type !== TerminalType.Dispatcher) return { code: '400', desc: HandOverRefusal.ToNotDispatcher };
  return null;
}

/** The dispatchers something can be handed to: every dispatcher account but me, by name. */
export const handOverTargets = (terminals: Iterable<Pick<Terminal, 'msId' | 'msName' | 'type'>>, me: string | null): { msId: string; msName: string }[] =>
  [...terminals]
    .filter((terminal) => terminal.type === TerminalType.Dispatcher && terminal.msId !== me)
    .map(({ msId, msName }) => ({ msId, msName }))
    .sort((a, b) => a.msName.localeCompare(b.msName) || a.msId.localeCompare(b.msId));

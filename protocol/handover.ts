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

/**
 * Fence and lone-worker alarms (ours; docs/protocol.md "Hand-over"): raised with nobody handling them;
 * a dispatcher acknowledges one and becomes its handler; only the handler hands it over (to another
 * dispatcher account, the shared rule above) or closes it (a fence alarm is resolved, a lone-worker
 * alarm handled with a remark). The platform has no administrator role among its accounts, so, as for
 * jobs, nobody but the handler may. The console offers only what this rule allows.
 */
export type AlarmHandling = {
  /** Who handles it, or null while nobody has acknowledged it. */
  readonly handler: string | null;
  /** Closed (resolved or handled): nothing more to do. */
  readonly closed: boolean;
};

export type AlarmStep = 'acknowledge' | 'handOver' | 'close';

/** Refusal texts (`desc`) of the alarm steps besides the shared ones (the same words as the SOS workflow's). */
export const AlarmStepRefusal = {
  Closed: 'status:closed',
  NotAcknowledged: 'status:not-acknowledged',
  Acknowledged: 'handler:already',
  NotHandler: HandOverRefusal.NotHandler,
} as const;

export type AlarmStepRefusal = { readonly code: '403' | '409'; readonly desc: string };

/**
 * Why `caller` may not take `step` on the alarm now, or null when they may. Closing an alarm nobody
 * acknowledged is allowed (the console's one-step "Handle" of a lone-worker alarm, SPEC §7 updateAlarm).
 */
export function alarmStepRefusal(alarm: AlarmHandling, step: AlarmStep, caller: string): AlarmStepRefusal | null {
  if (alarm.closed) return { code: '409', desc: AlarmStepRefusal.Closed };
  if (step === 'acknowledge') return alarm.handler === null ? null : { code: '409', desc: AlarmStepRefusal.Acknowledged };
  if (alarm.handler === null) return step === 'close' ? null : { code: '409', desc: AlarmStepRefusal.NotAcknowledged };
  if (alarm.handler !== caller) return { code: '403', desc: AlarmStepRefusal.NotHandler };
  return null;
}

/** The steps `caller` may take now: what the console offers. */
export const alarmAllowedSteps = (alarm: AlarmHandling, caller: string): AlarmStep[] =>
  (['acknowledge', 'handOver', 'close'] as const).filter((step) => alarmStepRefusal(alarm, step, caller) === null);

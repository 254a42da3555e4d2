import { z } from 'zod';
import { HandOverRefusal } from './handover.ts';
import { AlarmStatus, type SosAlarm } from './sos.ts';

/**
 * The emergency workflow of an SOS alarm (ours; docs/protocol.md "Emergency workflow"): raised (0) →
 * acknowledged (1, the acknowledging dispatcher becomes its handler) → marked valid or false by the
 * handler → resolved (2) by the handler. The handler may hand the alarm to another dispatcher, who
 * then handles it. The console shows only the actions this rule allows; the platform refuses the rest
 * with the same codes.
 */

export const SosVerdict = { Valid: 'valid', False: 'false' } as const;
export type SosVerdict = (typeof SosVerdict)[keyof typeof SosVerdict];

export type SosAction = 'mark' | 'resolve' | 'handOver';

/** Refusal texts (`desc`) of the workflow's steps. */
export const SosWorkflowRefusal = {
  NotAcknowledged: 'status:not-acknowledged',
  Closed: 'status:closed',
  NotHandler: HandOverRefusal.NotHandler,
  VerdictMissing: 'verdict:missing',
  AlreadyMarked: 'verdict:already',
  ToSelf: HandOverRefusal.ToSelf,
  ToNotDispatcher: HandOverRefusal.ToNotDispatcher,
} as const;

export type SosStepRefusal = { readonly code: '403' | '409'; readonly desc: string };

/** Why `caller` may not take `action` on the alarm now, or null when they may. */
export function sosStepRefusal(alarm: SosAlarm, action: SosAction, caller: string): SosStepRefusal | null {
  if (alarm.status === AlarmStatus.Closed) return { code: '409', desc: SosWorkflowRefusal.Closed };
  if (alarm.status === AlarmStatus.Alarm) return { code: '409', desc: SosWorkflowRefusal.NotAcknowledged };
  if (alarm.handler !== caller) return { code: '403', desc: SosWorkflowRefusal.NotHandler };
  if (action === 'mark' && alarm.verdict !== null) return { code: '409', desc: SosWorkflowRefusal.AlreadyMarked };
  if (action === 'resolve' && alarm.verdict === null) return { code: '409', desc: SosWorkflowRefusal.VerdictMissing };
  return null;
}

/** The steps `caller` may take now: what the console offers. */
export const sosAllowedSteps = (alarm: SosAlarm, caller: string): SosAction[] =>
  (['mark', 'resolve', 'handOver'] as const).filter((action) => sosStepRefusal(alarm, action, caller) === null);

const MsId = z.string().regex(/^\d{8}$/);
const AlarmId = z.string().min(1).max(64);

/** PUT /ds/sos/markSos: the handler's verdict. */
export const SosMarkBody = z.object({ id: AlarmId, verdict: z.enum([SosVerdict.Valid, SosVerdict.False]) });
/** PUT /ds/sos/handOverSos: the handler gives the alarm to another dispatcher. */
export const SosHandOverBody = z.object({ id: AlarmId, to: MsId });

export const PATH_MARK_SOS = '/ds/sos/markSos';
export const PATH_HAND_OVER_SOS = '/ds/sos/handOverSos';

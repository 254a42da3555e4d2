import {
  DsError,
  PATH_HAND_OVER_SOS,
  PATH_MARK_SOS,
  SosUpdateAnswerSchema,
  SosWorkflowRefusal,
  type SosAlarm,
  type SosVerdict,
} from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';
import type { SosDs, UpdateResult } from './model.ts';

/** The console's side of the emergency workflow (protocol/sosWorkflow.ts): its calls and its words. */

async function put(ds: SosDs, path: string, body: unknown): Promise<UpdateResult> {
  try {
    const data = await ds.put(path, body);
    return { ok: true, answer: SosUpdateAnswerSchema.parse(data.desc) };
  } catch (error) {
    return { ok: false, code: error instanceof DsError ? error.code : '500', desc: error instanceof DsError ? (error.desc ?? '') : '' };
  }
}

export const markSos = (ds: SosDs, id: string, verdict: SosVerdict) => put(ds, PATH_MARK_SOS, { id, verdict });
export const handOverSos = (ds: SosDs, id: string, to: string) => put(ds, PATH_HAND_OVER_SOS, { id, to });

const REFUSAL_KEY: Readonly<Record<string, MessageKey>> = {
  [SosWorkflowRefusal.NotAcknowledged]: 'sosWorkflow.error.notAcknowledged',
  [SosWorkflowRefusal.Closed]: 'sosWorkflow.error.closed',
  [SosWorkflowRefusal.NotHandler]: 'sosWorkflow.error.notHandler',
  [SosWorkflowRefusal.VerdictMissing]: 'sosWorkflow.error.verdictMissing',
  [SosWorkflowRefusal.AlreadyMarked]: 'sosWorkflow.error.alreadyMarked',
  [SosWorkflowRefusal.ToSelf]: 'sosWorkflow.error.toSelf',
  [SosWorkflowRefusal.ToNotDispatcher]: 'sosWorkflow.error.toNotDispatcher',
};

/** A refusal of the platform in the dispatcher's words (its `desc` names the rule). */
export const stepFailureKey = (desc: string | undefined): MessageKey => REFUSAL_KEY[desc ?? ''] ?? 'sosWorkflow.error.failed';

/** Who handles the alarm, for a list: "Handled by you", "Handled by <name>", or null when nobody does yet. */
export function handlerLabel(alarm: SosAlarm, me: string | null): { readonly key: MessageKey; readonly who: string } | null {
  if (alarm.handler === null) return null;
  if (alarm.handler === me) return { key: 'sosWorkflow.handledByYou', who: '' };
  return { key: 'sosWorkflow.handledBy', who: alarm.handlerName ?? alarm.handler };
}

/** The dispatchers an alarm can be handed to: the shared rule (protocol/handover.ts). */
export { handOverTargets } from '../../../protocol/index.ts';

import { AlarmStepRefusal, DsError, HandOverRefusal } from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

const REFUSAL_KEY: Readonly<Record<string, MessageKey>> = {
  [AlarmStepRefusal.Closed]: 'alarmHandling.error.closed',
  [AlarmStepRefusal.NotAcknowledged]: 'alarmHandling.error.notAcknowledged',
  [AlarmStepRefusal.Acknowledged]: 'alarmHandling.error.acknowledged',
  [AlarmStepRefusal.NotHandler]: 'alarmHandling.error.notHandler',
  [HandOverRefusal.ToSelf]: 'alarmHandling.error.toSelf',
  [HandOverRefusal.ToNotDispatcher]: 'alarmHandling.error.toNotDispatcher',
};

/** A refused alarm step (acknowledge, hand over, close) in the dispatcher's words, with its code. */
export function alarmStepFailure(error: unknown): { readonly key: MessageKey; readonly code: string } {
  if (!(error instanceof DsError)) return { key: 'alarmHandling.error.failed', code: '500' };
  const key = REFUSAL_KEY[error.desc ?? ''] ?? (error.code === '404' ? 'alarmHandling.error.unknown' : 'alarmHandling.error.failed');
  return { key, code: error.code };
}

/** Who handles the alarm, as the records show it: nobody yet, you, or the handler's name. */
export function alarmHandlerLabel(handler: string | null, handlerName: string | undefined, me: string | null): { readonly key: MessageKey } | { readonly name: string } {
  if (handler === null) return { key: 'alarmHandling.nobody' };
  if (handler === me) return { key: 'alarmHandling.you' };
  return { name: handlerName ?? handler };
}

import { AlarmStatus, handOverTargetRefusal, SosLogType, SosRefusal, sosStepRefusal, TerminalType, type SosAlarm, type SosVerdict } from '../../../protocol/index.ts';
import type { Platform } from '../platform.ts';
import { alarmOfOrganisation } from './find-sos.ts';

export type SosAnswer = { readonly code: '0'; readonly alarm: SosAlarm; readonly changed: boolean } | { readonly code: string; readonly desc: string; readonly alarm?: SosAlarm };

/**
 * The workflow's steps after acknowledgement (protocol/sosWorkflow.ts), each one decision on the
 * state and one appended event. Run inside SosService's queue, so two dispatchers never both win.
 */

type Dispatcher = { readonly msId: string; readonly msName: string; readonly cid: string };

/** The caller as a dispatcher and the alarm, or the refusal. */
function caseOf(platform: Platform, caller: string, id: string): { me: Dispatcher; alarm: SosAlarm } | SosAnswer {
  const me = platform.state.terminals.get(caller);
  if (me?.type !== TerminalType.Dispatcher) return { code: '403', desc: SosRefusal.NotDispatcher };
  const alarm = platform.state.sos.byId.get(id);
  // Another organisation's alarm is unknown, as a missing one is.
  if (!alarm || !alarmOfOrganisation(platform.state, alarm, me.cid)) return { code: '404', desc: SosRefusal.Unknown };
  return { me, alarm };
}

const done = (platform: Platform, id: string): SosAnswer => ({ code: '0', alarm: platform.state.sos.byId.get(id)!, changed: true });

/** The handler marks the alarm a real emergency or a false alarm (141). */
export async function markStep(platform: Platform, caller: string, id: string, verdict: SosVerdict): Promise<SosAnswer> {
  const found = caseOf(platform, caller, id);
  if ('code' in found) return found;
  const { me, alarm } = found;
  const refusal = sosStepRefusal(alarm, 'mark', caller);
  if (refusal) return { ...refusal, alarm };
  await platform.commit([{ type: 'sos.marked', id, msId: alarm.msId, verdict, by: caller, byName: me.msName, time: platform.now(), logType: SosLogType.Marked }]);
  return done(platform, id);
}

/** The handler gives the alarm to another dispatcher (142); from then on only they may mark or resolve it. */
export async function handOverStep(platform: Platform, caller: string, id: string, to: string): Promise<SosAnswer> {
  const found = caseOf(platform, caller, id);
  if ('code' in found) return found;
  const { me, alarm } = found;
  const refusal = sosStepRefusal(alarm, 'handOver', caller);
  if (refusal) return { ...refusal, alarm };
  // Another organisation's dispatcher is no target, as an unknown account is not.
  const named = platform.state.terminals.get(to);
  const target = named?.cid === me.cid ? named : undefined;
  const targetRefusal = handOverTargetRefusal(caller, to, target);
  if (targetRefusal) return { ...targetRefusal, alarm };
  await platform.commit([
    { type: 'sos.handedOver', id, msId: alarm.msId, from: caller, fromName: me.msName, to, toName: target!.msName, time: platform.now(), logType: SosLogType.HandedOver },
  ]);
  return done(platform, id);
}

/** Resolving is the remote close (119): only the handler, and only once they gave a verdict. */
export function resolveRefusal(alarm: SosAlarm, caller: string): SosAnswer | null {
  if (alarm.status === AlarmStatus.Closed) return { code: '409', desc: SosRefusal.Closed, alarm };
  const refusal = sosStepRefusal(alarm, 'resolve', caller);
  return refusal ? { ...refusal, alarm } : null;
}

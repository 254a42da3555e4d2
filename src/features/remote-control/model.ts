/**
 * Remote control of a terminal (SPEC §3 call-set status, §7 set call-set): the choices a
 * dispatcher has for a terminal's status and what the platform's refusals say.
 */
import { CallSet, CallSetRefusal, SocketCommandError, SocketError, type CallSetStatus } from '../../../protocol/index.ts';
import type { MessageKey } from '../../ui/index.ts';

export type CallSetAction = 'stun' | 'kill' | 'activate';

export const STATUS_OF: Readonly<Record<CallSetAction, CallSetStatus>> = { stun: CallSet.Stunned, kill: CallSet.Killed, activate: CallSet.Active };

/** The actions offered for a status, in menu order (callSetChoices decides which are allowed). */
export function actionsFor(choices: readonly CallSetStatus[]): CallSetAction[] {
  return (['stun', 'activate', 'kill'] as const).filter((action) => choices.includes(STATUS_OF[action]));
}

export type CallSetProblem = { readonly key: MessageKey; readonly code?: string };

/** The localised reason a setCallSet failed: SPEC §8 socket errors, the platform's refusals, else the code. */
export function callSetProblemOf(error: unknown): CallSetProblem {
  const code = error instanceof SocketCommandError ? error.code : String(error);
  const desc = error instanceof SocketCommandError ? (error.desc ?? '') : '';
  if (desc.startsWith(CallSetRefusal.Killed)) return { key: 'remoteControl.refused.killed' };
  if (desc.startsWith(CallSetRefusal.Dispatcher)) return { key: 'remoteControl.refused.dispatcher' };
  if (desc.startsWith(CallSetRefusal.Unchanged)) return { key: 'remoteControl.refused.unchanged' };
  switch (code) {
    case SocketError.Disconnected:
      return { key: 'voice.error.disconnected' };
    case SocketError.NotOnline:
      return { key: 'voice.error.notOnline' };
    case SocketError.NoSocket:
      return { key: 'voice.error.noSocket' };
    case SocketError.Timeout:
      return { key: 'groupOps.error.timeout' };
    case '403':
      return { key: 'remoteControl.refused.forbidden' };
    case '404':
      return { key: 'remoteControl.refused.notFound' };
    default:
      return { key: 'remoteControl.refused.failed', code };
  }
}

/**
 * Remote control of a terminal (SPEC §3 call-set status, §7 set call-set): the choices a
 * dispatcher has for a terminal's status and what the platform's refusals say.
 */
import { CallSet, CallSetRefusal, SocketCommandError, type CallSetStatus } from '../../../../protocol/index.ts';
import { commandFailureOf, type CommandFailure } from '../../voice/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

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
  if (code === '403') return { key: 'remoteControl.refused.forbidden' };
  if (code === '404') return { key: 'remoteControl.refused.notFound' };
  const failure = commandFailureOf(error);
  return failure.kind === 'code' ? { key: 'remoteControl.refused.failed', code: failure.code } : { key: SOCKET_FAILURE_KEYS[failure.kind] };
}

/** SPEC §8 socket errors in the words the console already uses for them. */
const SOCKET_FAILURE_KEYS: Readonly<Record<Exclude<CommandFailure['kind'], 'code'>, MessageKey>> = {
  disconnected: 'voice.error.disconnected',
  'not-online': 'voice.error.notOnline',
  'no-socket': 'voice.error.noSocket',
  timeout: 'groupOps.error.timeout',
};

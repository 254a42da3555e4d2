/**
 * Group switches from the home screen (SPEC §4): the dispatcher's own (switchGroup) and a
 * terminal's remote switch (remoteSwitchGroup), and what their refusals say.
 */
import { SocketCommandError, SocketError } from '../../../../protocol/index.ts';
import type { MessageKey } from '../../../ui/index.ts';

export type SwitchRefusal = { readonly key: MessageKey; readonly code?: string };

/** The localised reason a switch failed: SPEC §8 socket errors, the platform's 403/404/101, else the code. */
export function switchRefusalOf(error: unknown, remote: boolean): SwitchRefusal {
  const code = error instanceof SocketCommandError ? error.code : String(error);
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
      return { key: remote ? 'groupOps.error.notMember' : 'groupOps.error.forbidden' };
    case '404':
      return { key: 'groupOps.error.unknown' };
    case '101':
      return { key: 'groupOps.error.offline' };
    default:
      return { key: 'voice.error.code', code };
  }
}

/** Groups a terminal may be moved to: its own, the current one first out. */
export const remoteTargets = (grp: readonly string[], currentGroup: string): string[] => [...new Set(grp)].filter((gid) => gid !== currentGroup);

import type { Group, Terminal, UserInfo } from '../../../protocol/index.ts';
import type { PlatformState } from './state.ts';

/** Read models the API and socket serve, computed from the state on demand. */

export const groupList = (state: PlatformState): Group[] => [...state.groups.values()];

export const terminalList = (state: PlatformState): Terminal[] => [...state.terminals.values()];

/** What a socket login answers about the account: its terminal entry and current group. */
export function userInfoOf(state: PlatformState, msId: string): UserInfo | null {
  const terminal = state.terminals.get(msId);
  if (!terminal) return null;
  const group = state.groups.get(terminal.currentGroup);
  return {
    msId,
    msName: terminal.msName,
    msType: terminal.type,
    gId: terminal.currentGroup,
    gName: group?.name ?? '',
    pttGroup: terminal.currentGroup,
  };
}

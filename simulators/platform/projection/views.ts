import type { Group, Terminal, UserInfo } from '../../../protocol/index.ts';
import type { PlatformState } from './state.ts';
import { groupsOfOrganisation, terminalsOfOrganisation } from '../organisations/organisation-of.ts';

/** Read models the API and socket serve, computed from the state on demand. */

/** An organisation's groups and terminals: what its dispatchers see (organisations/organisation-of.ts). */
export const groupList = (state: PlatformState, cid: string | null): Group[] => groupsOfOrganisation(state, cid);

export const terminalList = (state: PlatformState, cid: string | null): Terminal[] => terminalsOfOrganisation(state, cid);

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

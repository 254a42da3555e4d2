import { CameraProtocol, FLOOR_ROOM_OF, TerminalType } from '../../../protocol/index.ts';
import { CALL_ROOM_RANGE } from '../all-call/janus-one-way-media.ts';
import { isDispatcherAccount } from '../auth/access.ts';
import { streamOfCaller } from '../cameras/camera-book.ts';
import type { Platform } from '../platform.ts';
import type { PlatformState } from '../projection/state.ts';
import { tempGroupsOf } from '../projection/temp-group-reducer.ts';
import { organisationOfGroup } from '../organisations/organisation-of.ts';

/**
 * Who may use which room and mount point of Janus: the platform's decisions, which the /janus
 * proxy enforces message by message (docs/protocol.md "Media (Janus)"). A terminal's rooms are the
 * floor's membership: its own groups (its current one included) and the temp groups it is a member
 * of. A dispatcher monitors every fixed group of its organisation (as it hears every group's
 * recordings, http/recall-routes.ts), besides its own temp groups; it talks only where the floor
 * lets it (mayTalkIn), so listening more widely gives it no voice there.
 */
export { isDispatcherAccount };

/**
 * May the account hear this group, live or recorded? One rule for the /janus proxy and instant
 * recall, so what a console can replay is what it could have heard. Only groups of the account's
 * own organisation. A terminal: its own groups and the temp groups it is a member of. A dispatcher:
 * every fixed group, the temp groups it is a member of, and the recordings of a group that no longer exists (a removed temp group's talk is the
 * organisation's history, and no one can be heard there live any more).
 */
export function mayHearGroup(state: PlatformState, msId: string, gid: string): boolean {
  const terminal = state.terminals.get(msId);
  if (!terminal || gid === '') return false;
  const temp = state.tempGroups.byGid.get(gid);
  if (temp) return temp.members.includes(msId);
  // Another organisation's groups, live or recorded, are never heard (organisations/organisation-of.ts).
  if (organisationOfGroup(state, gid) !== terminal.cid) return false;
  if (terminal.type === TerminalType.Dispatcher) return true;
  return terminal.grp.includes(gid) || terminal.currentGroup === gid;
}

/** The groups (fixed and temporary) whose rooms the account may listen to. */
export function mediaGroupsOf(platform: Platform, msId: string): Set<string> {
  const { state } = platform;
  const terminal = state.terminals.get(msId);
  if (!terminal) return new Set();
  const fixed = terminal.type === TerminalType.Dispatcher ? [...state.groups.keys()] : [...terminal.grp, terminal.currentGroup];
  return new Set([...fixed, ...tempGroupsOf(state.tempGroups, msId)].filter((gid) => mayHearGroup(state, msId, gid)));
}

/** A one-way call's own room (all-call, broadcast call): its pin, given only to the caller, is the key. */
export const isCallRoom = (room: number): boolean => room >= CALL_ROOM_RANGE.first && room < CALL_ROOM_RANGE.first + CALL_ROOM_RANGE.size;

/** The group whose room this is, if it is one of ours. */
export function groupOfRoom(platform: Platform, room: number): string | null {
  const gid = String(room);
  const known = platform.state.groups.has(gid) || platform.state.tempGroups.byGid.has(gid);
  return known && FLOOR_ROOM_OF(gid) === room ? gid : null;
}

/** May the account join, list or ask about this AudioBridge room? */
export function mayUseRoom(platform: Platform, msId: string, room: number): boolean {
  if (isCallRoom(room)) return isDispatcherAccount(platform, msId);
  const gid = groupOfRoom(platform, room);
  return gid !== null && mediaGroupsOf(platform, msId).has(gid);
}

/** May the account be heard in this room now: it holds the group's floor (not a one-way call's), or it is a call room's caller. */
export function mayTalkIn(platform: Platform, msId: string, room: number | null): boolean {
  if (room === null) return false;
  if (isCallRoom(room)) return isDispatcherAccount(platform, msId);
  const gid = groupOfRoom(platform, room);
  if (gid === null) return false;
  const floor = platform.state.floors.get(gid);
  return floor?.talker?.msId === msId && !floor.oneWay;
}

/**
 * May the account watch this Streaming mount point? Dispatchers only: a WebRTC camera of the
 * organisation, or a private mount whose pin it brings (a terminal camera monitor's grant).
 */
export function mayWatch(platform: Platform, msId: string, mount: unknown, hasPin: boolean): boolean {
  if (!isDispatcherAccount(platform, msId) || typeof mount !== 'number' || !Number.isSafeInteger(mount)) return false;
  if (hasPin) return true;
  // A camera of the account's own organisation: another's mount is none of its.
  return streamOfCaller(platform.state, msId, String(mount), CameraProtocol.WebRtc);
}

/**
 * Push-to-talk as the dispatcher sees it: the local press (what this console asked and was
 * answered) combined with the group's floor from the event log (what the platform says), so the
 * button shows idle, requesting, talking with time left, queued with a position, denied, or why
 * the floor was taken away.
 */
import {
  FloorAnswerSchema,
  SocketCommandError,
  SocketError,
  type FloorAnswer,
  type FloorDenyReason,
  type FloorReleaseReason,
  type Group,
  type TempGroup,
  type UserInfo,
} from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import { queuePosition, talkTimeLeft, type GroupFloor } from '../../../state/floors.ts';

/** This console's press and the platform's answer to it. */
export type PttPress =
  | { readonly phase: 'idle' }
  | { readonly phase: 'requesting'; readonly gid: string }
  | { readonly phase: 'granted'; readonly gid: string; readonly grantedAt: number; readonly maxMs: number }
  | { readonly phase: 'queued'; readonly gid: string; readonly position: number }
  | { readonly phase: 'denied'; readonly gid: string; readonly reason: FloorDenyReason }
  | { readonly phase: 'failed'; readonly gid: string; readonly error: CommandFailure };

export const IDLE_PRESS: PttPress = { phase: 'idle' };

/** What the PTT button shows. */
export type PttView =
  | { readonly kind: 'idle' }
  | { readonly kind: 'requesting' }
  | { readonly kind: 'talking'; readonly timeLeftMs: number }
  | { readonly kind: 'queued'; readonly position: number }
  | { readonly kind: 'denied'; readonly reason: FloorDenyReason }
  | { readonly kind: 'revoked'; readonly reason: FloorReleaseReason }
  | { readonly kind: 'failed'; readonly error: CommandFailure };

/** The press as the answer to floorRequest leaves it. */
export function pressAfterAnswer(gid: string, answer: FloorAnswer): PttPress {
  switch (answer.outcome) {
    case 'granted':
      return { phase: 'granted', gid, grantedAt: answer.grantedAt, maxMs: answer.maxMs };
    case 'queued':
      return { phase: 'queued', gid, position: answer.position };
    case 'denied':
      return { phase: 'denied', gid, reason: answer.reason };
  }
}

/** The reply's data as a FloorAnswer; a malformed one counts as a failure of the command. */
export function decodeFloorAnswer(data: unknown): FloorAnswer | null {
  const parsed = FloorAnswerSchema.safeParse(data);
  return parsed.success ? parsed.data : null;
}

/**
 * The platform's word wins: the floor says who talks and who waits. The local press fills the gap
 * until the floor event arrives (one frame after the answer), and says why a grant ended.
 */
export function pttView(press: PttPress, floor: GroupFloor | undefined, me: string, now: number): PttView {
  // A one-way call of ours holds the floor: its voice goes through the call's own room, not this one.
  if (floor?.talker?.msId === me && !floor.oneWay) return { kind: 'talking', timeLeftMs: talkTimeLeft(floor, now) ?? 0 };
  const position = queuePosition(floor, me);
  if (position !== null) return { kind: 'queued', position };
  switch (press.phase) {
    case 'idle':
      return { kind: 'idle' };
    case 'requesting':
      return { kind: 'requesting' };
    case 'queued':
      // The answer came before the floor.queue event, or we already left the queue.
      return { kind: 'queued', position: press.position };
    case 'denied':
      return { kind: 'denied', reason: press.reason };
    case 'failed':
      return { kind: 'failed', error: press.error };
    case 'granted': {
      const release = floor?.lastRelease;
      if (release && release.msId === me && release.at >= press.grantedAt) return { kind: 'revoked', reason: release.reason };
      if (floor?.talker && floor.grantedAt >= press.grantedAt) return { kind: 'revoked', reason: 'preempted' };
      const timeLeftMs = Math.min(press.maxMs, Math.max(0, press.grantedAt + press.maxMs - now));
      return { kind: 'talking', timeLeftMs };
    }
  }
}

/** Seconds shown for a time left: rounded up, so 0 shows only when the time is really up. */
export const secondsLeft = (ms: number): number => Math.ceil(ms / 1000);

/** A failed command as the console names it: the SPEC §8 socket errors, or the platform's code. */
export type CommandFailure =
  | { readonly kind: 'disconnected' | 'not-online' | 'no-socket' | 'timeout' }
  | { readonly kind: 'code'; readonly code: string };

export function commandFailureOf(error: unknown): CommandFailure {
  const code = error instanceof SocketCommandError ? error.code : String(error);
  switch (code) {
    case SocketError.Disconnected:
      return { kind: 'disconnected' };
    case SocketError.NotOnline:
      return { kind: 'not-online' };
    case SocketError.NoSocket:
      return { kind: 'no-socket' };
    case SocketError.Timeout:
      return { kind: 'timeout' };
    default:
      return { kind: 'code', code };
  }
}

/**
 * The dispatcher's current group (where PTT talks) and the other groups it listens to; `leftOut`
 * counts subgroups the room limit kept out (0 when every wanted group is monitored).
 */
export type Monitoring = { readonly current: string | null; readonly others: readonly string[]; readonly leftOut: number };

/**
 * The most AudioBridge rooms the console joins at once: 24. The platform lets a dispatcher monitor
 * every group of its organisation and sets no room limit of its own (SPEC's "monitor limit per
 * terminal or group" is environment monitoring's, MonitorLimits); each room is one WebRTC peer
 * connection and one Opus stream decoded in the audio tab, so the console keeps its own bound: the
 * demo organisation's 19 groups fit, and a 2-core dispatch PC decodes 24 streams with room to spare.
 */
export const MAX_MONITORED_ROOMS = 24;

/** How monitoring reaches below the dispatcher's own groups ("include subgroups" setting). */
export type SubgroupMonitoring = {
  /** A group's direct subgroups in tree order (childrenByParent). */
  readonly childrenOf: (gid: string) => readonly string[];
  /** Ranking of a subgroup when the limit bites: higher first (lastTalkRank); 0 for a group never heard. */
  readonly lastTalk: (gid: string) => number;
  readonly max?: number;
};

/** Direct subgroups by parent gid (fid), each list in the tree's order (seqNum, then name). */
export function childrenByParent(groups: Iterable<Group>): ReadonlyMap<string, readonly string[]> {
  const sorted = [...groups].sort((a, b) => a.seqNum - b.seqNum || a.name.localeCompare(b.name) || a.gid.localeCompare(b.gid));
  const children = new Map<string, string[]>();
  for (const group of sorted) {
    if (group.fid === group.gid) continue;
    const siblings = children.get(group.fid) ?? [];
    siblings.push(group.gid);
    children.set(group.fid, siblings);
  }
  return children;
}

/** A group's rank for the room limit: talking now above any past talk, then the latest end of talk; 0 never heard. */
export function lastTalkRank(floor: GroupFloor | undefined): number {
  if (!floor) return 0;
  if (floor.talker) return Number.MAX_SAFE_INTEGER;
  return floor.lastRelease?.at ?? 0;
}

/**
 * The current group is the dispatcher's own terminal's (switchGroup moves it), else the login's
 * pttGroup. Monitored groups are the others the dispatcher belongs to, in the platform's order,
 * then the temp groups it is a member of (they have rooms and floors like fixed groups). With
 * `subgroups`, every group below the current and the dispatcher's own groups follows, depth first
 * in tree order; when they would pass the room limit, the ones with the most recent talk are kept
 * (the dispatcher's own groups always are), still listed in tree order.
 */
export function monitoring(
  user: UserInfo | null,
  own: TerminalRecord | undefined,
  groupExists: (gid: string) => boolean,
  tempGids: readonly string[] = [],
  subgroups: SubgroupMonitoring | null = null,
): Monitoring {
  const current = [own?.currentGroup, user?.pttGroup, user?.gId].find((gid): gid is string => !!gid && groupExists(gid)) ?? null;
  const mine = [...new Set([...(own?.grp ?? []), ...tempGids])].filter((gid) => gid !== current && groupExists(gid));
  if (!subgroups) return { current, others: mine, leftOut: 0 };
  const listed = new Set(current ? [current, ...mine] : mine);
  const below: string[] = [];
  const visit = (gid: string) => {
    for (const child of subgroups.childrenOf(gid)) {
      if (listed.has(child) || !groupExists(child)) continue;
      listed.add(child);
      below.push(child);
      visit(child);
    }
  };
  for (const gid of current ? [current, ...mine] : mine) visit(gid);
  const room = Math.max(0, (subgroups.max ?? MAX_MONITORED_ROOMS) - (current ? 1 : 0) - mine.length);
  if (below.length <= room) return { current, others: [...mine, ...below], leftOut: 0 };
  const order = new Map(below.map((gid, index) => [gid, index]));
  const kept = new Set(
    [...below].sort((a, b) => subgroups.lastTalk(b) - subgroups.lastTalk(a) || order.get(a)! - order.get(b)!).slice(0, room),
  );
  return { current, others: [...mine, ...below.filter((gid) => kept.has(gid))], leftOut: below.length - room };
}

/** Neutral colour of temp groups, which the platform gives none. */
export const TEMP_GROUP_COLOR = '#8a94a6';

/** Fixed and temp groups by gid, each as a Group, so the voice panel treats them alike. */
export function talkGroups(groups: ReadonlyMap<string, Group>, tempGroups: Iterable<Pick<TempGroup, 'gid' | 'name'>>): ReadonlyMap<string, Group> {
  const all = new Map(groups);
  for (const { gid, name } of tempGroups) all.set(gid, { gid, fid: '0', name, color: TEMP_GROUP_COLOR, seqNum: Number(gid) });
  return all;
}

/** Whether a key event should work the PTT: the configured key, not a repeat, not typed into a field. */
export function isPttKey(event: Pick<KeyboardEvent, 'code' | 'repeat' | 'altKey' | 'ctrlKey' | 'metaKey'>, shortcut: string, target: EventTarget | null): boolean {
  if (event.code !== shortcut || event.repeat || event.altKey || event.ctrlKey || event.metaKey) return false;
  return !isTextEntry(target);
}

function isTextEntry(target: EventTarget | null): boolean {
  if (typeof HTMLElement === 'undefined' || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'range', 'submit'].includes(target.type);
}

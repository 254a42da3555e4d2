/**
 * Live activity per group of the tree: who talks now, whether someone talked a moment ago, and the
 * open SOS alarms of the group's members; and, for a parent, the same gathered from every group
 * below it, so a collapsed branch still says that something is going on inside. Pure: the floors
 * (state/floors.ts), the SOS alarms (state/sosAlarms.ts) and the terminals in, a map out.
 */
import { AlarmStatus, type FloorTalker, type SosAlarm } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';
import type { FloorsState } from '../../../state/floors.ts';
import type { GroupNode } from './groupTree.ts';

/**
 * How long a group stays marked "talked recently" after its last transmission: five minutes. A
 * radio exchange (call, answer, follow-up) spans a few minutes, so a dispatcher who looks away for
 * a moment still sees where the conversation is; much longer and, in a busy fleet where most teams
 * talk every few minutes, every group would carry the mark and it would say nothing.
 */
export const RECENT_TALK_MS = 5 * 60_000;

/** What goes on in groups below a parent (its whole subtree, not the parent itself). */
export type BelowActivity = {
  /** Subgroups where someone talks now. */
  readonly talking: number;
  /** Subgroups where someone talked within the window, nobody talking now. */
  readonly recent: number;
  /** Open alarms of terminals in subgroups that are not also members of the parent. */
  readonly alarms: number;
};

export type GroupActivity = {
  readonly talker: FloorTalker | null;
  /** Epoch ms of the last end of talk within the window, while nobody talks; else null. */
  readonly recentAt: number | null;
  /** Open (not closed) SOS alarms raised by members of the group. */
  readonly alarms: number;
  readonly below: BelowActivity;
};

export const NO_BELOW: BelowActivity = { talking: 0, recent: 0, alarms: 0 };
export const NO_ACTIVITY: GroupActivity = { talker: null, recentAt: null, alarms: 0, below: NO_BELOW };

export const isQuiet = (activity: GroupActivity): boolean =>
  !activity.talker && activity.recentAt === null && activity.alarms === 0 && !hasActivityBelow(activity);

export const hasActivityBelow = ({ below }: GroupActivity): boolean => below.talking + below.recent + below.alarms > 0;

/** The end of the group's last talk if it is within the window at `now` and nobody talks now. */
function recentTalkAt(floors: FloorsState, gid: string, now: number, windowMs: number): number | null {
  const floor = floors.get(gid);
  if (!floor || floor.talker || !floor.lastRelease) return null;
  const age = now - floor.lastRelease.at;
  return age < windowMs ? floor.lastRelease.at : null;
}

/** Open alarm ids by group: an alarm counts in every group its terminal belongs to. */
function openAlarmsByGroup(alarms: Iterable<SosAlarm>, terminals: ReadonlyMap<string, TerminalRecord>): Map<string, Set<string>> {
  const byGroup = new Map<string, Set<string>>();
  for (const alarm of alarms) {
    if (alarm.status === AlarmStatus.Closed) continue;
    for (const gid of terminals.get(alarm.msId)?.grp ?? []) {
      const ids = byGroup.get(gid) ?? new Set<string>();
      ids.add(alarm.id);
      byGroup.set(gid, ids);
    }
  }
  return byGroup;
}

/** Activity of every group of the tree that has any (quiet groups are left out: read them as NO_ACTIVITY). */
export function groupActivity(
  tree: readonly GroupNode[],
  floors: FloorsState,
  alarms: Iterable<SosAlarm>,
  terminals: ReadonlyMap<string, TerminalRecord>,
  now: number,
  windowMs: number = RECENT_TALK_MS,
): Map<string, GroupActivity> {
  const alarmIds = openAlarmsByGroup(alarms, terminals);
  const result = new Map<string, GroupActivity>();
  type Subtree = { talking: number; recent: number; alarms: Set<string> };
  // Returns what the node and everything below it hold, for its parent to gather.
  const visit = (node: GroupNode): Subtree => {
    const below: Subtree = { talking: 0, recent: 0, alarms: new Set() };
    for (const child of node.children) {
      const inner = visit(child);
      below.talking += inner.talking;
      below.recent += inner.recent;
      for (const id of inner.alarms) below.alarms.add(id);
    }
    const talker = floors.get(node.id)?.talker ?? null;
    const recentAt = recentTalkAt(floors, node.id, now, windowMs);
    const own = alarmIds.get(node.id) ?? new Set<string>();
    const belowOnly = [...below.alarms].filter((id) => !own.has(id)).length;
    const activity: GroupActivity = {
      talker,
      recentAt,
      alarms: own.size,
      below: below.talking + below.recent + belowOnly === 0 ? NO_BELOW : { talking: below.talking, recent: below.recent, alarms: belowOnly },
    };
    if (!isQuiet(activity)) result.set(node.id, activity);
    return {
      talking: below.talking + (talker ? 1 : 0),
      recent: below.recent + (recentAt !== null ? 1 : 0),
      alarms: new Set([...below.alarms, ...own]),
    };
  };
  for (const root of tree) visit(root);
  return result;
}

/**
 * Milliseconds from `now` until the first "recent talk" mark expires, so the tree re-renders then
 * and not on a ticking clock; null when no mark will expire.
 */
export function nextRecentExpiry(floors: FloorsState, now: number, windowMs: number = RECENT_TALK_MS): number | null {
  let next: number | null = null;
  for (const floor of floors.values()) {
    if (floor.talker || !floor.lastRelease) continue;
    const left = floor.lastRelease.at + windowMs - now;
    if (left > 0 && (next === null || left < next)) next = left;
  }
  return next;
}

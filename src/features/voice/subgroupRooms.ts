import { useEffect, useMemo, useRef, useState } from 'react';
import type { GroupFloor } from '../../state/floors.ts';

/**
 * How long the console stays in a subgroup's room after its talk ends: a reply usually comes within
 * seconds, and joining again costs the first half second or so of it.
 */
export const SUBGROUP_LINGER_MS = 30_000;

/**
 * The rooms the console's media joins: its current group, its own groups and temp groups always;
 * a subgroup it monitors (the "include subgroups" setting) only while someone talks there and for
 * SUBGROUP_LINGER_MS after. An idle AudioBridge room still streams its silence: an idle console in
 * all 19 rooms of the demo organisation took 1.31 cores of a 2-core machine, in its 2 own rooms
 * 0.24 (docs/performance.md). The cost is the first moments of a subgroup's talk, which its
 * recording keeps (instant recall). `rooms` is in the panel's order and so is the answer.
 */
export function mediaRoomsOf(rooms: readonly string[], own: ReadonlySet<string>, active: ReadonlySet<string>): string[] {
  return rooms.filter((gid) => own.has(gid) || active.has(gid));
}

/** Talk ended in these groups: each stays until `now + lingerMs`; groups talking again drop their end. */
export function nextLingering(lingering: ReadonlyMap<string, number>, talkingBefore: ReadonlySet<string>, talkingNow: ReadonlySet<string>, now: number, lingerMs: number): Map<string, number> {
  const next = new Map([...lingering].filter(([gid, until]) => until > now && !talkingNow.has(gid)));
  for (const gid of talkingBefore) if (!talkingNow.has(gid)) next.set(gid, now + lingerMs);
  return next;
}

/** Groups among `gids` with a talker now or whose talk ended less than `lingerMs` ago (on this console's clock). */
export function useActiveGroups(gids: readonly string[], floors: ReadonlyMap<string, GroupFloor>, lingerMs = SUBGROUP_LINGER_MS): ReadonlySet<string> {
  const talkingKey = gids.filter((gid) => floors.get(gid)?.talker).join(',');
  const before = useRef<ReadonlySet<string>>(new Set());
  const [lingering, setLingering] = useState<ReadonlyMap<string, number>>(new Map());

  useEffect(() => {
    const now = new Set(talkingKey === '' ? [] : talkingKey.split(','));
    const was = before.current;
    before.current = now;
    setLingering((current) => nextLingering(current, was, now, Date.now(), lingerMs));
  }, [talkingKey, lingerMs]);

  useEffect(() => {
    if (lingering.size === 0) return;
    const soonest = Math.min(...lingering.values());
    const timer = setTimeout(() => setLingering((current) => nextLingering(current, new Set(), new Set(), Date.now(), lingerMs)), Math.max(0, soonest - Date.now()));
    return () => clearTimeout(timer);
  }, [lingering, lingerMs]);

  return useMemo(() => new Set([...(talkingKey === '' ? [] : talkingKey.split(',')), ...lingering.keys()]), [talkingKey, lingering]);
}

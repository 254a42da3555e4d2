import { useEffect, useState } from 'react';
import type { FloorsState } from '../../../state/floors.ts';
import { nextRecentExpiry } from './groupActivity.ts';

/**
 * The time the tree's activity marks are judged at: re-read when the floors change and when the
 * next "recent talk" mark expires, not on a ticking clock, so a quiet tree does not render.
 */
export function useActivityClock(floors: FloorsState): number {
  const [clock, setClock] = useState(() => ({ now: Date.now(), floors }));
  // A new floors state is judged at the time it arrived (set while rendering, React's "storing information from previous renders").
  if (clock.floors !== floors) setClock({ now: Date.now(), floors });
  useEffect(() => {
    const next = nextRecentExpiry(clock.floors, clock.now);
    if (next === null) return;
    const timer = setTimeout(() => setClock({ now: Date.now(), floors: clock.floors }), next + 1);
    return () => clearTimeout(timer);
  }, [clock]);
  return clock.now;
}

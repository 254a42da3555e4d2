import { useEffect, useRef, useState } from 'react';
import type { TrackQueryRange } from './model/loadTrack.ts';
import { todayQuery } from './model/openQuery.ts';

/**
 * Runs a screen's query once for today as it opens, and gives that range for the form's fields
 * (TimeRangeForm `initial`), so the screen shows today's data without the dispatcher pressing the
 * query button. Once per mount: StrictMode's second effect run in development finds it asked. A
 * screen the dispatcher lacks the feature for is never mounted (the route answers 404), so it asks
 * nothing.
 */
export function useQueryOnOpen(onQuery: (range: TrackQueryRange) => void): TrackQueryRange {
  const [today] = useState(() => todayQuery(new Date()));
  const asked = useRef(false);
  const query = useRef(onQuery);
  useEffect(() => {
    query.current = onQuery;
  });
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    query.current(today);
  }, [today]);
  return today;
}

import { useEffect, useState } from 'react';

/** Time-left counters tick four times a second, so a whole second never shows late by much. */
export const TICK_MS = 250;

/** The current time, re-read every tick while `running`; still otherwise, so idle screens do not render. */
export function useNow(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

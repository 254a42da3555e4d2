import { useEffect, useState } from 'react';
import { platformClockOffsetAtom } from './connection.ts';
import { useAtomValue } from './jotai.ts';

/** Countdowns tick four times a second, so a whole second never shows late by much. */
export const TICK_MS = 250;

/**
 * The platform's current time (this machine's clock plus the offset the socket measured), re-read
 * every tick while `running`; still otherwise, so idle screens do not render. Floor grants and
 * one-way calls carry the platform's time, so every countdown counted on this one shows the same
 * seconds (Issue 37: 77 s and 57 s were seen at once on a machine whose clock was off).
 */
export function usePlatformNow(running: boolean): number {
  const offset = useAtomValue(platformClockOffsetAtom);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [running]);
  return now + offset;
}

import { useEffect, useState } from 'react';

/** The current time, re-read four times a second while `running`, so the seconds left never show late by much. */
export function useNowWhile(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [running]);
  return now;
}

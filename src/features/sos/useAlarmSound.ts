import { useEffect, useState } from 'react';
import { AlarmLoop, type ToneName } from '../../../media/index.ts';

/**
 * Keeps the alarm loop playing `decision`'s tone while it is non-null; one loop per mounted alert,
 * stopped on unmount. Returns whether the loop really plays (the player's own state).
 */
export function useAlarmSound(decision: { readonly tone: ToneName; readonly volume: number } | null): boolean {
  const [loop] = useState(() => new AlarmLoop());
  const [looping, setLooping] = useState(false);
  useEffect(() => {
    const off = loop.onChange(setLooping);
    return () => {
      off();
      loop.stop();
    };
  }, [loop]);
  const tone = decision?.tone ?? null;
  const volume = decision?.volume ?? 0;
  useEffect(() => {
    if (tone) loop.start(tone, volume);
    else loop.stop();
  }, [loop, tone, volume]);
  return looping;
}

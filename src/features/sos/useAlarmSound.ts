import { useEffect, useState } from 'react';
import { AlarmLoop, type AlarmLoopState, type ToneName } from '../../../media/index.ts';
import { audioTabAtom } from '../../state/audioTab.ts';
import { useAtomValue } from '../../state/jotai.ts';

/**
 * Keeps the alarm loop playing `decision`'s tone while it is non-null; one loop per mounted alert,
 * stopped on unmount. Returns the player's own state (looping, audible) and `unlock` for a click
 * that lets suspended browser audio out. Only the audio tab of the browser sounds it
 * (state/audioTab.ts): two tabs would ring out of step.
 */
export function useAlarmSound(decision: { readonly tone: ToneName; readonly volume: number } | null): AlarmLoopState & { unlock(): void } {
  const [loop] = useState(() => new AlarmLoop());
  const [state, setState] = useState<AlarmLoopState>({ looping: false, audible: false });
  useEffect(() => {
    const off = loop.onChange(setState);
    return () => {
      off();
      loop.stop();
    };
  }, [loop]);
  const audioHere = useAtomValue(audioTabAtom) === 'audio';
  const tone = audioHere ? (decision?.tone ?? null) : null;
  const volume = decision?.volume ?? 0;
  useEffect(() => {
    if (tone) loop.start(tone, volume);
    else loop.stop();
  }, [loop, tone, volume]);
  return { ...state, unlock: () => loop.unlock() };
}

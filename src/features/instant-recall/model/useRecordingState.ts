import { useCallback, useSyncExternalStore } from 'react';
import type { RecordingPlayer, RecordingState } from '../../../../media/index.ts';

/** What the console's recording player is doing, as React state. */
export function useRecordingState(player: RecordingPlayer): RecordingState {
  const subscribe = useCallback((onChange: () => void) => player.subscribe(onChange), [player]);
  return useSyncExternalStore(subscribe, () => player.state());
}

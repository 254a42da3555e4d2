import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { RecordedTransmission } from '../../../../protocol/index.ts';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { RecallSequence, type SequenceState } from './sequence.ts';

/** A list's "play all" over the shared player, as React state; it stops with the list. */
export function useRecallSequence(player: RecordingPlayer, fetchBytes: (entry: RecordedTransmission) => Promise<ArrayBuffer>): { sequence: RecallSequence; state: SequenceState } {
  const sequence = useMemo(() => new RecallSequence(player, fetchBytes), [player, fetchBytes]);
  useEffect(() => () => sequence.stop(), [sequence]);
  const subscribe = useCallback((onChange: () => void) => sequence.subscribe(onChange), [sequence]);
  const state = useSyncExternalStore(subscribe, () => sequence.state());
  return { sequence, state };
}

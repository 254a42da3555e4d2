import { Feature, isFeatureEnabled } from '../../../protocol/index.ts';
import { useAtomValue } from '../../state/jotai.ts';
import { clientConfigAtom, verifiedAtom } from '../../state/session.ts';

/** Whether SPEC §6 leaves track playback on for this session (the platform refuses tracks otherwise). */
export function useTrackPlaybackEnabled(): boolean {
  const verified = useAtomValue(verifiedAtom);
  const config = useAtomValue(clientConfigAtom);
  return (
    verified !== null &&
    config !== null &&
    isFeatureEnabled(Feature.TrackPlayback, { dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches })
  );
}

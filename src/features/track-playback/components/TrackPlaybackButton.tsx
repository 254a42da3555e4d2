import { Feature, isFeatureEnabled } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { clientConfigAtom, verifiedAtom } from '../../../state/session.ts';
import { Button, useT } from '../../../ui/index.ts';

/** The terminal operation's entry (SPEC §2 "track playback") on the map's terminal card; absent where SPEC §6 turns the feature off. */
export function TrackPlaybackButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const verified = useAtomValue(verifiedAtom);
  const config = useAtomValue(clientConfigAtom);
  const enabled =
    verified !== null &&
    config !== null &&
    isFeatureEnabled(Feature.TrackPlayback, { dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches });
  if (!enabled) return null;
  return (
    <Button variant="secondary" data-testid="open-track-playback" onPress={onOpen}>
      {t('trackPlayback.open')}
    </Button>
  );
}

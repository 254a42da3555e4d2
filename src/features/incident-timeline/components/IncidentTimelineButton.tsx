import { Feature, isFeatureEnabled } from '../../../../protocol/index.ts';
import { useAtomValue } from '../../../state/jotai.ts';
import { clientConfigAtom, verifiedAtom } from '../../../state/session.ts';
import { Button, useT } from '../../../ui/index.ts';

/**
 * The terminal operation's entry on the map's terminal card. The timeline plays a track, so it is
 * offered where SPEC §6 leaves track playback on (the platform refuses the track otherwise).
 */
export function IncidentTimelineButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  const verified = useAtomValue(verifiedAtom);
  const config = useAtomValue(clientConfigAtom);
  const enabled =
    verified !== null &&
    config !== null &&
    isFeatureEnabled(Feature.TrackPlayback, { dsConfig: verified.dsConfig, version: config.PoCVersion, hostSwitches: config.hostSwitches });
  if (!enabled) return null;
  return (
    <Button variant="secondary" data-testid="open-incident-timeline" onPress={onOpen}>
      {t('incidentTimeline.open')}
    </Button>
  );
}

import { Button, useT } from '../../../ui/index.ts';
import { useTrackPlaybackEnabled } from '../../track-playback/index.ts';

/**
 * The terminal operation's entry on the map's terminal card. The timeline plays a track, so it is
 * offered where SPEC §6 leaves track playback on (the platform refuses the track otherwise).
 */
export function IncidentTimelineButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  if (!useTrackPlaybackEnabled()) return null;
  return (
    <Button variant="secondary" data-testid="open-incident-timeline" onPress={onOpen}>
      {t('incidentTimeline.open')}
    </Button>
  );
}

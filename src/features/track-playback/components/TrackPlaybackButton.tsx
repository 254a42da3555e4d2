import { Button, useT } from '../../../ui/index.ts';
import { useTrackPlaybackEnabled } from '../useTrackPlaybackEnabled.ts';

/** The terminal operation's entry (SPEC §2 "track playback") on the map's terminal card; absent where SPEC §6 turns the feature off. */
export function TrackPlaybackButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  if (!useTrackPlaybackEnabled()) return null;
  return (
    <Button variant="secondary" data-testid="open-track-playback" onPress={onOpen}>
      {t('trackPlayback.open')}
    </Button>
  );
}

import { Button, useT } from '../../../ui/index.ts';

/** The terminal operation's entry (SPEC §2 "track playback") on the map's terminal card. */
export function TrackPlaybackButton({ onOpen }: { onOpen: () => void }) {
  const t = useT();
  return (
    <Button variant="secondary" data-testid="open-track-playback" onPress={onOpen}>
      {t('trackPlayback.open')}
    </Button>
  );
}

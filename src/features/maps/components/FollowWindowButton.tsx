import { useState } from 'react';
import { Button, useT } from '../../../ui/index.ts';
import { openFollowWindow, type FollowOutcome } from '../followWindowOpener.ts';

/**
 * SPEC §2 follow windows: this terminal on a map of its own that keeps it centred, for a second
 * screen. Says so when all of them are open or the browser blocked the window.
 */
export function FollowWindowButton({ msId, numbers }: { msId: string; numbers: readonly number[] }) {
  const t = useT();
  const [outcome, setOutcome] = useState<FollowOutcome | null>(null);
  const refused = outcome === 'full' || outcome === 'blocked';
  return (
    <>
      <Button variant="secondary" data-testid="open-follow-window" onPress={() => setOutcome(openFollowWindow(numbers, msId))}>
        {t('maps.follow.open')}
      </Button>
      {refused ? (
        <p className="maps-info__notice" role="alert" data-testid="follow-window-refused">
          {outcome === 'full' ? t('maps.follow.full', { count: numbers.length }) : t('maps.follow.blocked')}
        </p>
      ) : null}
    </>
  );
}

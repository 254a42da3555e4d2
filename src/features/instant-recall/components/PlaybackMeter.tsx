import { useEffect, useState } from 'react';
import type { RecordingPlayer } from '../../../../media/index.ts';
import { useT } from '../../../ui/index.ts';
import { useRecordingState } from '../model/useRecordingState.ts';

const FLOOR_DBFS = -60;
const POLL_MS = 100;

const clamp = (dbfs: number) => (Number.isFinite(dbfs) ? Math.max(FLOOR_DBFS, Math.round(dbfs)) : FLOOR_DBFS);

/**
 * The playing recording's progress and the level it is played at (after its gain, so a recording
 * silenced for live voice reads silent), with whether the play priority holds it back.
 */
export function PlaybackMeter({ player, gid }: { player: RecordingPlayer; gid: string }) {
  const t = useT();
  const [reading, setReading] = useState({ progress: 0, level: FLOOR_DBFS, silenced: false });
  const state = useRecordingState(player);
  useEffect(() => {
    const read = () => setReading({ progress: player.progress(), level: clamp(player.level()), silenced: player.isSilenced() });
    read();
    const timer = setInterval(read, POLL_MS);
    return () => clearInterval(timer);
  }, [player]);
  return (
    <div
      className="recall__playback"
      data-testid={`recall-playback-${gid}`}
      data-played-dbfs={reading.level}
      data-silenced={reading.silenced || undefined}
      data-file={state.kind === 'playing' ? state.id : undefined}
      data-duration-s={state.kind === 'playing' ? state.durationS.toFixed(2) : undefined}
    >
      <progress className="recall__progress" aria-label={t('recall.progress')} max={1} value={reading.progress} />
      {reading.silenced ? <span className="recall__note">{t('recall.heldForLive')}</span> : null}
    </div>
  );
}

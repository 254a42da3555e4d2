import { useEffect, useState } from 'react';
import type { LevelStage } from '../../../../media/index.ts';
import { useT } from '../../../ui/index.ts';

type RoomLevelProps = { gid: string; groupName: string; levelOf: (gid: string, stage?: LevelStage) => number };

/** Below this the room is silent; a full-scale voice peaks near 0. */
const FLOOR_DBFS = -60;
const POLL_MS = 125;

const clamp = (dbfs: number) => (Number.isFinite(dbfs) ? Math.max(FLOOR_DBFS, Math.round(dbfs)) : FLOOR_DBFS);

/** The incoming voice level of a room, as a bar: the dispatcher sees a group is audible before hearing it. */
export function RoomLevel({ gid, groupName, levelOf }: RoomLevelProps) {
  const t = useT();
  const [level, setLevel] = useState({ arriving: -Infinity, played: -Infinity });
  useEffect(() => {
    const timer = setInterval(() => setLevel({ arriving: levelOf(gid), played: levelOf(gid, 'played') }), POLL_MS);
    return () => clearInterval(timer);
  }, [gid, levelOf]);
  const shown = clamp(level.arriving);
  const fill = Math.max(0, Math.min(1, (shown - FLOOR_DBFS) / -FLOOR_DBFS));
  return (
    <meter
      className="room-level"
      data-testid={`room-level-${gid}`}
      data-dbfs={shown}
      data-played-dbfs={clamp(level.played)}
      aria-label={t('voice.level', { group: groupName })}
      min={FLOOR_DBFS}
      max={0}
      value={shown}
      style={{ ['--level' as string]: fill }}
    />
  );
}

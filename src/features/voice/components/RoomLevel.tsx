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
  const [level, setLevel] = useState({ arriving: FLOOR_DBFS, played: FLOOR_DBFS });
  useEffect(() => {
    const timer = setInterval(() => {
      const next = { arriving: clamp(levelOf(gid)), played: clamp(levelOf(gid, 'played')) };
      // A silent room keeps its state: no render four times a second for every idle group.
      setLevel((shown) => (shown.arriving === next.arriving && shown.played === next.played ? shown : next));
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [gid, levelOf]);
  const shown = level.arriving;
  const fill = Math.max(0, Math.min(1, (shown - FLOOR_DBFS) / -FLOOR_DBFS));
  return (
    <meter
      className="room-level"
      data-testid={`room-level-${gid}`}
      data-dbfs={shown}
      data-played-dbfs={level.played}
      aria-label={t('voice.level', { group: groupName })}
      min={FLOOR_DBFS}
      max={0}
      value={shown}
      style={{ ['--level' as string]: fill }}
    />
  );
}

import { useEffect, useState } from 'react';
import { useT } from '../../../ui/index.ts';

type RoomLevelProps = { gid: string; groupName: string; levelOf: (gid: string) => number };

/** Below this the room is silent; a full-scale voice peaks near 0. */
const FLOOR_DBFS = -60;
const POLL_MS = 125;

/** The incoming voice level of a room, as a bar: the dispatcher sees a group is audible before hearing it. */
export function RoomLevel({ gid, groupName, levelOf }: RoomLevelProps) {
  const t = useT();
  const [dbfs, setDbfs] = useState(-Infinity);
  useEffect(() => {
    const timer = setInterval(() => setDbfs(levelOf(gid)), POLL_MS);
    return () => clearInterval(timer);
  }, [gid, levelOf]);
  const shown = Number.isFinite(dbfs) ? Math.max(FLOOR_DBFS, Math.round(dbfs)) : FLOOR_DBFS;
  const fill = Math.max(0, Math.min(1, (shown - FLOOR_DBFS) / -FLOOR_DBFS));
  return (
    <meter
      className="room-level"
      data-testid={`room-level-${gid}`}
      data-dbfs={shown}
      aria-label={t('voice.level', { group: groupName })}
      min={FLOOR_DBFS}
      max={0}
      value={shown}
      style={{ ['--level' as string]: fill }}
    />
  );
}

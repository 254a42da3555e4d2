import { useEffect, useMemo, useState } from 'react';
import { LastGpsSchema, PositionPaths, type GpsFix } from '../../../protocol/index.ts';
import type { RoadNet } from '../../../protocol/roadNet.ts';
import { floorsAtom, groupsAtom, positionsAtom, terminalsAtom, vitalsAtom } from '../../state/eventLog.ts';
import { atom, useAtomValue } from '../../state/jotai.ts';
import { clientConfigAtom } from '../../state/session.ts';
import { unpackVitals } from '../../state/vitals.ts';
import { watchPosition } from '../../state/watchedPositions.ts';
import { parseSpeedUnit } from './model/speed.ts';
import { terminalInfo, type TerminalInfo } from './model/terminalInfo.ts';

/** What the card asks of the platform: SPEC §7 getLastGps. */
export type LastGpsDs = { get(path: string, params?: Record<string, string | number | undefined>): Promise<{ desc: unknown; list: unknown[] }> };

/** The newer of two fixes by fix time; the log's on a tie (it is at least as recent). */
const newer = (logged: GpsFix | undefined, asked: GpsFix | undefined): GpsFix | undefined => (asked && (!logged || asked.time > logged.time) ? asked : logged);

/**
 * The open card's data, live. Per-terminal atoms keep the card from re-rendering on every GPS
 * frame of the fleet: it renders when its own terminal's fix or record changes. The card watches
 * its terminal, so the log folds each of its fixes (watchedPositions.ts); the fix it held before
 * the watch may be old, so the card asks the platform for the latest once and shows the newer.
 */
export function useTerminalInfo(msId: string | null, roadNet: RoadNet | null, ds: LastGpsDs): TerminalInfo | null {
  const recordAtom = useMemo(() => atom((get) => (msId ? get(terminalsAtom).get(msId) : undefined)), [msId]);
  const fixAtom = useMemo(() => atom((get) => (msId ? get(positionsAtom).get(msId) : undefined)), [msId]);
  // Packed into a number: the card renders when its own terminal's battery or signal changes.
  const vitalsAtomOf = useMemo(() => atom((get) => (msId ? (get(vitalsAtom).get(msId) ?? 0) : 0)), [msId]);
  const [asked, setAsked] = useState<{ msId: string; fix: GpsFix } | null>(null);
  useEffect(() => {
    if (!msId) return;
    // Watch first: a fix logged while the question is out is folded, and the newer one wins.
    const unwatch = watchPosition(msId);
    let current = true;
    ds.get(PositionPaths.lastGps, { msIds: msId }).then(
      (answer) => {
        const row = LastGpsSchema.safeParse(answer.list[0]);
        if (current && row.success && row.data.msId === msId) setAsked({ msId, fix: row.data });
      },
      // Unanswered, the card shows the fix the log holds, with its time: older, never wrong.
      () => undefined,
    );
    return () => {
      current = false;
      unwatch();
    };
  }, [msId, ds]);
  const terminal = useAtomValue(recordAtom);
  const logged = useAtomValue(fixAtom);
  const fix = newer(logged, asked?.msId === msId ? asked.fix : undefined);
  const vitals = useAtomValue(vitalsAtomOf);
  const groups = useAtomValue(groupsAtom);
  const floors = useAtomValue(floorsAtom);
  const config = useAtomValue(clientConfigAtom);
  const speedUnit = parseSpeedUnit(config?.speedUnit);
  return useMemo(
    () => (terminal ? terminalInfo({ terminal, vitals: unpackVitals(vitals), fix, groups, floors, speedUnit, roadNet }) : null),
    [terminal, vitals, fix, groups, floors, speedUnit, roadNet],
  );
}

import { useMemo } from 'react';
import type { RoadNet } from '../../../protocol/roadNet.ts';
import { floorsAtom, groupsAtom, positionsAtom, terminalsAtom, vitalsAtom } from '../../state/eventLog.ts';
import { atom, useAtomValue } from '../../state/jotai.ts';
import { clientConfigAtom } from '../../state/session.ts';
import { unpackVitals } from '../../state/vitals.ts';
import { parseSpeedUnit } from './model/speed.ts';
import { terminalInfo, type TerminalInfo } from './model/terminalInfo.ts';

/**
 * The open card's data, live. Per-terminal atoms keep the card from re-rendering on every GPS
 * frame of the fleet: it renders when its own terminal's fix or record changes.
 */
export function useTerminalInfo(msId: string | null, roadNet: RoadNet | null): TerminalInfo | null {
  const recordAtom = useMemo(() => atom((get) => (msId ? get(terminalsAtom).get(msId) : undefined)), [msId]);
  const fixAtom = useMemo(() => atom((get) => (msId ? get(positionsAtom).get(msId) : undefined)), [msId]);
  // Packed into a number: the card renders when its own terminal's battery or signal changes.
  const vitalsAtomOf = useMemo(() => atom((get) => (msId ? (get(vitalsAtom).get(msId) ?? 0) : 0)), [msId]);
  const terminal = useAtomValue(recordAtom);
  const fix = useAtomValue(fixAtom);
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

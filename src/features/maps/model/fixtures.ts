/** Small fleets for the map's unit tests and its bench. */
import type { GpsFix } from '../../../../protocol/index.ts';
import type { TerminalRecord } from '../../../state/fleet.ts';

export function terminalRecord(msId: string, patch: Partial<TerminalRecord> = {}): TerminalRecord {
  return {
    msId,
    msName: `Radio ${msId}`,
    cid: '1001',
    type: 6,
    online: 1,
    grp: ['111', '100'],
    currentGroup: '111',
    model: 'T320 LTE PoC Radio',
    lastOnline: 1_700_000_000_000,
    lastOffline: null,
    ...patch,
  };
}

export const fixAt = (lat: number, lng: number, patch: Partial<GpsFix> = {}): GpsFix => ({ lat, lng, speed: 0, direction: 0, altitude: 15, time: 1_700_000_000_000, ...patch });

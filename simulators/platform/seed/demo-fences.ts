import { FenceLogType, TerminalType, type Fence } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { DISPATCHERS, DISTRICTS, ORGANISATION_ID } from './demo-organisation.ts';

type SeedTerminal = { readonly msId: string; readonly type: number; readonly grp: readonly string[] };

/** The team the demo fences watch: its radios roam the south and must keep out of the port. */
const WATCHED_TEAM = '143';
const PORT = DISTRICTS.find((district) => district.gid === '120')!.centre;
const SOUTH = DISTRICTS.find((district) => district.gid === '140')!.centre;

/**
 * Two fences of the demo organisation, so `npm start` shows the geo-fencing tool at work: the South
 * Schools Watch radios must stay inside their district (an 'in' polygon) and keep out of the port
 * (an 'out' circle). The fleet's radios roam the whole city, so both raise alarms now and then.
 */
export function demoFenceEvents(terminals: readonly SeedTerminal[], now: number): EmulatorEvent[] {
  const watched = terminals.filter((terminal) => terminal.type !== TerminalType.Dispatcher && terminal.grp[0] === WATCHED_TEAM).map((terminal) => terminal.msId);
  const creator = DISPATCHERS[0]!;
  const base = { cid: ORGANISATION_ID, creator: creator.msId, creatorName: creator.name, time: now, terminals: watched };
  const dLat = 0.016; // ≈ 1.8 km
  const dLng = 0.022; // ≈ 1.9 km at this latitude
  const fences: Fence[] = [
    {
      ...base,
      fenceid: '1',
      name: 'South District patrol area',
      type: 'in',
      shape: {
        kind: 'polygon',
        points: [
          [SOUTH.lng - dLng, SOUTH.lat - dLat],
          [SOUTH.lng + dLng, SOUTH.lat - dLat],
          [SOUTH.lng + dLng, SOUTH.lat + dLat],
          [SOUTH.lng, SOUTH.lat + dLat * 1.4],
          [SOUTH.lng - dLng, SOUTH.lat + dLat],
        ],
      },
    },
    { ...base, fenceid: '2', name: 'Port restricted zone', type: 'out', shape: { kind: 'circle', center: [PORT.lng, PORT.lat], radius: 700 } },
  ];
  return fences.map((fence): EmulatorEvent => ({ type: 'fence.created', fence, logType: FenceLogType.Created }));
}

import { TerminalType, type PatrolPlan, type PatrolPoint } from '../../../protocol/index.ts';
import type { EmulatorEvent } from '../events/emulator-event.ts';
import { localDate } from '../patrol/patrol-orders.ts';

type SeedTerminal = { readonly msId: string; readonly msName: string; readonly type: number; readonly grp: readonly string[] };

/** The team whose first two LTE radios walk the demo round (early in the roster, so `--fleet N` keeps them). */
const PATROL_TEAM = '111';
const DAY_MS = 86_400_000;
/** Checkpoints of the North Patrol A round, in walking order. */
const CHECKPOINTS: readonly (readonly [string, string])[] = [
  ['Estació del Nord gate', 'DEMO-NFC-01'],
  ['Mercado Central door', 'DEMO-NFC-02'],
  ['Torres de Serranos stair', 'DEMO-NFC-03'],
  ['Plaza de la Reina kiosk', 'DEMO-NFC-04'],
];
/** Classes over the whole day (at most six), so a fleet started at any hour has a class to walk. */
const CLASSES: readonly (readonly [string, string])[] = [
  ['00:00', '04:00'],
  ['04:00', '08:00'],
  ['08:00', '12:00'],
  ['12:00', '16:00'],
  ['16:00', '20:00'],
  ['20:00', '23:59'],
];

/**
 * The patrol demo (docs/protocol.md "Patrol"): four checkpoints, a round through them, two patrol
 * users and a plan from today for a year whose classes alternate between them, so `npm start` shows
 * filled patrol screens and the fleet's --patrol-every has a round to walk. Ids follow the patrol
 * service's numbering (its book takes the highest as the last one given).
 */
export function demoPatrolEvents(terminals: readonly SeedTerminal[], now: number): EmulatorEvent[] {
  const walkers = terminals.filter((terminal) => terminal.type === TerminalType.Poc6 && terminal.grp[0] === PATROL_TEAM).slice(0, 2);
  if (walkers.length === 0) return [];
  const points: PatrolPoint[] = CHECKPOINTS.map(([name, nfcValue], index) => ({ id: String(index + 1), name, remark: '', type: 0, nfcValue, areaId: '', createTime: now }));
  const routeId = String(points.length + 1);
  const plan: PatrolPlan = {
    id: String(points.length + 2),
    name: 'North Patrol A daily round',
    model: 2,
    startDate: localDate(now),
    endDate: localDate(now + 364 * DAY_MS),
    routeId,
    classes: CLASSES.map(([startTime, endTime], index) => ({ startTime, endTime, userId: walkers[index % walkers.length]!.msId })),
    areaId: '',
    type: 0,
    createTime: now,
  };
  return [
    ...points.map((point): EmulatorEvent => ({ type: 'patrol.pointAdded', point })),
    { type: 'patrol.routeAdded', route: { id: routeId, name: 'North Patrol A round', routePoints: points.map((point) => point.id), areaId: '', createTime: now } },
    ...walkers.map((walker): EmulatorEvent => ({ type: 'patrol.userAdded', user: { id: walker.msId, name: walker.msName, pocAccount: walker.msId } })),
    { type: 'patrol.planAdded', plan },
  ];
}

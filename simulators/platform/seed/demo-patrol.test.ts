import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PatrolClient, patrolCredentialsOf, PatrolPaths, PatrolOrderSchema, type PatrolPoint } from '../../../protocol/index.ts';
import { PatrolWalker } from '../../terminals/patrol-walker.ts';
import { localDate } from '../patrol/patrol-orders.ts';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator.ts';
import { demoTerminals } from './demo-fleet.ts';
import { DISPATCHER_PASSWORD, TERMINAL_PASSWORD } from './demo-organisation.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator(undefined, undefined, { demoPatrol: true });
});
afterAll(() => emulator?.stop());

const clientOf = (account: string, password: string) => new PatrolClient({ baseUrl: emulator.url, credentials: async () => patrolCredentialsOf(account, password) });
/** The seed's patrol users: the first two LTE radios of North Patrol A. */
const walkers = demoTerminals(0)
  .filter((terminal) => terminal.type === 6 && terminal.grp[0] === '111')
  .slice(0, 2)
  .map((terminal) => terminal.msId);

describe('patrol demo seed (npm start)', () => {
  it('gives the patrol screens points, a round, two users and a plan with today’s classes', async () => {
    const dispatcher = clientOf('20000001', DISPATCHER_PASSWORD);
    const today = localDate(Date.now());
    const lists = [PatrolPaths.pointList, PatrolPaths.routeList, PatrolPaths.planList, PatrolPaths.userList];
    const text = JSON.stringify(await Promise.all(lists.map((path) => dispatcher.get(path, { dtStart: today, dtEnd: today }))));
    for (const name of ['Estació del Nord gate', 'Plaza de la Reina kiosk', 'North Patrol A round', 'North Patrol A daily round']) expect(text).toContain(name);
    expect(walkers).toHaveLength(2);
    for (const msId of walkers) expect(text).toContain(msId);
    const orders = (await dispatcher.get<unknown[]>(PatrolPaths.orderList, { dtStart: today, dtEnd: today })).map((item) => PatrolOrderSchema.parse(item));
    expect(orders.map((order) => order.userId).sort()).toEqual([...walkers, ...walkers, ...walkers].sort());
    // Ids the service gives later follow the seed's: no clash with the demo points.
    const added = await dispatcher.post<PatrolPoint>(PatrolPaths.pointAdd, { name: 'Extra', nfcValue: 'NFC-EXTRA', remark: '' });
    expect(Number(added.id)).toBeGreaterThan(6);
  });

  it('has a round the fleet’s walker punches: the first class’s user reads the first checkpoint', async () => {
    const walker = new PatrolWalker({ msId: walkers[0]!, client: clientOf(walkers[0]!, TERMINAL_PASSWORD), skip: () => false });
    const punch = await walker.step();
    expect(punch).toMatchObject({ msId: walkers[0], nfcValue: 'DEMO-NFC-01', pointId: '1' });
  });
});

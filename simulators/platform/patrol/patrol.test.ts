import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderPointSchema, PatrolClient, patrolCredentialsOf, PatrolError, PatrolPaths, type PatrolOrder, type PatrolPoint } from '../../../protocol/index.ts';
import { PatrolWalker } from '../../terminals/patrol-walker.ts';
import { call, startTestEmulator, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
});
afterAll(() => emulator?.stop());

const clientOf = (account: string, password: string) => new PatrolClient({ baseUrl: emulator.url, credentials: async () => patrolCredentialsOf(account, password) });
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: PatrolError) => ({ code: error.code, msg: error.msg }));
const today = () => {
  const date = new Date();
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

describe('patrol service', () => {
  it('needs its own token: none or a bad one is 1011, a wrong password is refused', async () => {
    const bare = await call(`${emulator.url}${PatrolPaths.pointList}`);
    expect(bare.body).toMatchObject({ code: 1011 });
    const forged = await call(`${emulator.url}${PatrolPaths.pointList}`, 'GET', undefined, { token: 'nope' });
    expect(forged.body).toMatchObject({ code: 1011 });
    expect(await refusal(clientOf('20000001', 'wrong').get(PatrolPaths.pointList))).toEqual({ code: '401', msg: 'badLogin' });
  });

  it('keeps point names and NFC values unique, validates, deletes in batches, and walks a plan into normal and abnormal points', async () => {
    const dispatcher = clientOf('20000001', 'Dispatch#2026');
    const add = (name: string, nfcValue: string) => dispatcher.post<PatrolPoint>(PatrolPaths.pointAdd, { name, nfcValue, remark: '' });
    const gate = await add('Gate', 'NFC-01');
    expect(gate).toMatchObject({ name: 'Gate', type: 0, areaId: '' });
    expect(await refusal(add('gate', 'NFC-09'))).toEqual({ code: '409', msg: 'nameTaken' });
    expect(await refusal(add('Yard', 'NFC-01'))).toEqual({ code: '409', msg: 'nfcTaken' });
    expect(await refusal(add('Yard', 'bad value!'))).toEqual({ code: '400', msg: 'nfcValue: format' });
    expect(await refusal(add('  ', 'NFC-02'))).toEqual({ code: '400', msg: 'name: required' });
    expect(await dispatcher.get(PatrolPaths.checkPointName, { name: 'GATE' })).toBe(false);
    expect(await dispatcher.get(PatrolPaths.checkPointName, { name: 'Gate', id: gate.id })).toBe(true);
    expect(await dispatcher.get(PatrolPaths.checkPointNfc, { nfcValue: 'NFC-02' })).toBe(true);
    const yard = await add('Yard', 'NFC-02');
    const dock = await add('Dock', 'NFC-03');
    const spare = await add('Spare', 'NFC-04');
    const edited = await dispatcher.put<PatrolPoint>(PatrolPaths.pointEdit, { ...dock, remark: 'north side' });
    expect(edited).toMatchObject({ id: dock.id, remark: 'north side', createTime: dock.createTime });
    expect(await refusal(dispatcher.put(PatrolPaths.pointEdit, { ...dock, name: 'Yard' }))).toEqual({ code: '409', msg: 'nameTaken' });

    expect(await refusal(dispatcher.post(PatrolPaths.routeAdd, { name: 'Night round', routePoints: [gate.id, '999'] }))).toEqual({ code: '404', msg: 'unknownPoint' });
    const route = await dispatcher.post<{ id: string }>(PatrolPaths.routeAdd, { name: 'Night round', routePoints: [gate.id, yard.id, dock.id] });
    expect(await dispatcher.get(PatrolPaths.routePoints, { id: route.id })).toEqual([gate, yard, edited]);
    // A point on a route stays; the batch is all or nothing.
    expect(await refusal(dispatcher.delete(PatrolPaths.pointDelete, { ids: `${spare.id},${gate.id}` }))).toEqual({ code: '409', msg: 'pointInRoute' });

    expect(await refusal(dispatcher.get(PatrolPaths.findAccount, { pocAccount: '20000002' }))).toEqual({ code: '404', msg: 'unknownAccount' });
    expect(await dispatcher.get(PatrolPaths.findAccount, { pocAccount: '10000001' })).toMatchObject({ pocAccount: '10000001', added: false });
    await dispatcher.post(PatrolPaths.addUser, { name: 'Walker One', pocAccount: '10000001' });
    expect(await refusal(dispatcher.post(PatrolPaths.addUser, { name: 'Again', pocAccount: '10000001' }))).toEqual({ code: '409', msg: 'userExists' });

    const plan = { name: 'Every night', model: 2, startDate: today(), endDate: today(), routeId: route.id, classes: [{ startTime: '00:00', endTime: '23:59', userId: '10000001' }], type: 0 };
    expect(await refusal(dispatcher.post(PatrolPaths.planAdd, { ...plan, endDate: '2000-01-01' }))).toEqual({ code: '400', msg: 'dates: order' });
    expect(await refusal(dispatcher.post(PatrolPaths.planAdd, { ...plan, classes: [{ startTime: '10:00', endTime: '09:00', userId: '10000001' }] }))).toEqual({ code: '400', msg: 'classes: times' });
    expect(await refusal(dispatcher.post(PatrolPaths.planAdd, { ...plan, classes: [{ startTime: '00:00', endTime: '23:59', userId: '10000002' }] }))).toEqual({ code: '404', msg: 'unknownUser' });
    const saved = await dispatcher.post<{ id: string }>(PatrolPaths.planAdd, plan);

    // The patrol user's terminal walks past the yard: punched gate and dock are normal, the yard missed.
    const walker = new PatrolWalker({ msId: '10000001', client: clientOf('10000001', '123456'), skip: (point) => point.pointId === yard.id });
    expect((await walker.step())?.state).toBe('normal');
    expect((await walker.step())?.pointId).toBe(dock.id);
    expect(await walker.step()).toBeNull();
    const orders = await dispatcher.get<PatrolOrder[]>(PatrolPaths.orderList, { dtStart: today(), dtEnd: today() });
    expect(orders).toEqual([expect.objectContaining({ planId: saved.id, normal: 2, missed: 1, late: 0, waiting: 0, userName: 'Walker One' })]);
    const points = (await dispatcher.get<unknown[]>(PatrolPaths.orderPoints, { orderId: orders[0]!.id })).map((item) => OrderPointSchema.parse(item));
    expect(points.map((point) => [point.name, point.state, point.reason])).toEqual([['Gate', 1, null], ['Yard', 2, 'missed'], ['Dock', 1, null]]);
    expect(await dispatcher.get(PatrolPaths.deviation, { dtStart: today(), dtEnd: today() })).toEqual([]);
    // Another radio reads its own orders only, even when it names the walker.
    const stranger = clientOf('10000002', '123456');
    expect(await stranger.get(PatrolPaths.orderList, { dtStart: today(), dtEnd: today(), userId: '10000001' })).toEqual([]);
    expect(await refusal(stranger.get(PatrolPaths.orderPoints, { orderId: orders[0]!.id }))).toEqual({ code: '404', msg: 'unknownOrder' });
    expect(await clientOf('10000001', '123456').get(PatrolPaths.orderList, { dtStart: today(), dtEnd: today() })).toHaveLength(1);

    // An expired token: the next call gets 1011, logs in again and succeeds.
    await call(`${emulator.url}/test/patrol-token-expire`, 'POST', {});
    expect(await dispatcher.get(PatrolPaths.userList)).toEqual([{ id: '10000001', name: 'Walker One', pocAccount: '10000001' }]);
    expect(dispatcher.logins).toBe(2);

    // State survives a restart (a fresh client: the tokens did not).
    emulator = await emulator.restart();
    const again = clientOf('20000001', 'Dispatch#2026');
    expect(((await again.get<{ total: number }>(PatrolPaths.pointList, { pageNo: 1 })).total)).toBe(4);
    await again.delete(PatrolPaths.planDelete, { ids: saved.id });
    await again.delete(PatrolPaths.pointDelete, { ids: spare.id });
    expect(await again.get(PatrolPaths.orderList, { dtStart: today(), dtEnd: today() })).toEqual([]);
  });
});

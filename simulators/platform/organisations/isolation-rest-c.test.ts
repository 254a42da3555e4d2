import { beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOKEN_HEADER, hashForWire, PatrolClient, patrolCredentialsOf, PatrolPaths, SchoolPaths, type PatrolError, type PatrolPoint, type PunchRecord, type Tone } from '../../../protocol/index.ts';
import { sineWav } from '../broadcast/sine-wav.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame } from '../testing/raw-socket.ts';
import { call, callAs, tokenFor } from '../testing/test-emulator.ts';
import { wavBeep } from '../testing/tone-files.ts';
import type { CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Two organisations side by side (Issue 38), in the books that had no owner: alarm tones, themes,
 * school, patrol and broadcast. From the other tenant's side (its dispatcher, and its radio where
 * one calls) none of the demo's records is listed, and changing, deleting or naming one is refused
 * exactly as an unknown id is. Its own records work, names and codes counting its own only.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_DISPATCHER = '20000001';
const DEMO_PASSWORD = 'Dispatch#2026';
const DEMO_RADIO = '10000031';
const UNKNOWN_ID = '999999';
const UNKNOWN_MS_ID = '19999999';

const io = useEmulatorSockets();
const url = () => io.emulator.url;
let other: CreatedOrganisation;
let demo: string;
let theirs: string;
let theirRadio: string;
let theirDispatcher: string;

beforeAll(async () => {
  const created = await call(`${url()}/test/organisation`, 'POST', { name: 'Quay Services', password: PASSWORD, teams: 1, radios: 2, dispatchers: 2 });
  expect(created.body.code).toBe('0');
  other = created.body.data?.desc as CreatedOrganisation;
  theirRadio = other.radios[0]!.msId;
  theirDispatcher = other.dispatchers[0]!.msId;
  demo = await tokenFor(url(), DEMO_DISPATCHER, DEMO_PASSWORD);
  theirs = await tokenFor(url(), theirDispatcher, PASSWORD);
}, 60_000);

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = (token: string, path: string, method = 'GET', body?: unknown): Promise<Body> => callAs(url(), token, path, method, body);
const descOf = <T>(answer: Body) => answer.data?.desc as T;
const listOf = <T>(answer: Body) => answer.data?.list as T[];
/** A refusal with the id it names (if any) swapped for a placeholder. */
const blind = (answer: unknown, id?: string | number) => (id === undefined ? JSON.stringify(answer) : JSON.stringify(answer).replaceAll(String(id), '<id>'));
/** The demo's record named is refused as an unknown one is: same code, same text, the ids aside. */
async function asUnknown<T extends { code: unknown }>(named: () => Promise<T>, unknown: () => Promise<T>, ids?: [string | number, string | number]): Promise<void> {
  const [answer, reference] = [await named(), await unknown()];
  expect(['0', 200]).not.toContain(answer.code);
  expect(blind(answer, ids?.[0])).toBe(blind(reference, ids?.[1]));
}

describe('alarm tones', () => {
  const addTone = async (token: string, name: string) => {
    const uploaded = (await fetch(`${url()}/filews/upload/tone?token=${token}`, { method: 'POST', body: wavBeep() }).then((r) => r.json())) as { data: { desc: { fileUrl: string } } };
    return descOf<Tone>(await as(token, '/ds/tone/add', 'POST', { name, fileUrl: uploaded.data.desc.fileUrl }));
  };
  const idsOf = (answer: Body) => listOf<Tone>(answer).map((tone) => tone.id);

  it("another organisation's dispatcher neither lists, changes, deletes nor sends the demo's tones", async () => {
    const mine = await addTone(demo, 'Evacuate');
    const theirOwn = await addTone(theirs, 'Evacuate');
    expect(theirOwn.id).toBeDefined();
    // (A radio lists no tones at all: the role table keeps the library for dispatchers.)
    expect(idsOf(await as(theirs, '/ds/tone/list'))).toEqual([theirOwn.id]);
    expect(await as(theirs, `/ds/tone/list?createBy=${DEMO_DISPATCHER}`)).toEqual(await as(theirs, `/ds/tone/list?createBy=${UNKNOWN_MS_ID}`));
    await asUnknown(() => as(theirs, '/ds/tone/update', 'PUT', { id: mine.id, name: 'x' }), () => as(theirs, '/ds/tone/update', 'PUT', { id: UNKNOWN_ID, name: 'x' }), [mine.id, UNKNOWN_ID]);
    await asUnknown(() => as(theirs, '/ds/tone/delete', 'POST', { id: mine.id }), () => as(theirs, '/ds/tone/delete', 'POST', { id: UNKNOWN_ID }), [mine.id, UNKNOWN_ID]);

    // Sending: the demo's tone is unknown to them; their own reaches their radio.
    const dispatcher = await io.connect(theirDispatcher, PASSWORD);
    await io.connect(other.radios[1]!.msId, PASSWORD);
    const send = async (toneId: string) => {
      const reply: Frame = await dispatcher.request({ type: 'command', name: 'sendTone', args: { toneId, msId: other.radios[1]!.msId } });
      return { code: reply.code, desc: reply.desc ?? null, data: reply.data ?? null };
    };
    await asUnknown(() => send(mine.id), () => send(UNKNOWN_ID), [mine.id, UNKNOWN_ID]);
    expect((await send(theirOwn.id)).code).toBe('0');

    const demoList = idsOf(await as(demo, '/ds/tone/list'));
    expect(demoList).toContain(mine.id);
    expect(demoList).not.toContain(theirOwn.id);
    expect(io.emulator.platform.state.tones.get(mine.id)?.name).toBe('Evacuate');
  }, 60_000);
});

describe('themes', () => {
  const skin = (hostname: string, sysName: string) => ({ hostname, sysName });
  const hostsOf = (answer: Body) => listOf<{ hostname: string }>(answer).map((theme) => theme.hostname);

  it("another organisation's dispatcher neither lists, deletes nor takes over the demo's themes", async () => {
    expect((await as(demo, '/ds/theme/customTheme', 'POST', skin('harbour.example', 'Harbour Control'))).code).toBe('0');
    expect((await as(theirs, '/ds/theme/customTheme', 'POST', skin('quay.example', 'Quay Control'))).code).toBe('0');
    // (Radios read no theme list: the role table keeps it for dispatchers; the open host theme is public.)
    expect(hostsOf(await as(theirs, '/ds/theme/findTheme'))).toEqual(['quay.example']);
    const hosts = listOf<string>(await as(theirs, '/ds/theme/getClientHostList'));
    expect(hosts).toContain('quay.example');
    expect(hosts).not.toContain('harbour.example');
    await asUnknown(() => as(theirs, '/ds/theme/deleteTheme?hostname=harbour.example', 'DELETE'), () => as(theirs, '/ds/theme/deleteTheme?hostname=never.example', 'DELETE'));
    // A host shows one skin to everyone (its theme is open), so the demo's host is taken, not theirs to set.
    expect(await as(theirs, '/ds/theme/customTheme', 'POST', skin('harbour.example', 'Mine now'))).toMatchObject({ code: '409', desc: 'hostname:taken' });
    expect((await call(`${url()}/ds/pub/theme?hostname=harbour.example`)).body).toMatchObject({ data: { desc: { sysName: 'Harbour Control' } } });

    const demoHosts = hostsOf(await as(demo, '/ds/theme/findTheme'));
    expect(demoHosts).toContain('harbour.example');
    expect(demoHosts).not.toContain('quay.example');
  });
});

describe('school', () => {
  const student = (studentNum: string, studentName: string) => ({ studentNum, studentName, studentAvatar: '', studentBirth: '2018-05-04', studentSex: 'female', guardianName: 'Ann Adams', guardianPhone: '5551234' });
  const car = (plateNumber: string) => ({ plateNumber, driverName: 'Joe', driverPhone: '5550001', seats: '30' });
  const punch = (msId: string, studentNum: string) => call(`${url()}/test/school/punch`, 'POST', { msId, studentNum }).then((answer) => answer.body);
  /** This month so far (a punch query stays within one month). */
  const range = () => {
    const start = new Date();
    start.setUTCDate(1);
    start.setUTCHours(0, 0, 0, 0);
    return `start=${start.getTime()}&end=${Date.now() + 1_000}`;
  };
  const idsOf = (answer: Body) => listOf<{ id: string }>(answer).map((item) => item.id);

  it("another organisation's dispatcher and radio neither list, change nor delete the demo's students and cars, nor read its cards", async () => {
    const mine = descOf<{ id: string }>(await as(demo, SchoolPaths.studentAdd, 'POST', student('D-1', 'Eve Adams')));
    expect((await as(demo, SchoolPaths.studentAdd, 'POST', student('D-2', 'Ida Adams'))).code).toBe('0');
    const myCar = descOf<{ id: string }>(await as(demo, SchoolPaths.carAdd, 'POST', car('BUS 1')));
    expect(await punch(DEMO_RADIO, 'D-1')).toMatchObject({ code: '0' });
    // Numbers and plates are unique within an organisation: theirs may repeat the demo's.
    const theirOwn = await as(theirs, SchoolPaths.studentAdd, 'POST', student('D-1', 'Quay Pupil'));
    const theirCar = await as(theirs, SchoolPaths.carAdd, 'POST', car('BUS 1'));
    expect([theirOwn.code, theirCar.code]).toEqual(['0', '0']);
    expect(await punch(theirRadio, 'D-1')).toMatchObject({ code: '0', data: { desc: { studentId: descOf<{ id: string }>(theirOwn).id } } });

    expect(idsOf(await as(theirs, SchoolPaths.studentList))).toEqual([descOf<{ id: string }>(theirOwn).id]);
    expect(idsOf(await as(theirs, SchoolPaths.carList))).toEqual([descOf<{ id: string }>(theirCar).id]);
    expect(listOf<{ msId: string }>(await as(theirs, `${SchoolPaths.punchList}?${range()}`)).map((item) => item.msId)).toEqual([theirRadio]);
    expect(await as(theirs, `${SchoolPaths.punchList}?studentId=${mine.id}&${range()}`)).toMatchObject({ code: '0', data: { list: [] } });
    await asUnknown(() => as(theirs, SchoolPaths.studentUpdate, 'PUT', { ...student('Q-1', 'x'), id: mine.id }), () => as(theirs, SchoolPaths.studentUpdate, 'PUT', { ...student('Q-1', 'x'), id: UNKNOWN_ID }));
    await asUnknown(() => as(theirs, `${SchoolPaths.studentDelete}?id=${mine.id}`, 'DELETE'), () => as(theirs, `${SchoolPaths.studentDelete}?id=${UNKNOWN_ID}`, 'DELETE'));
    const checklist = { brakes: true, lights: true, doors: true, seatBelts: true, firstAidKit: true, extinguisher: true };
    await asUnknown(() => as(theirs, SchoolPaths.carChecklist, 'PUT', { id: myCar.id, checklist }), () => as(theirs, SchoolPaths.carChecklist, 'PUT', { id: UNKNOWN_ID, checklist }));
    await asUnknown(() => as(theirs, `${SchoolPaths.carDelete}?id=${myCar.id}`, 'DELETE'), () => as(theirs, `${SchoolPaths.carDelete}?id=${UNKNOWN_ID}`, 'DELETE'));
    // Their radio reading the demo's card (a number they have not) is an unknown card.
    await asUnknown(() => punch(theirRadio, 'D-2'), () => punch(theirRadio, 'NOPE'));

    const demoStudents = listOf<{ id: string; studentName: string }>(await as(demo, SchoolPaths.studentList));
    expect(demoStudents.map((item) => item.studentName)).toEqual(['Eve Adams', 'Ida Adams']);
    expect(idsOf(await as(demo, SchoolPaths.carList))).toEqual([myCar.id]);
    expect(listOf<{ msId: string }>(await as(demo, `${SchoolPaths.punchList}?${range()}`)).map((item) => item.msId)).toEqual([DEMO_RADIO]);
  }, 60_000);
});

describe('patrol', () => {
  const clientOf = (account: string, password: string) => new PatrolClient({ baseUrl: url(), credentials: async () => patrolCredentialsOf(account, password) });
  const refusal = (promise: Promise<unknown>) => promise.then((data) => ({ data }), (error: PatrolError) => ({ code: error.code, msg: error.msg }));
  const today = () => {
    const date = new Date();
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
  };
  const day = () => ({ dtStart: today(), dtEnd: today() });
  const plan = (routeId: string, userId: string, name = 'Night') => ({ name, model: 2, startDate: today(), endDate: today(), routeId, classes: [{ startTime: '00:00', endTime: '23:59', userId }], type: 0 });
  const ids = (list: unknown) => (list as { id: string }[]).map((item) => item.id);

  it("another organisation's dispatcher and radio neither list nor change the demo's points, rounds, users, plans and punches", async () => {
    const d = clientOf(DEMO_DISPATCHER, DEMO_PASSWORD);
    const point = await d.post<PatrolPoint>(PatrolPaths.pointAdd, { name: 'Demo gate', nfcValue: 'DEMO-TAG', remark: '' });
    const only = await d.post<PatrolPoint>(PatrolPaths.pointAdd, { name: 'Demo yard', nfcValue: 'DEMO-ONLY', remark: '' });
    const route = await d.post<{ id: string }>(PatrolPaths.routeAdd, { name: 'Demo round', routePoints: [point.id, only.id] });
    await d.post(PatrolPaths.addUser, { name: 'Demo walker', pocAccount: DEMO_RADIO });
    const demoPlan = await d.post<{ id: string }>(PatrolPaths.planAdd, plan(route.id, DEMO_RADIO));
    await clientOf(DEMO_RADIO, '123456').post(PatrolPaths.punch, { nfcValue: 'DEMO-TAG' });
    const demoOrder = `${demoPlan.id}_${today()}_0`;

    // Their own: the demo's name, NFC value and plan name are theirs to use too.
    const t = clientOf(theirDispatcher, PASSWORD);
    const theirPoint = await t.post<PatrolPoint>(PatrolPaths.pointAdd, { name: 'Demo gate', nfcValue: 'DEMO-TAG', remark: '' });
    const theirRoute = await t.post<{ id: string }>(PatrolPaths.routeAdd, { name: 'Demo round', routePoints: [theirPoint.id] });
    await t.post(PatrolPaths.addUser, { name: 'Quay walker', pocAccount: theirRadio });
    const theirPlan = await t.post<{ id: string }>(PatrolPaths.planAdd, plan(theirRoute.id, theirRadio));
    const walker = clientOf(theirRadio, PASSWORD);
    expect(await walker.post<PunchRecord>(PatrolPaths.punch, { nfcValue: 'DEMO-TAG' })).toMatchObject({ pointId: theirPoint.id, orderId: `${theirPlan.id}_${today()}_0` });

    expect(ids((await t.get<{ records: unknown }>(PatrolPaths.pointList, { pageNo: 1 })).records)).toEqual([theirPoint.id]);
    expect(ids((await t.get<{ records: unknown }>(PatrolPaths.routeList, { pageNo: 1 })).records)).toEqual([theirRoute.id]);
    expect(ids(await t.get(PatrolPaths.planList, day()))).toEqual([theirPlan.id]);
    expect(ids(await t.get(PatrolPaths.userList))).toEqual([theirRadio]);
    expect((await t.get<{ planId: string }[]>(PatrolPaths.orderList, day())).map((order) => order.planId)).toEqual([theirPlan.id]);
    expect(await t.get(PatrolPaths.orderList, { ...day(), userId: DEMO_RADIO })).toEqual([]);
    expect((await t.get<PunchRecord[]>(PatrolPaths.punchList, day())).map((item) => item.msId)).toEqual([theirRadio]);
    expect(await t.get(PatrolPaths.checkPointName, { name: 'Demo yard' })).toBe(true);
    expect(await t.get(PatrolPaths.checkPointNfc, { nfcValue: 'DEMO-ONLY' })).toBe(true);

    const coded = (answer: object) => ({ code: 'code' in answer ? answer.code : '0', ...answer });
    const same = (named: () => Promise<unknown>, unknown: () => Promise<unknown>) => asUnknown(() => refusal(named()).then(coded), () => refusal(unknown()).then(coded));
    const edit = (id: string) => ({ id, name: 'Taken', nfcValue: 'TAKEN-1', remark: '' });
    await same(() => t.put(PatrolPaths.pointEdit, edit(point.id)), () => t.put(PatrolPaths.pointEdit, edit(UNKNOWN_ID)));
    await same(() => t.delete(PatrolPaths.pointDelete, { ids: point.id }), () => t.delete(PatrolPaths.pointDelete, { ids: UNKNOWN_ID }));
    await same(() => t.post(PatrolPaths.routeAdd, { name: 'Mixed', routePoints: [theirPoint.id, point.id] }), () => t.post(PatrolPaths.routeAdd, { name: 'Mixed', routePoints: [theirPoint.id, UNKNOWN_ID] }));
    await same(() => t.get(PatrolPaths.routePoints, { id: route.id }), () => t.get(PatrolPaths.routePoints, { id: UNKNOWN_ID }));
    await same(() => t.post(PatrolPaths.planAdd, plan(route.id, theirRadio, 'P2')), () => t.post(PatrolPaths.planAdd, plan(UNKNOWN_ID, theirRadio, 'P2')));
    await same(() => t.post(PatrolPaths.planAdd, plan(theirRoute.id, DEMO_RADIO, 'P3')), () => t.post(PatrolPaths.planAdd, plan(theirRoute.id, UNKNOWN_MS_ID, 'P3')));
    await same(() => t.delete(PatrolPaths.planDelete, { ids: demoPlan.id }), () => t.delete(PatrolPaths.planDelete, { ids: UNKNOWN_ID }));
    await same(() => t.get(PatrolPaths.findAccount, { pocAccount: DEMO_RADIO }), () => t.get(PatrolPaths.findAccount, { pocAccount: UNKNOWN_MS_ID }));
    await same(() => t.post(PatrolPaths.addUser, { name: 'Xavier', pocAccount: DEMO_RADIO }), () => t.post(PatrolPaths.addUser, { name: 'Xavier', pocAccount: UNKNOWN_MS_ID }));
    await same(() => t.get(PatrolPaths.orderPoints, { orderId: demoOrder }), () => t.get(PatrolPaths.orderPoints, { orderId: `${UNKNOWN_ID}_${today()}_0` }));
    // Their radio: the demo's order is unknown, its tag a deviation like a tag nobody has.
    await same(() => walker.get(PatrolPaths.orderPoints, { orderId: demoOrder }), () => walker.get(PatrolPaths.orderPoints, { orderId: `${UNKNOWN_ID}_${today()}_0` }));
    const deviation = async (nfcValue: string) => {
      const { id: _id, time: _time, nfcValue: _nfc, ...rest } = await walker.post<PunchRecord>(PatrolPaths.punch, { nfcValue });
      return rest;
    };
    expect(await deviation('DEMO-ONLY')).toEqual(await deviation('NOBODY-TAG'));
    expect(await deviation('DEMO-ONLY')).toMatchObject({ pointId: null, state: 'deviation' });

    // The demo's records stand, its lists hold none of theirs.
    expect(ids((await d.get<{ records: unknown }>(PatrolPaths.pointList, { pageNo: 1 })).records)).toEqual([point.id, only.id]);
    expect(ids(await d.get(PatrolPaths.planList, day()))).toEqual([demoPlan.id]);
    expect((await d.get<PunchRecord[]>(PatrolPaths.punchList, day())).map((item) => item.msId)).toEqual([DEMO_RADIO]);
    expect(await d.get<unknown[]>(PatrolPaths.orderPoints, { orderId: demoOrder })).toHaveLength(2);
  }, 60_000);
});

describe('broadcast', () => {
  type V1 = { code: number; msg: string; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  const v1 = (token: string, path: string, method = 'GET', body?: unknown) => call(`${url()}${path}`, method, body, { [BROADCAST_TOKEN_HEADER]: token }).then((answer) => answer.body as unknown as V1);
  const login = async (username: string, password: string) => (await v1('', '/v1/login', 'POST', { username, password: hashForWire(password) })).data.access_token as string;
  const upload = async (token: string, groupId: number, name: string): Promise<V1> => {
    const form = new FormData();
    form.set('group_id', String(groupId));
    form.set('file', new Blob([new Uint8Array(sineWav(1_000, 440))]), name);
    return (await fetch(`${url()}/v1/upload`, { method: 'POST', body: form, headers: { [BROADCAST_TOKEN_HEADER]: token } })).json() as Promise<V1>;
  };
  /** Area, speaker, file, caster, task and real-time task of one organisation: the same names and codes on both sides. */
  async function setUp(token: string, user: string, speaker: string) {
    const area = (await v1(token, '/api/v1/org', 'POST', { parent_id: 0, name: 'Site', code: 'site' })).data;
    const device = (await v1(token, '/v1/device', 'POST', { org_id: area.id, name: 'Hall', code: speaker })).data;
    const file = (await upload(token, area.id, 'chime.wav')).data;
    const caster = (await v1(token, '/v1/caster', 'POST', { user_id: user, name: 'Announcer', code: 'c1' })).data;
    const task = (await v1(token, '/v1/task', 'POST', { name: 'Morning', file_ids: [file.id], device_ids: [device.id], start_time: '08:00:00', weekdays: [1] })).data;
    const live = (await v1(token, '/v1/real_time_task/start', 'POST', { file_ids: [file.id], device_ids: [device.id] })).data;
    expect([area, device, file, caster, task, live].every(Boolean)).toBe(true);
    return { area, device, file, caster, task, plan: task.plan_id as number };
  }
  const idsOf = (answer: V1) => ((answer.data.list ?? answer.data) as { id: number | string }[]).map((item) => item.id);

  it("another organisation's dispatcher neither lists, changes, deletes nor plays the demo's areas, speakers, files, casters and tasks", async () => {
    const demoToken = await login(DEMO_DISPATCHER, DEMO_PASSWORD);
    const theirToken = await login(theirDispatcher, PASSWORD);
    const mine = await setUp(demoToken, DEMO_DISPATCHER, 'spk-demo');
    const theirOwn = await setUp(theirToken, theirDispatcher, 'spk-quay');
    const t = (path: string, method = 'GET', body?: unknown) => v1(theirToken, path, method, body);

    for (const [path, key] of [['/v1/org', 'area'], ['/v1/device', 'device'], ['/v1/file', 'file'], ['/v1/caster', 'caster'], ['/v1/task', 'task']] as const) {
      expect(idsOf(await t(`${path}?page=1&limit=100`))).toEqual([theirOwn[key].id]);
    }
    expect(idsOf(await t('/v1/plan?page=1&limit=100'))).toEqual([theirOwn.plan]);
    expect(idsOf(await t('/v1/sys/user?page=1&limit=100'))).toEqual(other.dispatchers.map((item) => item.msId));
    // Each organisation has its own real-time task: theirs playing did not stop the demo's.
    expect((await t('/v1/real_time_task')).data).toMatchObject({ status: 'playing', file_ids: [theirOwn.file.id] });
    expect((await v1(demoToken, '/v1/real_time_task')).data).toMatchObject({ status: 'playing', file_ids: [mine.file.id] });

    const same = (make: (id: number) => [string, string?, unknown?], id: number) => {
      const [path, method, body] = make(id);
      const [unknownPath, , unknownBody] = make(Number(UNKNOWN_ID));
      return asUnknown(() => t(path, method, body), () => t(unknownPath, method, unknownBody));
    };
    const { area, device, file, task, plan } = mine;
    await same((id) => [`/v1/org/${id}`, 'PATCH', { name: 'x', code: 'x' }], area.id);
    await same((id) => [`/v1/org/${id}`, 'DELETE'], area.id);
    await same((id) => ['/v1/org', 'POST', { parent_id: id, name: 'Child', code: 'child' }], area.id);
    await same((id) => ['/v1/device', 'POST', { org_id: id, name: 'Gate', code: 'spk-new' }], area.id);
    await same((id) => ['/v1/device/batch_volume', 'POST', { group_id: id, ao_volume: 10, device_ids: [] }], area.id);
    await same((id) => [`/v1/device/${id}`, 'PATCH', { org_id: theirOwn.area.id, name: 'x', code: 'spk-x' }], device.id);
    await same((id) => [`/v1/device/${id}/volume`, 'PATCH', { ao_volume: 10 }], device.id);
    await same((id) => [`/v1/device/${id}`, 'DELETE'], device.id);
    await same((id) => [`/v1/file/${id}`, 'DELETE'], file.id);
    await same((id) => ['/v1/task', 'POST', { name: 'Mixed', file_ids: [id], device_ids: [theirOwn.device.id], start_time: '08:00:00', weekdays: [1] }], file.id);
    await same((id) => ['/v1/task', 'POST', { name: 'Mixed', file_ids: [theirOwn.file.id], device_ids: [id], start_time: '08:00:00', weekdays: [1] }], device.id);
    await same((id) => [`/v1/task/${id}`, 'PATCH', { name: 'x', file_ids: [theirOwn.file.id], device_ids: [theirOwn.device.id], start_time: '08:00:00', weekdays: [1] }], task.id);
    await same((id) => [`/v1/task/${id}/start`], task.id);
    await same((id) => [`/v1/task/${id}`, 'DELETE'], task.id);
    await same((id) => [`/v1/plan/${id}/start`], plan);
    await asUnknown(() => t('/v1/caster', 'POST', { user_id: DEMO_DISPATCHER, name: 'x', code: 'c9' }), () => t('/v1/caster', 'POST', { user_id: UNKNOWN_MS_ID, name: 'x', code: 'c9' }));
    expect(await upload(theirToken, area.id, 'x.wav')).toEqual(await upload(theirToken, Number(UNKNOWN_ID), 'x.wav'));
    const music = async (name: string) => (await fetch(`${url()}/music/${name}`, { headers: { [BROADCAST_TOKEN_HEADER]: theirToken } })).json();
    expect(await music(file.name)).toEqual(await music('0123456789abcdef.wav'));

    // The demo's records stand, its lists hold none of theirs.
    expect(idsOf(await v1(demoToken, '/v1/device?page=1&limit=100'))).toEqual([device.id]);
    expect(idsOf(await v1(demoToken, '/v1/task?page=1&limit=100'))).toEqual([task.id]);
    expect((await fetch(`${url()}/music/${file.name}`, { headers: { [BROADCAST_TOKEN_HEADER]: demoToken } })).status).toBe(200);
    expect((await v1(demoToken, '/v1/real_time_task/stop')).data.status).toBe('idle');
    expect((await t('/v1/real_time_task/stop')).data.status).toBe('idle');
    await same((id) => ['/v1/real_time_task', 'PATCH', { file_ids: [theirOwn.file.id], device_ids: [id] }], device.id);
  }, 60_000);
});

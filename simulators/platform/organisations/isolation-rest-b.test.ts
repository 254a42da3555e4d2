import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MediaPaths } from '../../../protocol/index.ts';
import { call, callAs, startTestEmulator, tokenFor, withToken, type TestEmulator } from '../testing/test-emulator.ts';
import { wavBeep } from '../testing/tone-files.ts';
import type { CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Two organisations side by side (Issue 38), through REST: markers, jobs, lone-work plans and their
 * alarms, indoor areas and incidents. Seen from the other tenant's side none of the demo's records
 * is listed, and naming one of them (or a demo terminal or group) is refused exactly as an unknown
 * id is, so an answer tells nothing of what another organisation holds.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_DISPATCHER = '20000001';
const DEMO_DISPATCHER_TWO = '20000002';
const DEMO_RADIO = '10000031';
const DEMO_GROUP = '111';
const UNKNOWN_ID = '999999';
const UNKNOWN_MS_ID = '99999999';

let emulator: TestEmulator;
let other: CreatedOrganisation;
let demo: string;
let theirs: string;
let theirRadio: string;

beforeAll(async () => {
  emulator = await startTestEmulator();
  const created = await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Quay Services', password: PASSWORD, teams: 1, radios: 2, dispatchers: 2 });
  expect(created.body.code).toBe('0');
  other = created.body.data?.desc as CreatedOrganisation;
  theirRadio = other.radios[0]!.msId;
  demo = await tokenFor(emulator.url, DEMO_DISPATCHER, 'Dispatch#2026');
  theirs = await tokenFor(emulator.url, other.dispatchers[0]!.msId, PASSWORD);
}, 60_000);
afterAll(() => emulator?.stop());

type Body = { code: string; desc?: string; data?: { desc: unknown; list: unknown[] } };
const as = (token: string, path: string, method = 'GET', body?: unknown): Promise<Body> => callAs(emulator.url, token, path, method, body);
const idOf = (answer: Body) => (answer.data?.desc as { id: string }).id;
const idsOf = (answer: Body) => (answer.data?.list as { id: string }[]).map((item) => item.id);
/** A refusal's code and text, with the id it names (if any) swapped for a placeholder. */
const refusalOf = (answer: Body, id?: string) => ({ code: answer.code, desc: id === undefined ? answer.desc : answer.desc?.replaceAll(id, '<id>') });
/** Naming another organisation's record is refused as naming an unknown one is: same code, same text. */
async function refusedAsUnknown(named: () => Promise<Body>, unknown: () => Promise<Body>, ids?: [string, string]): Promise<void> {
  const [answer, reference] = [await named(), await unknown()];
  expect(answer.code).not.toBe('0');
  expect(refusalOf(answer, ids?.[0])).toEqual(refusalOf(reference, ids?.[1]));
}

describe('markers', () => {
  it("another organisation's dispatcher neither lists nor changes the demo's markers", async () => {
    const line = { kind: 'line', name: 'Route A', color: '#1e88e5', points: [[-0.37, 39.47], [-0.36, 39.48]] };
    const mine = idOf(await as(demo, '/ds/mark/addMark', 'POST', line));
    const theirOwn = idOf(await as(theirs, '/ds/mark/addMark', 'POST', { ...line, name: 'Quay' }));
    expect(idsOf(await as(theirs, '/ds/mark/findMark'))).toEqual([theirOwn]);
    await refusedAsUnknown(
      () => as(theirs, '/ds/mark/updateMark', 'PUT', { id: mine, name: 'x' }),
      () => as(theirs, '/ds/mark/updateMark', 'PUT', { id: UNKNOWN_ID, name: 'x' }),
    );
    await refusedAsUnknown(() => as(theirs, `/ds/mark/deleteMark?id=${mine}`, 'DELETE'), () => as(theirs, `/ds/mark/deleteMark?id=${UNKNOWN_ID}`, 'DELETE'));
    // The demo still sees (and keeps) its own, and not theirs.
    const listed = idsOf(await as(demo, '/ds/mark/findMark'));
    expect(listed).toContain(mine);
    expect(listed).not.toContain(theirOwn);
    expect(emulator.platform.state.markers.byId.get(mine)?.name).toBe('Route A');
  });
});

describe('jobs', () => {
  const job = (msIds: string[]) => ({ task: 'Check the pump', msIds, dispatchTime: emulator.platform.now() + 60_000 });

  it("another organisation's dispatcher neither lists, hands over nor deletes the demo's jobs, nor assigns its terminals", async () => {
    const mine = idOf(await as(demo, '/ds/job/add', 'POST', job([DEMO_RADIO])));
    const theirOwn = await as(theirs, '/ds/job/add', 'POST', job([theirRadio]));
    expect(theirOwn.code).toBe('0');
    const listed = await as(theirs, '/ds/job/list?page=1&size=50');
    expect(idsOf(listed)).toEqual([idOf(theirOwn)]);
    expect(listed.data?.desc).toMatchObject({ total: 1 });
    await refusedAsUnknown(() => as(theirs, `/ds/job/delete?id=${mine}`, 'DELETE'), () => as(theirs, `/ds/job/delete?id=${UNKNOWN_ID}`, 'DELETE'));
    const to = other.dispatchers[1]!.msId;
    await refusedAsUnknown(() => as(theirs, '/ds/job/handOver', 'PUT', { id: mine, to }), () => as(theirs, '/ds/job/handOver', 'PUT', { id: UNKNOWN_ID, to }));
    // A demo terminal is an unknown assignee to them; their dispatcher is no hand-over target for the demo.
    await refusedAsUnknown(() => as(theirs, '/ds/job/add', 'POST', job([DEMO_RADIO])), () => as(theirs, '/ds/job/add', 'POST', job([UNKNOWN_MS_ID])), [DEMO_RADIO, UNKNOWN_MS_ID]);
    await refusedAsUnknown(() => as(demo, '/ds/job/handOver', 'PUT', { id: mine, to }), () => as(demo, '/ds/job/handOver', 'PUT', { id: mine, to: UNKNOWN_MS_ID }));

    const demoList = idsOf(await as(demo, '/ds/job/list?page=1&size=50'));
    expect(demoList).toContain(mine);
    expect(demoList).not.toContain(idOf(theirOwn));
    expect(emulator.platform.state.jobs.byId.has(mine)).toBe(true);
  });
});

describe('job common tasks and the media library', () => {
  it("another organisation's dispatcher neither lists nor deletes the demo's common tasks and media; their texts and names are free", async () => {
    const task = idOf(await as(demo, '/ds/job/addCommonTask', 'POST', { text: 'Check the gate' }));
    const tasks = (token: string) => as(token, '/ds/job/commonTasks').then(idsOf);
    expect(await tasks(theirs)).toEqual([]);
    await refusedAsUnknown(() => as(theirs, `/ds/job/deleteCommonTask?id=${task}`, 'DELETE'), () => as(theirs, `/ds/job/deleteCommonTask?id=${UNKNOWN_ID}`, 'DELETE'));
    const theirTask = await as(theirs, '/ds/job/addCommonTask', 'POST', { text: 'Check the gate' });
    expect(theirTask.code).toBe('0');
    expect(await tasks(theirs)).toEqual([idOf(theirTask)]);
    expect(await tasks(demo)).toContain(task);
    expect(await tasks(demo)).not.toContain(idOf(theirTask));

    const upload = async (token: string, name: string) => {
      const response = await fetch(withToken(emulator.url, `${MediaPaths.upload}?name=${encodeURIComponent(name)}`, token), { method: 'POST', headers: { 'content-type': 'application/octet-stream' }, body: wavBeep(200) });
      return (await response.json()) as Body;
    };
    const media = idOf(await upload(demo, 'Gate drill'));
    const listed = (token: string) => as(token, MediaPaths.list, 'POST', {}).then(idsOf);
    expect(await listed(theirs)).toEqual([]);
    await refusedAsUnknown(() => as(theirs, MediaPaths.remove, 'POST', { id: media }), () => as(theirs, MediaPaths.remove, 'POST', { id: '0123456789abcdef' }), [media, '0123456789abcdef']);
    const file = async (token: string, id: string) => (await fetch(withToken(emulator.url, `${MediaPaths.files}/${id}`, token))).status;
    expect(await file(demo, media)).toBe(200);
    expect(await file(theirs, media)).toBe(await file(theirs, '0123456789abcdef'));
    const theirMedia = await upload(theirs, 'Gate drill');
    expect(theirMedia.code).toBe('0');
    expect(await listed(theirs)).toEqual([idOf(theirMedia)]);
    expect(await listed(demo)).toContain(media);
    expect(await listed(demo)).not.toContain(idOf(theirMedia));
  });
});

describe('lone-work plans', () => {
  const draft = (msIds: string[]) => ({ msIds, date: '2030-01-01', sTime: '08:00', wTime: 60, hb: 5, enabled: false, utcOffset: 0 });
  /** The same call about the demo's record and about an unknown id, as the other organisation. */
  const asUnknown = (make: (id: string) => [string, string, unknown?], id: string) => {
    const [path, method, body] = make(id);
    const [unknownPath, , unknownBody] = make(UNKNOWN_ID);
    return refusedAsUnknown(() => as(theirs, path, method, body), () => as(theirs, unknownPath, method, unknownBody));
  };

  it("another organisation's dispatcher neither lists nor operates the demo's plans and alarms, nor plans its terminals", async () => {
    const work = idOf(await as(demo, '/ds/lonework/add', 'POST', draft([DEMO_RADIO])));
    expect((await as(demo, '/ds/lonework/update', 'PUT', { id: work, op: 'start' })).code).toBe('0');
    const raised = await as(demo, '/ds/lonework/addAlarm', 'POST', { workId: work, msId: DEMO_RADIO, cause: 'busy' });
    expect(raised.code).toBe('0');
    const alarm = idOf(raised);
    const theirOwn = await as(theirs, '/ds/lonework/add', 'POST', draft([theirRadio]));
    expect(theirOwn.code).toBe('0');

    expect(idsOf(await as(theirs, '/ds/lonework/list'))).toEqual([idOf(theirOwn)]);
    expect(await as(theirs, '/ds/lonework/findAlarm')).toMatchObject({ code: '0', data: { desc: { total: 0 }, list: [] } });
    expect(await as(theirs, `/ds/lonework/findAlarm?workId=${work}`)).toMatchObject({ code: '0', data: { desc: { total: 0 }, list: [] } });
    await asUnknown((id) => ['/ds/lonework/update', 'PUT', { ...draft([theirRadio]), id }], work);
    await asUnknown((id) => ['/ds/lonework/update', 'PUT', { id, op: 'end' }], work);
    await asUnknown((id) => [`/ds/lonework/delete?id=${id}`, 'DELETE'], work);
    await asUnknown((id) => ['/ds/lonework/addAlarm', 'POST', { workId: id, msId: DEMO_RADIO, cause: 'busy' }], work);
    await asUnknown((id) => ['/ds/lonework/updateAlarm', 'PUT', { id, remark: 'seen' }], alarm);
    await asUnknown((id) => ['/ds/lonework/ackAlarm', 'PUT', { id }], alarm);
    await asUnknown((id) => ['/ds/lonework/handOverAlarm', 'PUT', { id, to: other.dispatchers[1]!.msId }], alarm);
    // A demo terminal is unknown to them; their dispatcher is no hand-over target for the demo.
    await refusedAsUnknown(() => as(theirs, '/ds/lonework/add', 'POST', draft([DEMO_RADIO])), () => as(theirs, '/ds/lonework/add', 'POST', draft([UNKNOWN_MS_ID])));
    expect((await as(demo, '/ds/lonework/ackAlarm', 'PUT', { id: alarm })).code).toBe('0');
    await refusedAsUnknown(
      () => as(demo, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm, to: other.dispatchers[1]!.msId }),
      () => as(demo, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm, to: UNKNOWN_MS_ID }),
    );
    expect((await as(demo, '/ds/lonework/handOverAlarm', 'PUT', { id: alarm, to: DEMO_DISPATCHER_TWO })).code).toBe('0');

    // The demo still sees its own plan (running, its alarm open) and its alarm, not theirs.
    const demoList = (await as(demo, '/ds/lonework/list')).data?.list as { id: string; status: string }[];
    expect(demoList.find((item) => item.id === work)).toMatchObject({ status: 'alarm' });
    expect(demoList.some((item) => item.id === idOf(theirOwn))).toBe(false);
    expect(idsOf(await as(demo, `/ds/lonework/findAlarm?workId=${work}`))).toEqual([alarm]);
    expect((await as(demo, '/ds/lonework/update', 'PUT', { id: work, op: 'end' })).code).toBe('0');
  });
});

describe('indoor areas', () => {
  it("another organisation's dispatcher neither lists nor changes the demo's areas", async () => {
    const mine = idOf(await as(demo, '/ds/indoor/addArea', 'POST', { name: 'Lab' }));
    const theirOwn = idOf(await as(theirs, '/ds/indoor/addArea', 'POST', { name: 'Quay shed' }));
    expect(idsOf(await as(theirs, '/ds/indoor/listArea'))).toEqual([theirOwn]);
    await refusedAsUnknown(
      () => as(theirs, '/ds/indoor/updateArea', 'PUT', { id: mine, name: 'x' }),
      () => as(theirs, '/ds/indoor/updateArea', 'PUT', { id: UNKNOWN_ID, name: 'x' }),
    );
    await refusedAsUnknown(() => as(theirs, `/ds/indoor/deleteArea?id=${mine}`, 'DELETE'), () => as(theirs, `/ds/indoor/deleteArea?id=${UNKNOWN_ID}`, 'DELETE'));

    const demoList = await as(demo, '/ds/indoor/listArea');
    expect(idsOf(demoList)).toContain(mine);
    expect(idsOf(demoList)).not.toContain(theirOwn);
    expect(emulator.platform.state.indoor.byId.get(mine)?.name).toBe('Lab');
  });
});

describe('incidents', () => {
  const save = (token: string, subject: { kind: string; id: string }) => {
    const end = Math.floor(emulator.platform.now() / 1_000) * 1_000;
    const start = new Date(end - 600_000).getUTCMonth() === new Date(end).getUTCMonth() ? end - 600_000 : end - 1_000;
    return as(token, '/ds/incident/save', 'POST', { subject, start, end, tz: 0, note: 'Smoke at the pump house' });
  };
  const archive = async (token: string, id: string) => {
    const answer = await call(withToken(emulator.url, `/filews/incidents/${id}.zip`, token));
    return answer.status === 200 ? { status: 200 } : { status: answer.status, code: answer.body.code, desc: answer.body.desc };
  };

  it("another organisation's dispatcher neither lists nor downloads the demo's incidents, nor names its terminals or groups", async () => {
    const mine = idOf(await save(demo, { kind: 'terminal', id: DEMO_RADIO }));
    const theirOwn = await save(theirs, { kind: 'terminal', id: theirRadio });
    expect(theirOwn.code).toBe('0');
    const listed = await as(theirs, '/ds/incident/list');
    expect(idsOf(listed)).toEqual([idOf(theirOwn)]);
    expect(listed.data?.desc).toMatchObject({ total: 1 });
    await refusedAsUnknown(() => save(theirs, { kind: 'terminal', id: DEMO_RADIO }), () => save(theirs, { kind: 'terminal', id: UNKNOWN_MS_ID }));
    await refusedAsUnknown(() => save(theirs, { kind: 'group', id: DEMO_GROUP }), () => save(theirs, { kind: 'group', id: UNKNOWN_ID }));
    expect(await archive(theirs, mine)).toEqual(await archive(theirs, UNKNOWN_ID));
    expect((await archive(theirs, mine)).status).toBe(404);

    const demoList = idsOf(await as(demo, '/ds/incident/list'));
    expect(demoList).toContain(mine);
    expect(demoList).not.toContain(idOf(theirOwn));
    expect((await archive(demo, mine)).status).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gpsFileUrl,
  importMessageKey,
  NetworkPaths,
  newKeyMaterial,
  PATH_CALL_BY_UTC,
  PATH_GPS_BY_UTC,
  PositionPaths,
  sealContent,
  type CallRecord,
  type LastGps,
  type SecretKey,
} from '../../../protocol/index.ts';
import { call, callAs, startTestEmulator, tokenFor, withToken, type TestEmulator } from '../testing/test-emulator.ts';
import type { CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Two organisations side by side, seen through the REST routes of SOS, call records, positions and
 * tracks, network management, mutes and messages: the other tenant's dispatcher lists none of the
 * demo's things, and naming one of the demo's ids is refused exactly as an id that never existed is
 * (same code, same text but for the id), so the answer is no existence oracle. The demo keeps its own.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_DISPATCHER = '20000001';
const DEMO_PASSWORD = 'Dispatch#2026';
const DEMO_RADIO = '10000005';
const DEMO_GROUP = '111';
/** Ids no organisation has: what "unknown" answers look like. */
const NO_TERMINAL = '19999999';
const NO_GROUP = '999999';
/** Track fixes within one month, recent enough to stay in range. */
const T0 = Date.parse('2026-04-14T08:00:00Z');
const RANGE = { start: T0 - 3_600_000, end: T0 + 3_600_000, tz: 0 };

let emulator: TestEmulator;
let other: CreatedOrganisation;
let theirs: string;
let theirRadio: string;
let demo: string;
let alarmId: string;

const as = (token: string, path: string, method = 'GET', body?: unknown) => callAs(emulator.url, token, path, method, body);
const line = (answer: { code: string; desc?: string | undefined }) => `${answer.code} ${answer.desc ?? ''}`;
/** A refusal about `id` reads as the one about an id that never existed, the id aside. */
const asUnknown = (answer: { code: string; desc?: string | undefined }, id: string, unknown: { code: string; desc?: string | undefined }, unknownId: string) => {
  expect(answer.code).not.toBe('0');
  expect(line(answer).replaceAll(id, '<id>')).toBe(line(unknown).replaceAll(unknownId, '<id>'));
};

beforeAll(async () => {
  emulator = await startTestEmulator();
  const created = await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Quay Services', password: PASSWORD, teams: 1, radios: 2, dispatchers: 2 });
  expect(created.body.code).toBe('0');
  other = created.body.data?.desc as CreatedOrganisation;
  theirs = await tokenFor(emulator.url, other.dispatchers[0]!.msId, PASSWORD);
  theirRadio = await tokenFor(emulator.url, other.radios[0]!.msId, PASSWORD);
  demo = await tokenFor(emulator.url, DEMO_DISPATCHER, DEMO_PASSWORD);
  const { platform, services } = emulator;
  // The demo's things: an SOS, a recorded transmission and a call, a track, a message and an SMS.
  const raised = await services.sos.raise(DEMO_RADIO, {});
  expect(raised.code).toBe('0');
  alarmId = (raised as { alarm: { id: string } }).alarm.id;
  const now = Date.now();
  await platform.commit([
    { type: 'transmission.recorded', gid: DEMO_GROUP, msId: DEMO_RADIO, name: 'R', startedAt: now - 5_000, talkMs: 1_000, file: `${DEMO_GROUP}-${now - 5_000}-${DEMO_RADIO}.wav`, bytes: 100 },
    { type: 'call.invited', callId: 'iso-1', caller: DEMO_DISPATCHER, callee: DEMO_RADIO, media: 'audio' },
    { type: 'call.ended', callId: 'iso-1', caller: DEMO_DISPATCHER, callee: DEMO_RADIO, media: 'audio', status: 200, talkMs: 1_000 },
  ]);
  const track = await call(`${emulator.url}/test/gps-track`, 'POST', { msId: DEMO_RADIO, fixes: [{ lat: 39_470_000, lng: -376_000, speed: 1, direction: 0, altitude: 10, time: T0 }] });
  expect(track.body.code).toBe('0');
}, 60_000);
afterAll(() => emulator?.stop());

describe("another organisation's dispatcher, through the REST routes", () => {
  it('SOS: lists none of the demo alarms; acknowledging, marking or handing one over is refused as an unknown id', async () => {
    const found = await as(theirs, '/ds/sos/findSos');
    expect(found.code).toBe('0');
    expect(found.data!.list).toEqual([]);
    expect((await as(theirs, `/ds/sos/findSos?msId=${DEMO_RADIO}`)).data!.list).toEqual([]);
    for (const [path, body] of [
      ['/ds/sos/updateSos', { status: 1 }],
      ['/ds/sos/markSos', { verdict: 'valid' }],
      ['/ds/sos/handOverSos', { to: other.dispatchers[1]!.msId }],
    ] as const) {
      const unknown = await as(theirs, path, 'PUT', { id: NO_GROUP, ...body });
      asUnknown(await as(theirs, path, 'PUT', { id: alarmId, ...body }), alarmId, unknown, NO_GROUP);
    }
    expect(emulator.platform.state.sos.byId.get(alarmId)).toMatchObject({ status: 0, responder: null });

    // The demo sees and acknowledges its own; it cannot hand it to the other organisation's dispatcher.
    expect((await as(demo, '/ds/sos/findSos')).data!.list).toEqual(expect.arrayContaining([expect.objectContaining({ id: alarmId, msId: DEMO_RADIO })]));
    expect((await as(demo, '/ds/sos/updateSos', 'PUT', { id: alarmId, status: 1 })).code).toBe('0');
    const toNobody = await as(demo, '/ds/sos/handOverSos', 'PUT', { id: alarmId, to: NO_TERMINAL });
    const toThem = await as(demo, '/ds/sos/handOverSos', 'PUT', { id: alarmId, to: other.dispatchers[0]!.msId });
    expect(line(toThem)).toBe(line(toNobody));
    expect(emulator.platform.state.sos.byId.get(alarmId)?.handler).toBe(DEMO_DISPATCHER);
  });

  it("call records: none of the demo's, also when filtered by a demo radio or group", async () => {
    const range = `start=${Date.now() - 600_000}&end=${Date.now() + 60_000}`;
    for (const filter of ['', `&msId=${DEMO_RADIO}`, `&gid=${DEMO_GROUP}`, `&msId=${DEMO_DISPATCHER}`]) {
      const answer = await as(theirs, `${PATH_CALL_BY_UTC}?${range}${filter}`);
      expect(answer.code).toBe('0');
      expect(answer.data).toMatchObject({ desc: { total: 0 }, list: [] });
    }
    const mine = (await as(demo, `${PATH_CALL_BY_UTC}?${range}`)).data!.list as CallRecord[];
    expect(mine.map((record) => record.kind).sort()).toEqual(['group', 'individual']);
  });

  it('positions: the last fixes are its own terminals only; a demo radio is an unknown terminal', async () => {
    const all = (await as(theirs, PositionPaths.lastGps)).data!.list as LastGps[];
    const ours = new Set([...other.radios, ...other.dispatchers].map((terminal) => terminal.msId));
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((row) => ours.has(row.msId))).toBe(true);
    asUnknown(await as(theirs, `${PositionPaths.lastGps}?msIds=${DEMO_RADIO}`), DEMO_RADIO, await as(theirs, `${PositionPaths.lastGps}?msIds=${NO_TERMINAL}`), NO_TERMINAL);
    asUnknown(await as(theirs, `${PositionPaths.msInfo}?msId=${DEMO_RADIO}`), DEMO_RADIO, await as(theirs, `${PositionPaths.msInfo}?msId=${NO_TERMINAL}`), NO_TERMINAL);

    const demoRows = (await as(demo, PositionPaths.lastGps)).data!.list as LastGps[];
    expect(demoRows.some((row) => row.msId === DEMO_RADIO)).toBe(true);
    expect(demoRows.some((row) => ours.has(row.msId))).toBe(false);
    expect((await as(demo, `${PositionPaths.msInfo}?msId=${DEMO_RADIO}`)).data!.desc).toMatchObject({ msId: DEMO_RADIO, cid: '1001' });
    asUnknown(await as(demo, `${PositionPaths.msInfo}?msId=${other.radios[0]!.msId}`), other.radios[0]!.msId, await as(demo, `${PositionPaths.msInfo}?msId=${NO_TERMINAL}`), NO_TERMINAL);
  });

  it("tracks and GPS files: a demo radio's are refused as an unknown terminal's", async () => {
    const range = `start=${RANGE.start}&end=${RANGE.end}&tz=0`;
    asUnknown(await as(theirs, `${PATH_GPS_BY_UTC}?msId=${DEMO_RADIO}&${range}`), DEMO_RADIO, await as(theirs, `${PATH_GPS_BY_UTC}?msId=${NO_TERMINAL}&${range}`), NO_TERMINAL);
    const file = async (token: string, msId: string) => call(withToken(emulator.url, gpsFileUrl(msId, 'csv', RANGE), token));
    const refusedFile = await file(theirs, DEMO_RADIO);
    const unknownFile = await file(theirs, NO_TERMINAL);
    expect(refusedFile.status).toBe(unknownFile.status);
    asUnknown(refusedFile.body, DEMO_RADIO, unknownFile.body, NO_TERMINAL);

    const mine = await as(demo, `${PATH_GPS_BY_UTC}?msId=${DEMO_RADIO}&${range}`);
    expect(mine.code).toBe('0');
    expect(mine.data!.list.length).toBeGreaterThan(0);
    expect((await file(demo, DEMO_RADIO)).status).toBe(200);
  });

  it("network management: the demo's groups and terminals are unknown ones; a root it adds is its own", async () => {
    const state = emulator.platform.state;
    const groupName = state.groups.get(DEMO_GROUP)!.name;
    const radioName = state.terminals.get(DEMO_RADIO)!.msName;
    const own = other.radios[0]!.msId;
    const same = async (path: string, method: 'POST' | 'PUT', body: (id: string) => object, id: string, unknown: string) =>
      asUnknown(await as(theirs, path, method, body(id)), id, await as(theirs, path, method, body(unknown)), unknown);
    await same(NetworkPaths.updateGroupName, 'PUT', (gid) => ({ gid, name: 'Taken over' }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.updateGrpColor, 'PUT', (gid) => ({ gid, color: '#123456' }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.deleteGroup, 'POST', (gid) => ({ gid }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.addGroup, 'POST', (fid) => ({ name: 'Inside theirs', fid }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.saveGroupMs, 'POST', (gid) => ({ gid, msIds: [own] }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.removeGroupMs, 'POST', (gid) => ({ gid, msIds: [DEMO_RADIO] }), DEMO_GROUP, NO_GROUP);
    await same(NetworkPaths.saveGroupMs, 'POST', (msId) => ({ gid: other.teams[0]!.gid, msIds: [msId] }), DEMO_RADIO, NO_TERMINAL);
    await same(NetworkPaths.removeGroupMs, 'POST', (msId) => ({ gid: other.teams[0]!.gid, msIds: [msId] }), DEMO_RADIO, NO_TERMINAL);
    await same(NetworkPaths.updateTerminalName, 'PUT', (msId) => ({ msId, name: 'Taken over' }), DEMO_RADIO, NO_TERMINAL);
    await same(NetworkPaths.updateMsIcon, 'PUT', (msId) => ({ msId, icon: 'camera' }), DEMO_RADIO, NO_TERMINAL);
    asUnknown(await as(theirs, `${NetworkPaths.getTerminalByClient}?cid=1001`), '1001', await as(theirs, `${NetworkPaths.getTerminalByClient}?cid=nobody`), 'nobody');
    expect(state.groups.get(DEMO_GROUP)).toMatchObject({ name: groupName });
    expect(state.terminals.get(DEMO_RADIO)).toMatchObject({ msName: radioName, grp: expect.arrayContaining([DEMO_GROUP]) });

    // A demo group's name is free in another organisation (no "name exists" oracle), and a new root is its own.
    const added = await as(theirs, NetworkPaths.addGroup, 'POST', { name: groupName, fid: '0' });
    expect(added.code).toBe('0');
    const gid = (added.data!.desc as { gid: string }).gid;
    expect(state.organisations.ofGroup.get(gid)).toBe(other.cid);
    expect((await as(demo, `${NetworkPaths.getTerminalByClient}?cid=1001&keyword=${DEMO_RADIO}`)).data!.list).toEqual([expect.objectContaining({ msId: DEMO_RADIO })]);
  });

  it('mutes: a demo radio is an unknown terminal, a demo mute entry an unknown entry', async () => {
    expect((await as(demo, '/ds/mute/add', 'POST', { muteId: DEMO_RADIO })).code).toBe('0');
    asUnknown(await as(theirs, '/ds/mute/add', 'POST', { muteId: DEMO_RADIO }), DEMO_RADIO, await as(theirs, '/ds/mute/add', 'POST', { muteId: NO_TERMINAL }), NO_TERMINAL);
    const entry = `${DEMO_DISPATCHER}-${DEMO_RADIO}`;
    asUnknown(await as(theirs, '/ds/mute/delete', 'POST', { id: entry }), entry, await as(theirs, '/ds/mute/delete', 'POST', { id: 'nothing-here' }), 'nothing-here');
    expect((await as(theirs, '/ds/mute/list')).data!.list).toEqual([]);
    expect((await as(demo, '/ds/mute/list')).data!.list).toEqual([expect.objectContaining({ id: entry, muteId: DEMO_RADIO })]);
  });

  it("messages, SMS and keys: the demo's are none of its own, and a demo terminal is an unknown receiver", async () => {
    const { platform, services } = emulator;
    const service = services.messages;
    const demoKeys = (await as(demo, '/ds/key/list')).data!.list as SecretKey[];
    const active = demoKeys.find((key) => key.active)!;
    const contentbs = await sealContent(await importMessageKey(active.id, active.key), 'Gate 4');
    expect((await service.send(DEMO_DISPATCHER, { clientId: 'iso-msg-0001', to: DEMO_RADIO, type: 'text', contentbs })).code).toBe('0');
    const sms = await service.sendSms(DEMO_DISPATCHER, { clientId: 'iso-sms-0001', msId: DEMO_RADIO, text: 'Gate 4' });
    expect(sms.code).toBe('0');
    const smsId = (sms as { sms: { id: string } }).sms.id;

    // The keys: their own only, none of the demo's listed, changed or deleted.
    const theirKeys = (await as(theirs, '/ds/key/list')).data!.list as SecretKey[];
    expect(theirKeys).toEqual([expect.objectContaining({ active: true, createBy: other.dispatchers[0]!.msId })]);
    expect((await as(theirRadio, '/ds/key/list')).data!.list).toEqual(theirKeys);
    // One active key per organisation: theirs added active leaves the demo's active.
    expect((await as(theirs, '/ds/key/add', 'POST', { name: 'Second', key: newKeyMaterial(), active: true })).code).toBe('0');
    expect(platform.state.messages.keys.get(active.id)?.active).toBe(true);
    expect(platform.state.messages.keys.get(theirKeys[0]!.id)?.active).toBe(false);
    asUnknown(await as(theirs, '/ds/key/update', 'PUT', { id: active.id, name: 'Mine now' }), active.id, await as(theirs, '/ds/key/update', 'PUT', { id: '9999', name: 'Mine now' }), '9999');
    asUnknown(await as(theirs, '/ds/key/delete', 'DELETE', { id: active.id }), active.id, await as(theirs, '/ds/key/delete', 'DELETE', { id: '9999' }), '9999');

    // A demo terminal is no receiver; a demo key seals nothing here.
    const dispatcher = other.dispatchers[0]!.msId;
    const send = (to: string, clientId: string, keyId = active.id) => service.send(dispatcher, { clientId, to, type: 'text', contentbs: { ...contentbs, keyId } });
    asUnknown(await send(DEMO_RADIO, 'iso-msg-0002'), DEMO_RADIO, await send(NO_TERMINAL, 'iso-msg-0003'), NO_TERMINAL);
    expect(line(await send(other.radios[0]!.msId, 'iso-msg-0004'))).toBe(line(await send(other.radios[0]!.msId, 'iso-msg-0005', '9999')));
    const sendSms = (msId: string, clientId: string) => service.sendSms(dispatcher, { clientId, msId, text: 'Hello' });
    asUnknown(await sendSms(DEMO_RADIO, 'iso-sms-0002'), DEMO_RADIO, await sendSms(NO_TERMINAL, 'iso-sms-0003'), NO_TERMINAL);
    asUnknown(await as(theirs, '/ds/message/clear', 'PUT', { sender: DEMO_RADIO }), DEMO_RADIO, await as(theirs, '/ds/message/clear', 'PUT', { sender: NO_TERMINAL }), NO_TERMINAL);
    expect((await as(theirs, `/ds/message/history?msId=${DEMO_RADIO}`)).data).toMatchObject({ desc: { total: 0 }, list: [] });
    expect((await as(theirs, '/ds/message/recent')).data!.list).toEqual([]);
    expect((await as(theirs, `/ds/sms/findSms?msId=${DEMO_RADIO}`)).data!.list).toEqual([]);
    // Their radio reading the demo's SMS is refused as an SMS that never existed.
    asUnknown(await as(theirRadio, '/ds/sms/updateSms', 'PUT', { id: smsId, status: 2 }), smsId, await as(theirRadio, '/ds/sms/updateSms', 'PUT', { id: '99999', status: 2 }), '99999');
    expect(platform.state.messages.sms.get(smsId)?.readTime).toBeNull();

    // The demo keeps its own.
    expect(demoKeys.length).toBeGreaterThan(0);
    expect((await as(demo, `/ds/message/history?msId=${DEMO_RADIO}`)).data!.list).toEqual([expect.objectContaining({ sender: DEMO_DISPATCHER, mid: DEMO_RADIO })]);
    expect((await as(demo, `/ds/sms/findSms?msId=${DEMO_RADIO}`)).data!.list).toEqual([expect.objectContaining({ id: smsId })]);
  });
});

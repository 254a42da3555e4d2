import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATH_FIND_LOG, type LogRecord } from '../../../protocol/index.ts';
import { callAs, call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { RawSocket, type Frame } from '../testing/raw-socket.ts';
import type { CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Two organisations side by side (Issue 38): the demo's and one made by the test control. Seen from
 * the other tenant's side, through the same doors an outside client has (REST, the socket), nothing
 * of one reaches the other: not in a snapshot, a live event, a replay, a log frame or an answer.
 */
const PASSWORD = 'Tenant#2026';
const DEMO_DISPATCHER = '20000001';
const DEMO_RADIO = '10000005';
let emulator: TestEmulator;
let other: CreatedOrganisation;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  emulator = await startTestEmulator();
  const created = await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Harbour Works', password: PASSWORD, teams: 2, radios: 3, dispatchers: 2 });
  expect(created.body.code).toBe('0');
  other = created.body.data?.desc as CreatedOrganisation;
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await emulator?.stop();
});

async function connect(account: string, password: string, fromSeq: number | null = null): Promise<RawSocket> {
  const socket = await RawSocket.open(emulator.url);
  sockets.push(socket);
  expect((await socket.login(await tokenFor(emulator.url, account, password))).code).toBe('0');
  expect((await socket.request({ type: 'resume', fromSeq })).code).toBe('0');
  return socket;
}

type EventFrame = { seq: number; prev: number; event: { type: string; msId?: string; gid?: string } };
const eventsOf = (socket: RawSocket) => socket.frames.filter((frame) => frame.type === 'event') as unknown as EventFrame[];
const gpsOf = (msId: string) => (frame: Frame) => frame.type === 'event' && (frame as unknown as EventFrame).event.type === 'terminal.gps' && (frame as unknown as EventFrame).event.msId === msId;
const fix = (lat: number) => ({ lat, lng: -0.37, speed: 0, direction: 0, altitude: 10, time: Date.now() });
const demoIds = () => new Set([...emulator.platform.state.terminals.values()].filter((terminal) => terminal.cid === '1001').map((terminal) => terminal.msId));

describe('organisations side by side', () => {
  it('the test control makes a whole organisation: its own id, root group, teams and accounts', () => {
    expect(other.cid).not.toBe('1001');
    expect(other.root.fid).toBe('0');
    expect(other.teams.map((team) => team.fid)).toEqual([other.root.gid, other.root.gid]);
    expect(other.radios).toHaveLength(6);
    expect(other.dispatchers).toHaveLength(2);
    expect(new Set([...other.radios, ...other.dispatchers].map((terminal) => terminal.cid))).toEqual(new Set([other.cid]));
    // Nothing reused: none of its ids is the demo's.
    for (const terminal of [...other.radios, ...other.dispatchers]) expect(demoIds().has(terminal.msId)).toBe(false);
    expect(emulator.platform.state.groups.get(other.root.gid)?.name).toBe('Harbour Works');
  });

  it('the test control takes radio types, a district level, and unassigned terminals of an organisation', async () => {
    const asked = await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Dock Yard', password: PASSWORD, teams: 2, radios: 2, dispatchers: 1, types: [30, 10], district: true });
    const made = asked.body.data?.desc as CreatedOrganisation;
    expect(made.radios.map((radio) => radio.type)).toEqual([30, 10, 30, 10]);
    expect(made.district?.fid).toBe(made.root.gid);
    expect(made.teams.map((team) => team.fid)).toEqual([made.district!.gid, made.district!.gid]);
    expect(made.dispatchers[0]!.grp).toEqual([made.root.gid]);
    expect((await call(`${emulator.url}/test/organisation`, 'POST', { name: 'Bad', password: PASSWORD, types: [20] })).body.code).not.toBe('0');
    const unassigned = await call(`${emulator.url}/test/unassigned-terminal`, 'POST', { msId: '49999001', msName: 'Spare', type: 6, cid: made.cid });
    expect(unassigned.body.data?.desc).toMatchObject({ cid: made.cid, grp: [] });
    expect((await call(`${emulator.url}/test/unassigned-terminal`, 'POST', { msId: '49999002', msName: 'Spare', type: 6, cid: '777777' })).body.code).toBe('404');
  });

  it("a dispatcher's snapshot holds its own organisation only", async () => {
    const theirs = await connect(other.dispatchers[0]!.msId, PASSWORD);
    const snapshot = (await theirs.waitFor((frame) => frame.type === 'snapshot')) as unknown as { groups: { gid: string }[]; terminals: { msId: string; cid: string }[] };
    expect(snapshot.groups.map((group) => group.gid).sort()).toEqual([other.root.gid, ...other.teams.map((team) => team.gid)].sort());
    expect(new Set(snapshot.terminals.map((terminal) => terminal.cid))).toEqual(new Set([other.cid]));
    expect(snapshot.terminals).toHaveLength(8);

    const ours = await connect(DEMO_DISPATCHER, 'Dispatch#2026');
    const demo = (await ours.waitFor((frame) => frame.type === 'snapshot')) as unknown as { groups: { gid: string }[]; terminals: { cid: string }[] };
    expect(demo.terminals.every((terminal) => terminal.cid === '1001')).toBe(true);
    expect(demo.groups.some((group) => group.gid === other.root.gid)).toBe(false);
  });

  it('live events, log frames and replays stay with their organisation, with an unbroken prev chain', async () => {
    const radio = other.radios[0]!.msId;
    const theirs = await connect(other.dispatchers[1]!.msId, PASSWORD);
    const ours = await connect(DEMO_DISPATCHER, 'Dispatch#2026');
    const from = emulator.platform.state.head;
    // The demo's radio comes online (a log frame) and moves; then the other organisation's radio moves.
    const demoRadio = await RawSocket.open(emulator.url);
    sockets.push(demoRadio);
    expect((await demoRadio.login(await tokenFor(emulator.url, DEMO_RADIO, '123456'))).code).toBe('0');
    await emulator.platform.commit([{ type: 'terminal.gps', msId: DEMO_RADIO, fix: fix(39.47) }]);
    await emulator.platform.commit([{ type: 'terminal.gps', msId: radio, fix: fix(39.48) }]);
    // Frames arrive in commit order: once the later one is in, the earlier one would have been too.
    await theirs.waitFor(gpsOf(radio));
    await ours.waitFor(gpsOf(DEMO_RADIO));
    await ours.waitFor(gpsOf(DEMO_RADIO));
    const demo = demoIds();
    const seenByThem = eventsOf(theirs).filter((frame) => frame.seq > from);
    expect(seenByThem.some((frame) => demo.has(frame.event.msId ?? ''))).toBe(false);
    expect(theirs.frames.filter((frame) => frame.type === 'log').some((frame) => JSON.stringify(frame).includes(DEMO_RADIO))).toBe(false);
    expect(ours.frames.filter((frame) => frame.type === 'log').some((frame) => JSON.stringify(frame).includes(DEMO_RADIO))).toBe(true);
    expect(eventsOf(ours).some((frame) => frame.event.msId === radio)).toBe(false);
    // prev names this organisation's previous event (or an earlier seq): the client sees no false gap.
    const theirEvents = eventsOf(theirs);
    for (let i = 1; i < theirEvents.length; i += 1) expect(theirEvents[i]!.prev).toBe(theirEvents[i - 1]!.seq);

    // A reconnect from before both moves replays the organisation's own move, not the demo's.
    const again = await RawSocket.open(emulator.url);
    sockets.push(again);
    expect((await again.login(await tokenFor(emulator.url, other.dispatchers[1]!.msId, PASSWORD))).code).toBe('0');
    const resumed = await again.request({ type: 'resume', fromSeq: from });
    expect(resumed).toMatchObject({ code: '0', data: { mode: 'replay', seq: emulator.platform.state.head } });
    const replayed = eventsOf(again);
    expect(replayed.some((frame) => frame.event.msId === radio)).toBe(true);
    expect(replayed.some((frame) => demo.has(frame.event.msId ?? ''))).toBe(false);
  });

  it('REST answers the caller its own organisation only', async () => {
    const theirToken = await tokenFor(emulator.url, other.dispatchers[0]!.msId, PASSWORD);
    const lists = (await callAs(emulator.url, theirToken, '/ds/data/getGrpMsList')).data?.desc as { groups: { gid: string }[]; terminals: { cid: string }[] };
    expect(new Set(lists.terminals.map((terminal) => terminal.cid))).toEqual(new Set([other.cid]));
    expect(lists.groups).toHaveLength(3);
    // Another organisation's group recordings are refused as a group that never existed is.
    expect((await callAs(emulator.url, theirToken, '/ds/data/voice?gid=111')).code).toBe('403');
    const demoToken = await tokenFor(emulator.url, DEMO_DISPATCHER, 'Dispatch#2026');
    expect((await callAs(emulator.url, demoToken, `/ds/data/voice?gid=${other.teams[0]!.gid}`)).code).toBe('403');
    expect((await callAs(emulator.url, demoToken, `/ds/data/voice?gid=${other.teams[0]!.gid}`)).code).toBe('403');
  });

  it("findLog pages over the caller's organisation's records only", async () => {
    const start = Date.now() - 60_000;
    // Both radios come online: a login record each, and the new organisation's groups were logged when made.
    await connect(other.radios[4]!.msId, PASSWORD);
    await connect(DEMO_RADIO, '123456');
    const end = Date.now() + 1_000;
    const find = async (account: string, password: string) => {
      const token = await tokenFor(emulator.url, account, password);
      const answer = await callAs(emulator.url, token, `${PATH_FIND_LOG}?start=${start}&end=${end}&pageSize=200`);
      expect(answer.code).toBe('0');
      return answer.data as { desc: { total: number }; list: LogRecord[] };
    };
    const theirs = await find(other.dispatchers[0]!.msId, PASSWORD);
    const ours = await find(DEMO_DISPATCHER, 'Dispatch#2026');
    const demo = demoIds();
    const theirIds = new Set([...other.radios, ...other.dispatchers].map((terminal) => terminal.msId));
    expect(theirs.list.some((record) => record.msId === other.radios[4]!.msId && record.operation === 'online')).toBe(true);
    expect(theirs.list.some((record) => demo.has(record.msId) || demo.has(record.account))).toBe(false);
    expect(ours.list.some((record) => record.msId === DEMO_RADIO && record.operation === 'online')).toBe(true);
    expect(ours.list.some((record) => theirIds.has(record.msId) || theirIds.has(record.account))).toBe(false);
    // The total counts the organisation's own: a page count tells nothing of the other's activity.
    expect(theirs.desc.total).toBe(theirs.list.length);
  });

  it("a radio of one organisation sees its own groups only, and its dispatcher's snapshot is none of the demo's", async () => {
    const radio = await connect(other.radios[3]!.msId, PASSWORD);
    const snapshot = (await radio.waitFor((frame) => frame.type === 'snapshot')) as unknown as { groups: { gid: string }[]; terminals: { msId: string }[] };
    expect(snapshot.groups.map((group) => group.gid).sort()).toEqual([other.root.gid, other.teams[1]!.gid].sort());
    expect(snapshot.terminals.map((terminal) => terminal.msId)).toEqual([other.radios[3]!.msId]);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import type { Tone } from '../../../protocol/index.ts';
import { AllCallService } from '../all-call/all-call-service.ts';
import type { OneWayMedia } from '../all-call/one-way-media.ts';
import type { MonitorMedia } from '../terminal-monitor/monitor-media.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';
import { call, tokenFor } from '../testing/test-emulator.ts';
import { wavBeep } from '../testing/tone-files.ts';
import { organisationOfGroup } from './organisation-of.ts';
import { createOrganisation, type CreatedOrganisation } from './organisation-test-routes.ts';

/**
 * Two organisations side by side, seen through the socket commands: a dispatcher or radio of the
 * other organisation (the attacker) names the demo's terminals and groups in every command that
 * takes one. Each is refused exactly as an id that never existed is (same code, desc and data but
 * for the id), nothing is committed and none of the demo's sockets gets a frame. The same command
 * within the attacker's own organisation works, so each test can fail.
 */
const PASSWORD = 'Tenant#2026';
const A_DISPATCHER = '20000001';
const A_RADIO = '10000005';
const A_GROUP = '111';
const NO_TERMINAL = '19999999';
const NO_DISPATCHER = '29999999';
const NO_GROUP = '999999';
/** Far from every terminal: a geo-call there gathers nobody. */
const NOWHERE = { kind: 'circle', center: [10, 10], radius: 500 } as const;

/** Mount points without Janus (the monitor's positive case needs one). */
const monitorMedia: MonitorMedia = {
  open: () => Promise.resolve({ mount: 3_100_000_001, pin: 'pin', host: '127.0.0.1', port: 30_999, close: () => Promise.resolve() }),
  close: () => Promise.resolve(),
};
const io = useEmulatorSockets({ monitorMedia, monitorAnswerTimeoutMs: 2_000 });
const state = () => io.emulator.platform.state;

let other: CreatedOrganisation;
/** The attacker's side (organisation B) and the demo's (A). */
let bd1: RawSocket, bd2: RawSocket, br1: RawSocket, br2: RawSocket;
let ad: RawSocket, ar: RawSocket;
let aTemp: string;
let aGeo: string;
const bRadio = (i: number) => other.radios[i]!.msId;
const bTeam = () => other.teams[0]!.gid;

const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
/** What a refusal says, the named id aside. */
const said = (answer: Frame, id: string) => JSON.stringify({ code: answer.code, desc: answer.desc ?? null, data: answer.data ?? null }).replaceAll(id, '<id>');
const asUnknown = (answer: Frame, id: string, unknown: Frame, unknownId: string) => expect(said(answer, id)).toBe(said(unknown, unknownId));

type Mark = { readonly head: number; readonly frames: readonly number[] };
/** A reply on a socket comes after every frame sent to it before: what A's sockets hold then is all they got. */
const flushA = () => Promise.all([ad, ar].map((socket) => command(socket, 'tempGroupList', {})));
async function mark(): Promise<Mark> {
  await flushA();
  return { head: state().head, frames: [ad, ar].map((socket) => socket.frames.length) };
}
/** Nothing committed since `from` (unless told) and A's sockets got nothing. */
async function unnoticed(from: Mark, committed = false): Promise<void> {
  if (!committed) expect(state().head).toBe(from.head);
  await flushA();
  for (const [i, socket] of [ad, ar].entries()) expect(socket.frames.slice(from.frames[i]).filter((frame) => frame.type !== 'reply')).toEqual([]);
}

beforeAll(async () => {
  other = await createOrganisation(io.emulator.platform, { name: 'Quay Services', password: PASSWORD, teams: 1, radios: 3, dispatchers: 2, centre: { lat: 39.47, lng: -0.37 } });
  const join = (msId: string) => io.connect(msId, PASSWORD);
  [bd1, bd2, br1, br2] = await Promise.all([other.dispatchers[0]!.msId, other.dispatchers[1]!.msId, bRadio(0), bRadio(1)].map(join)) as [RawSocket, RawSocket, RawSocket, RawSocket];
  ad = await io.connect(A_DISPATCHER, 'Dispatch#2026');
  ar = await io.connect(A_RADIO);
  aTemp = ((await command(ad, 'tempGroupCreate', { name: 'Harbour Watch', members: [A_RADIO, '10000006'] })).data as { gid: string }).gid;
  aGeo = ((await command(ad, 'geoCallStart', { name: 'Harbour Geo', area: NOWHERE })).data as { gid: string }).gid;
  expect(aTemp).toBeDefined();
  expect(aGeo).toBeDefined();
}, 60_000);

describe("another organisation's attacker, through the socket commands", () => {
  it("floor: a dispatcher or radio asking for the demo's group or temp group is denied as for no group", async () => {
    const before = await mark();
    for (const socket of [bd1, br1]) {
      const unknown = await command(socket, 'floorRequest', { gid: NO_GROUP });
      expect(unknown.data).toEqual({ outcome: 'denied', reason: 'no-group' });
      for (const gid of [A_GROUP, aTemp]) asUnknown(await command(socket, 'floorRequest', { gid }), gid, unknown, NO_GROUP);
      expect((await command(socket, 'floorRelease', { gid: A_GROUP })).code).toBe('0');
    }
    expect(state().floors.get(A_GROUP)?.talker ?? null).toBeNull();
    await unnoticed(before);

    // Their own team's floor is theirs to take.
    for (const socket of [bd1, br1]) {
      expect((await command(socket, 'floorRequest', { gid: bTeam() })).data).toMatchObject({ outcome: 'granted' });
      expect((await command(socket, 'floorRelease', { gid: bTeam() })).code).toBe('0');
    }
  });

  it("group switches: the demo's group is no group, the demo's radio no terminal; membership too", async () => {
    const before = await mark();
    for (const socket of [bd1, br1]) {
      const unknown = await command(socket, 'switchGroup', { gid: NO_GROUP });
      expect(unknown.code).toBe('404');
      for (const gid of [A_GROUP, aTemp]) asUnknown(await command(socket, 'switchGroup', { gid }), gid, unknown, NO_GROUP);
    }
    const noTerminal = await command(bd1, 'remoteSwitchGroup', { msId: NO_TERMINAL, gid: A_GROUP });
    asUnknown(await command(bd1, 'remoteSwitchGroup', { msId: A_RADIO, gid: A_GROUP }), A_RADIO, noTerminal, NO_TERMINAL);
    const noGroup = await command(bd1, 'remoteSwitchGroup', { msId: bRadio(0), gid: NO_GROUP });
    asUnknown(await command(bd1, 'remoteSwitchGroup', { msId: bRadio(0), gid: A_GROUP }), A_GROUP, noGroup, NO_GROUP);
    const noMember = await command(bd1, 'setGroupMembership', { msId: NO_TERMINAL, gids: [bTeam()] });
    asUnknown(await command(bd1, 'setGroupMembership', { msId: A_RADIO, gids: [bTeam()] }), A_RADIO, noMember, NO_TERMINAL);
    expect(state().terminals.get(A_RADIO)).toMatchObject({ currentGroup: A_GROUP, grp: expect.not.arrayContaining([bTeam()]) });
    await unnoticed(before);

    expect(await command(bd1, 'switchGroup', { gid: other.root.gid })).toMatchObject({ code: '0' });
    expect(await command(br1, 'switchGroup', { gid: other.root.gid })).toMatchObject({ code: '0' });
    expect(await command(bd1, 'remoteSwitchGroup', { msId: bRadio(0), gid: bTeam() })).toMatchObject({ code: '0' });
  });

  it("remote control: stunning or killing the demo's radio or dispatcher is refused as an unknown terminal", async () => {
    const before = await mark();
    for (const status of [1, 0]) {
      const unknown = await command(bd1, 'setCallSet', { msId: NO_TERMINAL, status });
      expect(unknown.code).toBe('404');
      for (const msId of [A_RADIO, A_DISPATCHER]) asUnknown(await command(bd1, 'setCallSet', { msId, status }), msId, unknown, NO_TERMINAL);
    }
    expect(state().terminals.get(A_RADIO)?.callSet ?? 8).toBe(8);
    await unnoticed(before);

    expect(await command(bd1, 'setCallSet', { msId: bRadio(2), status: 1 })).toMatchObject({ code: '0' });
    expect(await command(bd1, 'setCallSet', { msId: bRadio(2), status: 8 })).toMatchObject({ code: '0' });
  });

  it("calls: voice, video and ambient invites of the demo's radio are not found, from a dispatcher or a radio", async () => {
    const before = await mark();
    let n = 0;
    const invite = (socket: RawSocket, to: string, media: string) => command(socket, 'callSignal', { callId: `iso-cmd-call-${(n += 1)}`, signal: 'invite', to, media });
    for (const [socket, media] of [[bd1, 'audio'], [bd1, 'video'], [bd1, 'ambient'], [br1, 'audio'], [br1, 'video']] as const) {
      const unknown = await invite(socket, NO_TERMINAL, media);
      expect(unknown.code).toBe('404');
      asUnknown(await invite(socket, A_RADIO, media), A_RADIO, unknown, NO_TERMINAL);
      asUnknown(await invite(socket, A_DISPATCHER, media), A_DISPATCHER, unknown, NO_TERMINAL);
    }
    expect([...state().calls.values()].filter((open) => open.callee === A_RADIO || open.callee === A_DISPATCHER)).toEqual([]);
    await unnoticed(before);

    // Their own radio rings.
    expect(await command(bd1, 'callSignal', { callId: 'iso-cmd-own-1', signal: 'invite', to: bRadio(1), media: 'audio' })).toMatchObject({ code: '0' });
    await br2.waitFor((frame) => frame.type === 'call' && frame.callId === 'iso-cmd-own-1' && frame.signal === 'invite');
    expect((await command(bd1, 'callSignal', { callId: 'iso-cmd-own-1', signal: 'cancel' })).code).toBe('0');
  });

  it("call hand-over: to the demo's dispatcher is refused as to an account that does not exist", async () => {
    const callId = 'iso-cmd-handover';
    expect((await command(br2, 'callSignal', { callId, signal: 'invite', to: other.dispatchers[0]!.msId, media: 'audio' })).code).toBe('0');
    await bd1.waitFor((frame) => frame.type === 'call' && frame.callId === callId && frame.signal === 'invite');
    await command(bd1, 'callSignal', { callId, signal: 'answer', data: { sdp: 'answer' } });
    await command(br2, 'callSignal', { callId, signal: 'ack' });
    expect(state().calls.get(callId)?.state).toBe('connected');

    const before = await mark();
    const unknown = await command(bd1, 'callHandOver', { callId, to: NO_DISPATCHER });
    expect(unknown.code).not.toBe('0');
    asUnknown(await command(bd1, 'callHandOver', { callId, to: A_DISPATCHER }), A_DISPATCHER, unknown, NO_DISPATCHER);
    expect(state().calls.get(callId)?.state).toBe('connected');
    await unnoticed(before);

    expect(await command(bd1, 'callHandOver', { callId, to: other.dispatchers[1]!.msId })).toMatchObject({ code: '0' });
    expect(state().calls.has(callId)).toBe(false);
    await bd2.waitFor((frame) => frame.type === 'event' && (frame.event as { type: string; callId?: string }).type === 'call.handedOver' && (frame.event as { callId?: string }).callId === callId);
  });

  it("temp groups: the demo's terminals are unknown members, its temp groups unknown gids, its names free and unlisted", async () => {
    const before = await mark();
    const noMember = await command(bd1, 'tempGroupCreate', { name: 'Quay Ops', members: [NO_TERMINAL] });
    expect(noMember.code).toBe('404');
    asUnknown(await command(bd1, 'tempGroupCreate', { name: 'Quay Ops', members: [A_RADIO] }), A_RADIO, noMember, NO_TERMINAL);
    for (const [name, args] of [
      ['tempGroupEdit', { name: 'Quay Ops', members: [bRadio(0), bRadio(1)] }],
      ['tempGroupRemove', {}],
    ] as const) {
      const unknown = await command(bd1, name, { gid: NO_GROUP, ...args });
      expect(unknown.code).toBe('404');
      for (const gid of [aTemp, aGeo]) asUnknown(await command(bd1, name, { gid, ...args }), gid, unknown, NO_GROUP);
    }
    expect(state().tempGroups.byGid.get(aTemp)).toMatchObject({ name: 'Harbour Watch', members: [A_DISPATCHER, A_RADIO, '10000006'] });
    await unnoticed(before);

    // Their own temp group, by a name the demo uses: made, then the demo's radio is an unknown member of it.
    const made = await command(bd1, 'tempGroupCreate', { name: 'Harbour Watch', members: [bRadio(0)] });
    expect(made).toMatchObject({ code: '0' });
    const gid = (made.data as { gid: string }).gid;
    const edit = (members: string[]) => command(bd1, 'tempGroupEdit', { gid, name: 'Harbour Watch', members: [other.dispatchers[0]!.msId, ...members] });
    asUnknown(await edit([A_RADIO]), A_RADIO, await edit([NO_TERMINAL]), NO_TERMINAL);
    expect(await edit([bRadio(0), bRadio(1)])).toMatchObject({ code: '0' });
    // Each dispatcher lists its own organisation's temp groups only.
    const listed = (await command(bd1, 'tempGroupList', {})).data as { gid: string }[];
    expect(listed.map((group) => group.gid)).toEqual([gid]);
    expect(((await command(ad, 'tempGroupList', {})).data as { gid: string }[]).map((group) => group.gid)).toEqual(expect.arrayContaining([aTemp, aGeo]));
    expect(((await command(ad, 'tempGroupList', {})).data as { gid: string }[]).map((group) => group.gid)).not.toContain(gid);
    // Its end reaches its own organisation's radios, not the demo's (an end's audience is every group).
    const ending = await mark();
    expect(await command(bd1, 'tempGroupRemove', { gid })).toMatchObject({ code: '0' });
    await unnoticed(ending, true);
  });

  it("geo-calls: ending the demo's geo-call is refused as ending one that does not exist; its name is free", async () => {
    const before = await mark();
    const unknown = await command(bd1, 'geoCallEnd', { gid: NO_GROUP });
    expect(unknown.code).toBe('404');
    asUnknown(await command(bd1, 'geoCallEnd', { gid: aGeo }), aGeo, unknown, NO_GROUP);
    expect(state().tempGroups.byGid.has(aGeo)).toBe(true);
    await unnoticed(before);

    // A name the demo's geo-call has is free here: names are each organisation's own.
    const own = await command(bd1, 'geoCallStart', { name: 'Harbour Geo', area: NOWHERE });
    expect(own.code).toBe('0');
    expect(await command(bd1, 'geoCallEnd', { gid: (own.data as { gid: string }).gid })).toMatchObject({ code: '0' });
  });

  it("all-call: a broadcast naming the demo's group is refused as naming an unknown one; an all-call takes its own groups only", async () => {
    const before = await mark();
    const unknown = await command(bd1, 'allCallStart', { kind: 'broadcast', gids: [NO_GROUP] });
    expect(unknown.code).toBe('404');
    for (const gid of [A_GROUP, aTemp]) asUnknown(await command(bd1, 'allCallStart', { kind: 'broadcast', gids: [gid] }), gid, unknown, NO_GROUP);
    await unnoticed(before);
    // Their own team gets past the checks to the media (none in this emulator).
    expect(await command(bd1, 'allCallStart', { kind: 'broadcast', gids: [bTeam()] })).toMatchObject({ code: '502' });

    // An all-call on a stand-in media server: every group it takes is the caller's.
    const media: OneWayMedia = {
      open: (_callId, _display, gids) => Promise.resolve({ room: 7_100_000_001, pin: 'pin', relayed: new Set(gids), drop: () => Promise.resolve(), close: () => Promise.resolve() }),
      close: () => Promise.resolve(),
    };
    const service = new AllCallService(io.emulator.platform, io.emulator.sockets.floor, media);
    const allMark = await mark();
    try {
      const started = await service.start(other.dispatchers[0]!.msId, { kind: 'all' });
      if (!started.ok) throw new Error(`all-call refused: ${started.code} ${started.desc}`);
      expect(started.grant.gids).toEqual(expect.arrayContaining([other.root.gid, bTeam()]));
      expect(started.grant.gids.filter((gid) => organisationOfGroup(state(), gid) !== other.cid)).toEqual([]);
      expect(state().floors.get(A_GROUP)?.oneWay).toBeUndefined();
      await unnoticed(allMark, true);
      expect(await service.end(other.dispatchers[0]!.msId, started.grant.callId)).toBe('0');
    } finally {
      await service.close();
    }
  });

  it("tones: the demo's radio is no terminal and its group no group; the demo hears nothing", async () => {
    const url = io.emulator.url;
    const token = await tokenFor(url, other.dispatchers[0]!.msId, PASSWORD);
    const uploaded = (await fetch(`${url}/filews/upload/tone?token=${token}`, { method: 'POST', body: wavBeep() }).then((r) => r.json())) as { data: { desc: { fileUrl: string } } };
    const tone = (await call(`${url}/ds/tone/add?token=${token}`, 'POST', { name: 'Quay Alarm', fileUrl: uploaded.data.desc.fileUrl })).body.data!.desc as Tone;

    const before = await mark();
    const send = (target: Record<string, string>) => command(bd1, 'sendTone', { toneId: tone.id, ...target });
    const noTerminal = await send({ msId: NO_TERMINAL });
    expect(noTerminal.code).toBe('404');
    asUnknown(await send({ msId: A_RADIO }), A_RADIO, noTerminal, NO_TERMINAL);
    const noGroup = await send({ gid: NO_GROUP });
    expect(noGroup.code).toBe('404');
    for (const gid of [A_GROUP, aTemp]) asUnknown(await send({ gid }), gid, noGroup, NO_GROUP);
    await unnoticed(before);

    expect(await send({ msId: bRadio(0) })).toMatchObject({ code: '0', data: { delivered: [bRadio(0)] } });
    await br1.waitFor((frame) => frame.type === 'tone' && frame.toneId === tone.id);
  });

  it("camera monitoring: the demo's radio is an unknown terminal and is never told to send", async () => {
    const before = await mark();
    const unknown = await command(bd1, 'monitorStart', { msId: NO_TERMINAL });
    expect(unknown.code).toBe('404');
    asUnknown(await command(bd1, 'monitorStart', { msId: A_RADIO }), A_RADIO, unknown, NO_TERMINAL);
    await unnoticed(before);

    // Their own radio is asked, answers, and is monitored.
    const reply = command(bd1, 'monitorStart', { msId: bRadio(0) });
    const start = await br1.waitFor((frame) => frame.type === 'monitor' && frame.action === 'start');
    expect((await command(br1, 'monitorAnswer', { monitorId: start.monitorId, status: 200 })).code).toBe('0');
    const grant = await reply;
    expect(grant).toMatchObject({ code: '0', data: { msId: bRadio(0) } });
    expect((await command(bd1, 'monitorStop', { monitorId: (grant.data as { monitorId: string }).monitorId })).code).toBe('0');
  });
});

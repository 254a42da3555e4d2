import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket, { WebSocketServer } from 'ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JanusSession, type JanusHandle } from '../../../media/janus/index.ts';
import { FLOOR_ROOM_OF } from '../../../protocol/floor.ts';
import { TOKEN_COOKIE } from '../../../protocol/index.ts';
import { startJanus, type RunningJanus } from '../../janus/janus-runtime.ts';
import { startEmulator, type RunningEmulator } from '../emulator.ts';
import { openPgliteStore } from '../store/pglite-store.ts';
import { call, TEST_SCRYPT_COST, tokenFor } from '../testing/test-emulator.ts';
import { JanusRooms } from './janus-rooms.ts';
import { groupsOfOrganisation, organisationOfTerminal } from '../organisations/organisation-of.ts';
import { createOrganisation } from '../organisations/organisation-test-routes.ts';
import { seeded } from '../testing/pglite-template.ts';

const ADMIN_KEY = 'media-test-key';
/** Group rooms outlive their organisation's last online terminal by this here (ROOM_IDLE_MS in use). */
const IDLE_MS = 300;
/** A demo radio no test here logs in through the socket: it holds the demo organisation online. */
const LISTENER = '10000001';
let janus: RunningJanus;
let emulator: RunningEmulator;
let dataDir: string;
let session: JanusSession;
let bridge: JanusHandle;

const roomExists = async (gid: string) => (await bridge.request({ request: 'exists', room: FLOOR_ROOM_OF(gid) })).exists === true;

beforeAll(async () => {
  janus = await startJanus({ adminKey: ADMIN_KEY });
  dataDir = mkdtempSync(join(tmpdir(), 'poc-media-'));
  mkdirSync(join(dataDir, 'static'));
  const store = await openPgliteStore(await seeded(dataDir));
  emulator = await startEmulator({
    store,
    host: '127.0.0.1',
    port: 0,
    staticDir: join(dataDir, 'static'),
    testControls: false,
    passwordCost: TEST_SCRYPT_COST,
    demo: true,
    janus: { url: janus.wsUrl, adminKey: ADMIN_KEY },
    roomIdleMs: IDLE_MS,
  });
  session = await JanusSession.connect(janus.wsUrl, { WebSocket });
  bridge = await session.attach('janus.plugin.audiobridge');
}, 60_000);

afterAll(async () => {
  await session?.destroy().catch(() => undefined);
  await emulator?.close();
  await janus?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}, 30_000);

describe('group rooms on Janus', () => {
  it('has the rooms of an organisation while one of its terminals is online, and for the grace after', async () => {
    const { state } = emulator.platform;
    const demo = groupsOfOrganisation(state, organisationOfTerminal(state, LISTENER)).map((group) => group.gid);
    expect(demo.length).toBeGreaterThan(0);
    // Nobody of the demo is online yet (the emulator marks everyone offline at start).
    for (const gid of demo) expect(await roomExists(gid), `room of ${gid} before anyone is online`).toBe(false);
    await emulator.platform.commit([{ type: 'terminal.online', msId: LISTENER }]);
    await vi.waitFor(async () => expect(await roomExists(demo.at(-1)!)).toBe(true), { timeout: 5_000 });
    for (const gid of demo) expect(await roomExists(gid), `room of ${gid}`).toBe(true);
    await emulator.platform.commit([{ type: 'group.created', group: { gid: '777001', fid: demo[0]!, name: 'Late group', color: '#336699', seqNum: 99 } }]);
    await vi.waitFor(async () => expect(await roomExists('777001')).toBe(true), { timeout: 5_000 });
    await emulator.platform.commit([{ type: 'terminal.offline', msId: LISTENER }]);
    // The grace (ROOM_IDLE_MS, here IDLE_MS) passes, and the rooms go.
    await vi.waitFor(async () => expect(await roomExists('777001')).toBe(false), { timeout: 10_000 });
    for (const gid of demo) expect(await roomExists(gid), `room of ${gid} after the grace`).toBe(false);
    // The rest of these tests find the demo online.
    await emulator.platform.commit([{ type: 'terminal.online', msId: LISTENER }]);
  });

  it('gives a temporary group a room while it exists', async () => {
    const tempGroup = { gid: '900777', name: 'Incident', creator: '20000001', members: ['20000001', '10000001'], createdAt: Date.now() };
    await emulator.platform.commit([{ type: 'tempGroup.created', tempGroup }]);
    await vi.waitFor(async () => expect(await roomExists('900777')).toBe(true), { timeout: 5_000 });
    await emulator.platform.commit([{ type: 'tempGroup.removed', gid: '900777', reason: 'cancelled' }]);
    await vi.waitFor(async () => expect(await roomExists('900777')).toBe(false), { timeout: 5_000 });
  });

  it('rooms are protected by our key: a stranger cannot destroy one', async () => {
    const gid = [...emulator.platform.state.groups.keys()][0] as string;
    await expect(bridge.request({ request: 'destroy', room: FLOOR_ROOM_OF(gid) })).rejects.toMatchObject({ source: 'plugin' });
  });

  it('re-creates its rooms after the connection to Janus drops', async () => {
    const relay = await startRelay(janus.wsUrl);
    const rooms = new JanusRooms({ url: relay.url, adminKey: ADMIN_KEY, log: () => undefined });
    try {
      await rooms.ensureRoom('777002');
      expect(await rooms.ready()).toBe(true);
      expect(await roomExists('777002')).toBe(true);
      relay.cut();
      // As if Janus had restarted: the room is gone.
      await bridge.request({ request: 'destroy', room: 777_002, secret: ADMIN_KEY });
      await vi.waitFor(async () => expect(await roomExists('777002')).toBe(true), { timeout: 10_000 });
    } finally {
      await rooms.close();
      await relay.close();
    }
  });

  it('keeps running and retrying while Janus is unreachable', async () => {
    const lines: string[] = [];
    const rooms = new JanusRooms({ url: 'ws://127.0.0.1:9/', adminKey: null, log: (line) => lines.push(line) });
    await rooms.ensureRoom('1');
    expect(await rooms.ready()).toBe(false);
    expect(lines.join('\n')).toContain('janus at ws://127.0.0.1:9/');
    await rooms.close();
  });
});

describe('the media plane obeys the platform (an outside client through /janus)', () => {
  const proxyUrl = () => `${emulator.url.replace(/^http/, 'ws')}/janus`;
  /** Terminal 10000005 of the demo: a radio in groups 110, 111 and 100 (not 150, not 122). */
  const RADIO = '10000005';
  const OWN_ROOM = 110;
  const participantsOf = async (room: number) => (await bridge.request({ request: 'listparticipants', room })).participants as { id: number; display: string; muted: boolean }[];
  const mutedOf = async (room: number, display: string) => (await participantsOf(room)).find((participant) => participant.display === display)?.muted;
  const radioSession = async () => JanusSession.connect(proxyUrl(), { WebSocket: withCookie(await tokenFor(emulator.url, RADIO, '123456')) });

  it('lets a radio into its own groups rooms only, under its own name', async () => {
    expect(emulator.platform.state.terminals.get(RADIO)?.grp).toEqual(expect.arrayContaining(['110', '111', '100']));
    const proxied = await radioSession();
    try {
      const handle = await proxied.attach('janus.plugin.audiobridge');
      for (const room of [150, 122]) {
        await expect(handle.message({ request: 'join', room, display: RADIO, muted: true }), `join ${room}`).rejects.toMatchObject({ code: 403 });
        await expect(handle.request({ request: 'listparticipants', room }), `list ${room}`).rejects.toMatchObject({ code: 403 });
        await expect(handle.request({ request: 'exists', room }), `exists ${room}`).rejects.toMatchObject({ code: 403 });
      }
      await expect(handle.request({ request: 'list' })).rejects.toMatchObject({ code: 403 });
      await handle.message({ request: 'join', room: OWN_ROOM, display: '20000001' });
      // Joined muted although it asked for Janus's default (unmuted), and under its own msId.
      expect(await mutedOf(OWN_ROOM, RADIO)).toBe(true);
      expect((await participantsOf(OWN_ROOM)).some((participant) => participant.display === '20000001')).toBe(false);
      await expect(handle.message({ request: 'configure', display: '20000001' })).rejects.toMatchObject({ code: 403 });
      await expect(handle.message({ request: 'kick', room: OWN_ROOM, id: 1, secret: 'guess' })).rejects.toMatchObject({ code: 403 });
      await expect(proxied.attach('janus.plugin.streaming')).rejects.toMatchObject({ code: 403 });
    } finally {
      await proxied.destroy().catch(() => undefined);
    }
  });

  it('refuses an unmute without the floor, allows it with the floor, and mutes again on release', async () => {
    const proxied = await radioSession();
    try {
      const handle = await proxied.attach('janus.plugin.audiobridge');
      await handle.message({ request: 'join', room: OWN_ROOM, muted: true });
      await expect(handle.message({ request: 'configure', muted: false })).rejects.toMatchObject({ code: 403 });
      expect(await mutedOf(OWN_ROOM, RADIO)).toBe(true);

      const talker = { msId: RADIO, name: 'radio', type: 6, priority: 1 as const };
      await emulator.platform.commit([{ type: 'floor.taken', gid: '110', talker, grantedAt: Date.now(), maxMs: 60_000 }]);
      // The platform unmutes the holder itself; the client's own unmute is let through too.
      await vi.waitFor(async () => expect(await mutedOf(OWN_ROOM, RADIO)).toBe(false), { timeout: 5_000 });
      await handle.message({ request: 'configure', muted: false });

      await emulator.platform.commit([
        { type: 'floor.released', gid: '110', msId: RADIO, reason: 'release', talkMs: 100 },
        { type: 'floor.idle', gid: '110' },
      ]);
      // A client that does not mute itself on release is muted by the platform.
      await vi.waitFor(async () => expect(await mutedOf(OWN_ROOM, RADIO)).toBe(true), { timeout: 5_000 });
      await expect(handle.message({ request: 'configure', muted: false })).rejects.toMatchObject({ code: 403 });
    } finally {
      await proxied.destroy().catch(() => undefined);
    }
  });

  it('keeps each connection to its own Janus sessions, and server info to dispatchers', async () => {
    const first = await radioSession();
    const second = await radioSession();
    try {
      const handle = await first.attach('janus.plugin.audiobridge');
      const secondHandle = await second.attach('janus.plugin.audiobridge');
      // The second connection names the first's session and handle: refused, not forwarded.
      const foreign = await rawThroughProxy(await tokenFor(emulator.url, RADIO, '123456'), [
        { janus: 'message', session_id: first.id, handle_id: handle.id, transaction: 'x1', body: { request: 'configure', muted: false } },
        { janus: 'info', transaction: 'x2' },
        { janus: 'claim', session_id: first.id, transaction: 'x3' },
      ]);
      expect(foreign.map((answer) => answer.error?.code)).toEqual([403, 403, 403]);
      expect(secondHandle.id).not.toBe(handle.id);
      const dispatcher = await rawThroughProxy(await tokenFor(emulator.url, '20000001', 'Dispatch#2026'), [{ janus: 'info', transaction: 'i1' }]);
      expect(dispatcher[0]).toMatchObject({ janus: 'server_info' });
    } finally {
      await first.destroy().catch(() => undefined);
      await second.destroy().catch(() => undefined);
    }
  });

  it('lets a dispatcher monitor every group of its organisation (subgroups too), muted, and never talk there without the floor', async () => {
    const DISPATCHER = '20000001';
    // Dispatcher One belongs to 150 and 100 only; 111 and 122 are subgroups of the root (via their districts).
    expect(emulator.platform.state.terminals.get(DISPATCHER)?.grp).toEqual(['150', '100']);
    const proxied = await JanusSession.connect(proxyUrl(), { WebSocket: withCookie(await tokenFor(emulator.url, DISPATCHER, 'Dispatch#2026')) });
    try {
      for (const room of [122, 111]) {
        const handle = await proxied.attach('janus.plugin.audiobridge');
        await handle.request({ request: 'listparticipants', room });
        await handle.message({ request: 'join', room, muted: false });
        expect(await mutedOf(room, DISPATCHER), `muted in ${room}`).toBe(true);
        await expect(handle.message({ request: 'configure', muted: false }), `unmute in ${room}`).rejects.toMatchObject({ code: 403 });
      }
      // A temp group it is not a member of stays closed: only fixed groups are the organisation's to monitor.
      await emulator.platform.commit([{ type: 'tempGroup.created', tempGroup: { gid: '900778', name: 'Not ours', creator: RADIO, members: [RADIO], createdAt: Date.now() } }]);
      await vi.waitFor(async () => expect(await roomExists('900778')).toBe(true), { timeout: 5_000 });
      const handle = await proxied.attach('janus.plugin.audiobridge');
      await expect(handle.message({ request: 'join', room: 900778, muted: true })).rejects.toMatchObject({ code: 403 });
    } finally {
      await proxied.destroy().catch(() => undefined);
      await emulator.platform.commit([{ type: 'tempGroup.removed', gid: '900778', reason: 'cancelled' }]);
    }
  });

  it("keeps each organisation out of another's rooms: a dispatcher hears only its own tenant's groups", async () => {
    const tenant = await createOrganisation(emulator.platform, { name: 'Tenant B', password: 'Tenant#2026', teams: 1, radios: 1, dispatchers: 1, centre: { lat: 39.47, lng: -0.37 } });
    const theirRoom = FLOOR_ROOM_OF(tenant.teams[0]!.gid);
    // Its rooms come with its first terminal online.
    await emulator.platform.commit([{ type: 'terminal.online', msId: tenant.radios[0]!.msId }]);
    await vi.waitFor(async () => expect(await roomExists(tenant.teams[0]!.gid)).toBe(true), { timeout: 5_000 });
    const theirs = await JanusSession.connect(proxyUrl(), { WebSocket: withCookie(await tokenFor(emulator.url, tenant.dispatchers[0]!.msId, 'Tenant#2026')) });
    const ours = await JanusSession.connect(proxyUrl(), { WebSocket: withCookie(await tokenFor(emulator.url, '20000001', 'Dispatch#2026')) });
    try {
      const handle = await theirs.attach('janus.plugin.audiobridge');
      for (const room of [OWN_ROOM, 111, 100]) {
        await expect(handle.message({ request: 'join', room, muted: true }), `join ${room}`).rejects.toMatchObject({ code: 403 });
        await expect(handle.request({ request: 'listparticipants', room }), `list ${room}`).rejects.toMatchObject({ code: 403 });
      }
      await handle.message({ request: 'join', room: theirRoom, muted: true });
      const demoHandle = await ours.attach('janus.plugin.audiobridge');
      await expect(demoHandle.message({ request: 'join', room: theirRoom, muted: true })).rejects.toMatchObject({ code: 403 });
      await expect(demoHandle.request({ request: 'listparticipants', room: theirRoom })).rejects.toMatchObject({ code: 403 });
    } finally {
      await theirs.destroy().catch(() => undefined);
      await ours.destroy().catch(() => undefined);
    }
  });

  it('a client that reaches Janus without the proxy cannot join a group room (it has a pin)', async () => {
    const direct = await JanusSession.connect(janus.wsUrl, { WebSocket });
    try {
      const handle = await direct.attach('janus.plugin.audiobridge');
      await expect(handle.message({ request: 'join', room: OWN_ROOM, display: RADIO, muted: false })).rejects.toMatchObject({ source: 'plugin' });
      await expect(handle.message({ request: 'join', room: OWN_ROOM, display: RADIO, pin: 'guess' })).rejects.toMatchObject({ source: 'plugin' });
    } finally {
      await direct.destroy().catch(() => undefined);
    }
  });
});

describe('the /janus proxy', () => {
  const proxyUrl = () => `${emulator.url.replace(/^http/, 'ws')}/janus`;

  it('refuses a browser that is not logged in', async () => {
    const status = await new Promise<number>((resolve) => {
      const ws = new WebSocket(proxyUrl(), 'janus-protocol');
      ws.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('ends the relay once the session is logged out', async () => {
    const token = await tokenFor(emulator.url, '20000002', 'Dispatch#2026');
    const proxied = await JanusSession.connect(proxyUrl(), { WebSocket: withCookie(token) });
    const closed = new Promise((resolve) => proxied.onClose(resolve));
    expect((await call(`${emulator.url}/ds/pub/logout?token=${token}`, 'POST')).body.code).toBe('0');
    await expect(proxied.attach('janus.plugin.audiobridge')).rejects.toMatchObject({ source: 'client' });
    await closed;
  });

  it('relays a logged-in session to Janus and back, and closes it when the emulator stops', async () => {
    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const proxied = await JanusSession.connect(proxyUrl(), { WebSocket: withCookie(token) });
    const handle = await proxied.attach('janus.plugin.audiobridge');
    const gid = emulator.platform.state.terminals.get('20000001')!.grp[0]!;
    const room = FLOOR_ROOM_OF(gid);
    expect(await handle.request({ request: 'exists', room })).toMatchObject({ exists: true });
    const rtp = { ip: janus.hostSide, port: 45_002, payload_type: 111 };
    await expect(handle.message({ request: 'join', room, display: '20000001', rtp })).rejects.toMatchObject({ code: 403 });
    const joined = await handle.message({ request: 'join', room, display: 'someone else', muted: true });
    expect(joined.data).toMatchObject({ audiobridge: 'joined', room });
    const { participants } = await bridge.request({ request: 'listparticipants', room });
    expect(participants).toContainEqual(expect.objectContaining({ display: '20000001' }));
    const closed = new Promise((resolve) => proxied.onClose(resolve));
    await emulator.close();
    await closed;
    expect(proxied.closed).toBe(true);
  });
});

/** Sends raw Janus messages through the proxy on a fresh connection; the answers, one per message, in order. */
async function rawThroughProxy(token: string, messages: Record<string, unknown>[]): Promise<{ janus: string; error?: { code: number } }[]> {
  const ws = new (withCookie(token))(`${emulator.url.replace(/^http/, 'ws')}/janus`, 'janus-protocol');
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const answers: { janus: string; error?: { code: number } }[] = [];
  const done = new Promise<void>((resolve) => {
    ws.on('message', (data) => {
      answers.push(JSON.parse(data.toString()));
      if (answers.length === messages.length) resolve();
    });
  });
  for (const message of messages) ws.send(JSON.stringify(message));
  await done;
  ws.close();
  return answers;
}

/** The `ws` WebSocket sending the token cookie, as a logged-in browser does. */
function withCookie(token: string) {
  return class extends WebSocket {
    constructor(url: string, protocols: string) {
      super(url, protocols, { headers: { cookie: `${TOKEN_COOKIE}=${token}` } });
    }
  };
}

/** A WebSocket relay we can cut, standing in for a network drop between the emulator and Janus. */
async function startRelay(target: string): Promise<{ url: string; cut(): void; close(): Promise<void> }> {
  const http: Server = createServer();
  const server = new WebSocketServer({ server: http, handleProtocols: () => 'janus-protocol' });
  const pairs = new Set<WebSocket>();
  server.on('connection', (client) => {
    const upstream = new WebSocket(target, 'janus-protocol');
    const early: string[] = [];
    pairs.add(client).add(upstream);
    client.on('message', (data) => (upstream.readyState === WebSocket.OPEN ? upstream.send(data.toString()) : early.push(data.toString())));
    upstream.on('open', () => early.splice(0).forEach((message) => upstream.send(message)));
    upstream.on('message', (data) => client.send(data.toString()));
    client.on('close', () => upstream.terminate());
    upstream.on('close', () => client.terminate());
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  const cut = () => {
    for (const socket of pairs) socket.terminate();
    pairs.clear();
  };
  return {
    url: `ws://127.0.0.1:${port}/`,
    cut,
    close: async () => {
      cut();
      server.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BROADCAST_TOKEN_HEADER,
  CommandSchemas,
  GpsFilePaths,
  hashForWire,
  IncidentPaths,
  MediaPaths,
  PATROL_TOKEN_HEADER,
  PatrolPaths,
  RecallPaths,
  TERMINAL_TYPES,
  TerminalType,
  TonePaths,
} from '../../../protocol/index.ts';
import { createBroadcastHost } from '../broadcast/broadcast-host.ts';
import { dsRouteTable } from '../http/http-app.ts';
import { UPLOAD_PATHS } from '../http/upload-host.ts';
import { PATROL_ROUTE_METHODS } from '../patrol/patrol-host.ts';
import { RawSocket } from '../testing/raw-socket.ts';
import { call, callAs, startTestEmulator, tokenFor, withToken, type TestEmulator } from '../testing/test-emulator.ts';
import { BROADCAST_ROLES, COMMAND_ROLES, DS_ROLES, FILE_ROLES, PATROL_ROLES, Role, RoleRefusal, roleRefusal } from './role-table.ts';
import { hashToken, newToken, SESSION_TTL_MS } from './tokens.ts';

/** The spec of the table, written apart from roleRefusal: what a caller of `type` gets from a route of `role`. */
const expectedRefusal = (role: Role, type: number): string | null => {
  if (role === Role.Dispatcher && type !== TerminalType.Dispatcher) return RoleRefusal.NotDispatcher;
  if (role === Role.Terminal && type === TerminalType.Dispatcher) return RoleRefusal.NotTerminal;
  return null;
};
const ROLE_DESCS: readonly unknown[] = Object.values(RoleRefusal);

type Caller = { readonly type: number; readonly msId: string; readonly password: string; token: string; patrol: string; broadcast: string; socket: RawSocket | null };

let emulator: TestEmulator;
const callers: Caller[] = [];

/** One demo account of each type (SPEC §3 codes), logged in once on every host. */
beforeAll(async () => {
  emulator = await startTestEmulator();
  const terminals = [...emulator.platform.state.terminals.values()].sort((a, b) => a.msId.localeCompare(b.msId));
  for (const type of TERMINAL_TYPES) {
    const terminal = terminals.find((candidate) => candidate.type === type);
    if (!terminal) throw new Error(`the demo has no account of type ${type}`);
    const password = type === TerminalType.Dispatcher ? 'Dispatch#2026' : '123456';
    callers.push({ type, msId: terminal.msId, password, token: '', patrol: '', broadcast: '', socket: null });
  }
  await Promise.all(
    callers.map(async (caller) => {
      caller.token = await tokenFor(emulator.url, caller.msId, caller.password);
      const patrol = await call(`${emulator.url}${PatrolPaths.login}`, 'POST', { username: caller.msId, password: hashForWire(caller.password) });
      caller.patrol = (patrol.body as unknown as { data: { token: string } }).data.token;
      caller.broadcast = await broadcastToken(caller);
      caller.socket = await RawSocket.open(emulator.url);
      expect((await caller.socket.login(caller.token)).code).toBe('0');
    }),
  );
}, 60_000);
afterAll(async () => {
  for (const caller of callers) caller.socket?.ws.close();
  await emulator?.stop();
});

/** The broadcast login takes dispatchers only (SPEC §6); others get a session made directly, as a forged or leaked token would be. */
async function broadcastToken(caller: Caller): Promise<string> {
  const login = await call(`${emulator.url}/v1/login`, 'POST', { username: caller.msId, password: hashForWire(caller.password) });
  const body = login.body as unknown as { code: number; data: { access_token: string } | null };
  if (caller.type === TerminalType.Dispatcher) return body.data!.access_token;
  expect(body.code).toBe(107);
  const token = newToken();
  await emulator.platform.commit([{ type: 'bcast.sessionOpened', msId: caller.msId, tokenHash: hashToken(token), expiresAt: emulator.platform.now() + SESSION_TTL_MS }]);
  return token;
}

const sorted = (keys: Iterable<string>) => [...keys].sort();
// Only the tables' keys are read: a host without stores builds every module's table.
const DS_ROUTES = dsRouteTable({ platform: null, uploads: null, media: null, recovery: { service: null, providers: null }, mailer: null, localOauth: null, videoRecords: null, streamProxies: null, recordingsDir: null } as never);

describe('the role table lists exactly the routes each host serves', () => {
  it('/ds: every route of the app, open ones as open', () => {
    expect(sorted(Object.keys(DS_ROLES))).toEqual(sorted(Object.keys(DS_ROUTES)));
    for (const [path, route] of Object.entries(DS_ROUTES)) expect(DS_ROLES[path] === Role.Open, path).toBe(route.open);
  });

  it('/filews: every upload path and file folder', () => {
    const folders = [TonePaths.files, `${TonePaths.files}/logos`, MediaPaths.files, RecallPaths.files, IncidentPaths.archives, GpsFilePaths.files].map((folder) => `${folder}/*`);
    expect(sorted(Object.keys(FILE_ROLES))).toEqual(sorted([...UPLOAD_PATHS, MediaPaths.upload, ...folders]));
  });

  it('/v1 and /music: every route of the broadcast host', () => {
    const host = createBroadcastHost(emulator.platform, emulator.services.loginGuard);
    host.close();
    expect(sorted(Object.keys(BROADCAST_ROLES))).toEqual(sorted(host.routeKeys));
  });

  it('/patrolService: every route of the patrol host', () => {
    expect(sorted(Object.keys(PATROL_ROLES))).toEqual(sorted(Object.keys(PATROL_ROUTE_METHODS)));
  });

  it('socket: every command', () => {
    expect(sorted(Object.keys(COMMAND_ROLES))).toEqual(sorted(Object.keys(CommandSchemas)));
  });

  it('fails closed: a route the table does not list is refused whoever asks', async () => {
    for (const type of TERMINAL_TYPES) expect(roleRefusal(undefined, type)).toBe(RoleRefusal.Unlisted);
    const dispatcher = callers[0]!;
    const answer = await call(withToken(emulator.url, '/filews/unlisted/file.bin', dispatcher.token));
    expect({ status: answer.status, body: answer.body }).toEqual({ status: 403, body: { code: '403', desc: RoleRefusal.Unlisted } });
  });

  it('docs/protocol.md "Roles" is the same table', () => {
    const text = readFileSync(new URL('../../../docs/protocol.md', import.meta.url), 'utf8');
    const section = text.slice(text.indexOf('\n## Roles'), text.indexOf('\n## ', text.indexOf('\n## Roles') + 1));
    const written: Record<string, Record<string, string>> = {};
    for (const line of section.split('\n')) {
      const row = /^\| (`[^`]+`|\w+) \| (\w+) \| (.+) \|$/.exec(line);
      if (!row) continue;
      const host = row[1]!.replaceAll('`', '');
      for (const [, route] of row[3]!.matchAll(/`([^`]+)`/g)) (written[host] ??= {})[route!] = row[2]!;
    }
    expect(written).toEqual({ '/ds': DS_ROLES, '/filews': FILE_ROLES, broadcast: BROADCAST_ROLES, '/patrolService': PATROL_ROLES, socket: COMMAND_ROLES });
  });
});

describe('/ds: every route × every account type (api() in http-app.ts)', () => {
  for (const [path, role] of Object.entries(DS_ROLES)) {
    it(`${path} (${role})`, async () => {
      const method = DS_ROUTES[path]!.method;
      await Promise.all(
        callers.map(async (caller) => {
          // Logout ends the session it is given: a token of its own.
          const token = path === '/ds/pub/logout' ? await tokenFor(emulator.url, caller.msId, caller.password) : caller.token;
          // No query and an empty body: a refusal must come before any validation.
          const answer = await call(withToken(emulator.url, path, token), method, method === 'GET' ? undefined : {});
          const refusal = expectedRefusal(role, caller.type);
          if (refusal) expect(answer.body, `type ${caller.type}`).toEqual({ code: '403', desc: refusal });
          else {
            expect(ROLE_DESCS, `type ${caller.type}`).not.toContain(answer.body.desc);
            expect([404, 405], `type ${caller.type}`).not.toContain(answer.status);
          }
        }),
      );
    });
  }
});

describe('/filews: every route × every account type (fileRoleRefusal in http-app.ts)', () => {
  for (const [key, role] of Object.entries(FILE_ROLES)) {
    it(`${key} (${role})`, async () => {
      const path = key.replace(/\*$/, 'none');
      const method = path.startsWith('/filews/upload/') ? 'POST' : 'GET';
      await Promise.all(
        callers.map(async (caller) => {
          const answer = await call(withToken(emulator.url, path, caller.token), method, method === 'POST' ? '' : undefined);
          const refusal = expectedRefusal(role, caller.type);
          if (refusal) expect({ status: answer.status, body: answer.body }, `type ${caller.type}`).toEqual({ status: 403, body: { code: '403', desc: refusal } });
          else expect(ROLE_DESCS, `type ${caller.type}`).not.toContain(answer.body.desc);
        }),
      );
    });
  }
});

describe('broadcast: every route × every account type (the broadcast host)', () => {
  for (const [key, role] of Object.entries(BROADCAST_ROLES)) {
    it(`${key} (${role})`, async () => {
      const [method, template] = key.split(' ') as [string, string];
      const path = template.replace('{id}', '999999').replace('{name}', 'none.wav');
      await Promise.all(
        callers.map(async (caller) => {
          const answer = await call(`${emulator.url}${path}`, method, method === 'GET' || method === 'DELETE' ? undefined : {}, { [BROADCAST_TOKEN_HEADER]: caller.broadcast });
          const body = answer.body as unknown as { code: number; msg: string };
          const refusal = expectedRefusal(role, caller.type);
          if (refusal) expect({ status: answer.status, body }, `type ${caller.type}`).toEqual({ status: 403, body: { code: 403, msg: refusal, data: null } });
          else expect(ROLE_DESCS, `type ${caller.type}`).not.toContain(body.msg);
        }),
      );
    });
  }
});

describe('/patrolService: every route × every account type (the patrol host)', () => {
  for (const [path, role] of Object.entries(PATROL_ROLES)) {
    it(`${path} (${role})`, async () => {
      const method = PATROL_ROUTE_METHODS[path]!;
      await Promise.all(
        callers.map(async (caller) => {
          const answer = await call(`${emulator.url}${path}`, method, method === 'POST' || method === 'PUT' ? {} : undefined, { [PATROL_TOKEN_HEADER]: caller.patrol });
          const body = answer.body as unknown as { code: number; msg: string };
          const refusal = expectedRefusal(role, caller.type);
          if (refusal) expect(body, `type ${caller.type}`).toEqual({ code: 403, msg: refusal, data: null });
          else {
            expect(ROLE_DESCS, `type ${caller.type}`).not.toContain(body.msg);
            expect(body.code, `type ${caller.type}`).not.toBe(1011);
          }
        }),
      );
    });
  }
});

describe('socket: every command × every account type (runCommand in commands.ts)', () => {
  for (const [name, role] of Object.entries(COMMAND_ROLES)) {
    it(`${name} (${role})`, async () => {
      await Promise.all(
        callers.map(async (caller) => {
          const reply = await caller.socket!.request({ type: 'command', name, args: {} });
          const refusal = expectedRefusal(role, caller.type);
          if (refusal) expect({ code: reply.code, desc: reply.desc }, `type ${caller.type}`).toEqual({ code: '403', desc: refusal });
          else expect(ROLE_DESCS, `type ${caller.type}`).not.toContain(reply.desc);
        }),
      );
    });
  }

  it('a report frame is held to its command: a dispatcher reporting GPS is refused', async () => {
    const dispatcher = callers.find((caller) => caller.type === TerminalType.Dispatcher)!;
    dispatcher.socket!.send({ type: 'report', name: 'reportGps', args: { fix: { lat: 39.47, lng: -0.37, speed: 0, direction: 0, altitude: 0, time: Date.now() } } });
    expect(await dispatcher.socket!.waitFor((frame) => frame.type === 'refused' && frame.name === 'reportGps')).toMatchObject({ code: '403', desc: RoleRefusal.NotTerminal });
  });
});

describe("a terminal's token reads no dispatcher data and changes no patrol administration", () => {
  const dispatcherOf = () => callers.find((caller) => caller.type === TerminalType.Dispatcher)!;
  const radiosOf = () => callers.filter((caller) => caller.type === TerminalType.Poc6 || caller.type === TerminalType.App);
  const notDispatcher = { code: '403', desc: RoleRefusal.NotDispatcher };

  it("findSos (another terminal's alarm), fence alarms, last GPS, terminal info, the camera list", async () => {
    const [alarmed, attacker] = radiosOf() as [Caller, Caller];
    expect((await alarmed.socket!.request({ type: 'command', name: 'sos', args: { lat: 39.47, lng: -0.37 } })).code).toBe('0');
    const dispatcher = dispatcherOf();
    const seen = (await callAs(emulator.url, dispatcher.token, `/ds/sos/findSos?pageNo=1&pageSize=20&msId=${alarmed.msId}`)).data!.list;
    expect(seen.length).toBeGreaterThan(0);
    for (const path of [`/ds/sos/findSos?pageNo=1&pageSize=20&msId=${alarmed.msId}`, '/ds/fence/fa?pageNo=1&pageSize=20', '/ds/data/getLastGps', `/ds/data/findMsInfo?msId=${alarmed.msId}`, '/ds/camera/list']) {
      expect(await callAs(emulator.url, attacker.token, path), path).toEqual(notDispatcher);
      expect((await callAs(emulator.url, dispatcher.token, path)).code, path).toBe('0');
    }
  });

  it('at /patrolService a terminal logs in but adds, edits and deletes no patrol point', async () => {
    const patrol = (as: Caller, path: string, method = 'GET', body?: unknown) =>
      call(`${emulator.url}${path}`, method, body, { [PATROL_TOKEN_HEADER]: as.patrol }).then((answer) => answer.body as unknown as { code: number | string; msg: string; data: unknown });
    const [attacker] = radiosOf() as [Caller];
    const dispatcher = dispatcherOf();
    const refused = { code: 403, msg: RoleRefusal.NotDispatcher, data: null };
    expect(await patrol(attacker, PatrolPaths.pointAdd, 'POST', { name: 'Rogue', nfcValue: 'NFC-ROGUE', remark: '' })).toEqual(refused);
    const added = await patrol(dispatcher, PatrolPaths.pointAdd, 'POST', { name: 'Gate', nfcValue: 'NFC-GATE', remark: '' });
    const point = added.data as { id: string; name: string };
    expect(point).toMatchObject({ name: 'Gate' });
    expect(await patrol(attacker, PatrolPaths.pointEdit, 'PUT', { ...point, name: 'Taken' })).toEqual(refused);
    expect(await patrol(attacker, `${PatrolPaths.pointDelete}?ids=${point.id}`, 'DELETE')).toEqual(refused);
    const list = await patrol(dispatcher, `${PatrolPaths.pointList}?pageNo=1`);
    expect((list.data as { records: { id: string; name: string }[] }).records).toEqual([expect.objectContaining({ id: point.id, name: 'Gate' })]);
  });
});

import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FEATURES, hashForWire, LOCKED_TEXT } from '../../../protocol/index.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { createHttpApp } from './http-app.ts';
import { SECURITY_HEADERS } from './security-headers.ts';
import { servedHosts } from './served-hosts.ts';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startTestEmulator();
  const root = join(emulator.dataDir, 'static');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>console</title>');
  writeFileSync(join(root, 'assets', 'app-1a2b.js'), 'console.log(1)');
  // What a build with source maps leaves beside its bundle.
  writeFileSync(join(root, 'assets', 'app-1a2b.js.map'), '{"version":3,"sources":["src/secret.ts"]}');
  mkdirSync(join(root, 'assets', 'chunks'), { recursive: true });
}, 60_000);
afterAll(() => emulator?.stop());

const url = (path: string) => `${emulator.url}${path}`;
const auth = (password: string) => hashForWire(password);

/** A GET with the Host header of our choosing (fetch sets its own). */
function getWithHost(path: string, host: string, port = Number(new URL(emulator.url).port)): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request({ host: '127.0.0.1', port, path, headers: { host } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

describe('every answer', () => {
  it('carries the security headers, whatever it is', async () => {
    for (const path of ['/ds/pub/loginext?uid=20000001', '/ds/nope', '/test/events?after=0', '/home', '/assets/missing.js', '/socket']) {
      const { headers } = await call(url(path));
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(headers.get(name), `${name} on ${path}`).toBe(value);
    }
  });
});

describe('Host header (DNS rebinding)', () => {
  it("answers 421 with the security headers to another site's name pointing at us, on every path", async () => {
    const port = new URL(emulator.url).port;
    for (const path of ['/ds/pub/loginext?uid=20000001', '/ds/data/getGrpMsList', '/healthz', '/', '/assets/app-1a2b.js', '/test/events?after=0']) {
      const answer = await getWithHost(path, `rebind.attacker.example:${port}`);
      expect(answer.status, path).toBe(421);
      expect(JSON.parse(answer.body)).toMatchObject({ code: '421' });
      expect(answer.body).not.toContain('console');
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(answer.headers[name.toLowerCase()], `${name} on ${path}`).toBe(value);
    }
  });

  it('answers loopback names on its own port only', async () => {
    const port = new URL(emulator.url).port;
    expect((await getWithHost('/healthz', `localhost:${port}`)).status).toBe(200);
    expect((await getWithHost('/healthz', `127.0.0.1:${port}`)).status).toBe(200);
    expect((await getWithHost('/healthz', '127.0.0.1:1')).status).toBe(421);
    expect((await getWithHost('/healthz', '127.0.0.1')).status).toBe(421);
  });

  it('answers the host names it is given (--allowed-host)', async () => {
    const server = createServer(createHttpApp({ platform: emulator.platform, services: emulator.services, sockets: emulator.sockets, testControls: false, staticDir: emulator.dataDir, servesHost: servedHosts(['console.example.org']) }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      expect((await getWithHost('/healthz', 'console.example.org', port)).status).toBe(200);
      expect((await getWithHost('/healthz', 'other.example.org', port)).status).toBe(421);
    } finally {
      server.close();
    }
  });
});

describe('verification call', () => {
  it('answers the servers, the time zone and every feature enabled', async () => {
    const { body } = await call(url('/ds/pub/loginext?uid=20000001&flag=1&verifyCode='));
    expect(body.code).toBe('0');
    const desc = body.data?.desc as { mediaServ: string; dsConfig: Record<string, string>; timeZone: number; magic: string };
    expect(desc.mediaServ).toBe('127.0.0.1:17443');
    expect(Object.keys(desc.dsConfig).sort()).toEqual([...FEATURES].sort());
    expect(Object.values(desc.dsConfig).every((access) => access === '1')).toBe(true);
    expect(typeof desc.timeZone).toBe('number');
  });

  it('answers /janus as mediaServ when Janus is configured', async () => {
    const app = createHttpApp({ platform: emulator.platform, services: emulator.services, sockets: emulator.sockets, testControls: false, staticDir: emulator.dataDir, mediaPath: '/janus' });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { body } = await call(`http://127.0.0.1:${port}/ds/pub/loginext?uid=20000001&flag=1&verifyCode=`);
      expect((body.data?.desc as { mediaServ: string }).mediaServ).toBe('/janus');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('serves the ICE address policy and our own STUN servers when the run restricts media', async () => {
    const ice = { allow: ['127.0.0.0/8'], stunUrls: ['stun:127.0.0.1:3478'] };
    const app = createHttpApp({ platform: emulator.platform, services: emulator.services, sockets: emulator.sockets, testControls: false, staticDir: emulator.dataDir, ice });
    const server = createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = server.address() as AddressInfo;
      const { body } = await call(`http://127.0.0.1:${port}/ds/pub/loginext?uid=20000001&flag=1&verifyCode=`);
      expect(body.data?.desc).toMatchObject({ iceAllow: ['127.0.0.0/8'], iceServers: [{ urls: 'stun:127.0.0.1:3478' }] });
      const plain = (await call(url('/ds/pub/loginext?uid=20000001&flag=1&verifyCode='))).body.data?.desc as Record<string, unknown>;
      expect(plain.iceAllow).toBeUndefined();
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it("answers '1' for a malformed id, '104' for an unknown account and 400 without uid", async () => {
    expect((await call(url('/ds/pub/loginext?uid=123'))).body.code).toBe('1');
    expect((await call(url('/ds/pub/loginext?uid=29999999'))).body.code).toBe('104');
    const missing = await call(url('/ds/pub/loginext'));
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({ code: '400', desc: 'uid: required' });
  });

  it('follows a test login answer until it is cleared', async () => {
    await call(url('/test/login-answer'), 'POST', { account: '20000002', code: '4' });
    expect((await call(url('/ds/pub/loginext?uid=20000002'))).body.code).toBe('4');
    expect((await call(url(`/ds/user?uid=20000002&auth=${auth('Dispatch#2026')}`))).body.code).toBe('4');
    await call(url('/test/login-answer'), 'POST', { account: '20000002', code: null });
    expect((await call(url('/ds/pub/loginext?uid=20000002'))).body.code).toBe('0');
  });
});

describe('password login and sessions', () => {
  it('sets the token cookie HttpOnly, SameSite=Strict, for a day, beside the session marker', async () => {
    const answer = await call(url(`/ds/user?uid=20000001&auth=${auth('Dispatch#2026')}`));
    expect(answer.body.code).toBe('0');
    const { token, msId } = answer.body.data?.desc as { token: string; msId: string };
    expect(msId).toBe('20000001');
    const cookies = answer.headers.getSetCookie();
    expect(cookies).toContain(`token=${token}; HttpOnly; Path=/; Max-Age=86400; SameSite=Strict`);
    expect(cookies).toContain('poc_session=1; Path=/; Max-Age=86400; SameSite=Strict');
  });

  it("answers '104' for an unknown account and '400' for an auth that is not MD5 hex", async () => {
    expect((await call(url(`/ds/user?uid=29999999&auth=${auth('x')}`))).body.code).toBe('104');
    expect((await call(url('/ds/user?uid=20000001&auth=secret'))).body).toEqual({ code: '400', desc: 'auth: must be the MD5 hex of the password' });
  });

  it('takes the token as cookie or parameter, refuses others with 105, and logout ends it', async () => {
    const token = await tokenFor(emulator.url, '10000010', '123456');
    expect((await call(url('/ds/data/getGrpMsList'))).body.code).toBe('105');
    expect((await call(url('/ds/data/getGrpMsList?token=forged'))).body.code).toBe('105');
    expect((await call(url(`/ds/data/getGrpMsList?token=${token}`))).body.code).toBe('0');
    expect((await call(url('/ds/data/getGrpMsList'), 'GET', undefined, { cookie: `token=${token}` })).body.code).toBe('0');
    const logout = await call(url('/ds/pub/logout'), 'POST', undefined, { cookie: `token=${token}` });
    expect(logout.body).toEqual({ code: '0', data: { desc: null, list: [] } });
    expect(logout.headers.getSetCookie()).toContain('token=; HttpOnly; Path=/; Max-Age=0; SameSite=Strict');
    expect((await call(url(`/ds/data/getGrpMsList?token=${token}`))).body.code).toBe('105');
  });

  it('locks after five wrong passwords in a row, for 10 minutes, across a restart', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await call(url(`/ds/user?uid=10000002&auth=${'0'.repeat(32)}`))).body.code).toBe('2');
    }
    const locked = await call(url(`/ds/user?uid=10000002&auth=${auth('123456')}`));
    expect(locked.body).toEqual({ code: '107', desc: LOCKED_TEXT });
    emulator = await emulator.restart();
    expect((await call(url(`/ds/user?uid=10000002&auth=${auth('123456')}`))).body.code).toBe('107');
    emulator.advance(10 * 60_000);
    expect((await call(url(`/ds/user?uid=10000002&auth=${auth('123456')}`))).body.code).toBe('0');
  }, 30_000);
});

describe('data endpoints', () => {
  it('lists groups and terminals as of a seq', async () => {
    const token = await tokenFor(emulator.url, '10000011', '123456');
    const desc = (await call(url(`/ds/data/getGrpMsList?token=${token}`))).body.data?.desc as { seq: number; groups: unknown[]; terminals: unknown[] };
    expect(desc.seq).toBe(emulator.platform.state.head);
    expect(desc.groups.length).toBeGreaterThan(10);
    expect(desc.terminals.length).toBeGreaterThan(200);
  });

  it('writes a login log entry and answers its id', async () => {
    const token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const answer = await call(url(`/ds/data/addLoginLog?token=${token}`), 'POST', { account: '20000001', language: 'en-US' });
    expect(answer.body.code).toBe('0');
    const { id } = answer.body.data?.desc as { id: number };
    expect(emulator.platform.state.loginLog.at(-1)).toMatchObject({ id, account: '20000001', language: 'en-US' });
  });

  it('changes a password only with the right old one', async () => {
    const token = await tokenFor(emulator.url, '10000020', '123456');
    const change = (oldPwd: string, newPwd: string) =>
      call(url(`/ds/data/updateMsPwd?token=${token}`), 'PUT', { msId: '10000020', account: '10000020', oldPwd: auth(oldPwd), newPwd: auth(newPwd) });
    expect((await change('654321', 'New#Pass2026')).body.code).toBe('2');
    expect((await change('123456', 'New#Pass2026')).body.code).toBe('0');
    await expect(tokenFor(emulator.url, '10000020', '123456')).rejects.toThrow(/failed: 2/);
    await expect(tokenFor(emulator.url, '10000020', 'New#Pass2026')).resolves.toBeTruthy();
  });

  it('answers the client configuration with the host switches a test set', async () => {
    expect((await call(url('/ds/pub/clientConfig'))).body.code).toBe('400');
    await call(url('/test/host-config'), 'POST', { hostSwitches: { logger: false } });
    const desc = (await call(url('/ds/pub/clientConfig?hostname=127.0.0.1'))).body.data?.desc as Record<string, unknown>;
    expect(desc).toMatchObject({ dateFormat: 'MM/dd/yyyy', speedUnit: 'mph', PoCVersion: '1', hostSwitches: { logger: false } });
    await call(url('/test/host-config'), 'POST', { hostSwitches: {} });
  });
});

describe('validation', () => {
  it('answers 400/413/415 naming the problem, and nothing of a rejected request reaches the log', async () => {
    const token = await tokenFor(emulator.url, '10000030', '123456');
    const head = emulator.platform.state.head;
    const rejected = [
      [`/ds/data/updateMsPwd?token=${token}`, 'PUT', { msId: '10000030', account: '10000030', oldPwd: auth('a'), newPwd: auth('a') }, 400, 'newPwd: must differ from oldPwd'],
      [`/ds/data/updateMsPwd?token=${token}`, 'PUT', { msId: '1', oldPwd: 'x' }, 400, 'msId: must be 8 digits'],
      [`/ds/data/addLoginLog?token=${token}`, 'POST', { account: '10000030', language: 'xx' }, 400, 'language:'],
      [`/ds/data/addLoginLog?token=${token}`, 'POST', '{not json', 400, 'not valid JSON'],
      [`/ds/data/addLoginLog?token=${token}`, 'POST', { account: '10000030', language: 'en-US', pad: 'x'.repeat(70_000) }, 413, 'body over'],
      ['/test/login-answer', 'POST', { account: '', code: 5 }, 400, 'account:'],
      ['/test/emit', 'POST', { count: 0 }, 400, 'count:'],
    ] as const;
    for (const [path, method, body, status, desc] of rejected) {
      const answer = await call(url(path), method, body);
      expect(answer.status, path).toBe(status);
      expect(answer.body.desc, path).toContain(desc);
    }
    const form = await call(url(`/ds/data/addLoginLog?token=${token}`), 'POST', undefined, { 'content-type': 'text/plain' });
    expect(form.status).toBe(400); // no body at all: the fields are required
    const text = await fetch(url(`/ds/data/addLoginLog?token=${token}`), { method: 'POST', body: 'account=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.status).toBe(415);
    expect(emulator.platform.state.head).toBe(head);
  });

  it('answers 404 for unknown paths and 405 for the wrong method', async () => {
    expect((await call(url('/ds/data/nothing'))).status).toBe(404);
    expect((await call(url('/ds/pub/loginext?uid=1'), 'POST', {})).status).toBe(405);
  });
});

describe('console files', () => {
  it('serves files with their types, falls back to index.html for routes, and keeps to its folder', async () => {
    const js = await fetch(url('/assets/app-1a2b.js'));
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toContain('immutable');
    const route = await fetch(url('/maps/monitoring'));
    expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await route.text()).toContain('<title>console</title>');
    expect((await fetch(url('/assets/gone.js'))).status).toBe(404);
    expect(route.headers.get('cache-control')).toBe('no-cache');
    expect((await fetch(url('/..%2f..%2fetc%2fpasswd'))).status).toBe(400);
    expect(await (await fetch(url('/%2e%2e/%2e%2e/etc/passwd'))).text()).toContain('<title>console</title>'); // URL parsing resolves it inside
    expect((await fetch(url('/'), { method: 'DELETE' })).status).toBe(405);
  });
});

describe('console files: misses and source maps', () => {
  it('answers any miss under /assets/ with a 404 that is never cached, not index.html for a year', async () => {
    for (const path of ['/assets/nothing', '/assets/chunks', '/assets/chunks/', '/assets/deep/er/route', '/%61ssets/nothing', '/assets/gone.js']) {
      const answer = await fetch(url(path));
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get('cache-control'), path).toBe('no-store');
      expect(await answer.text(), path).not.toContain('<title>console</title>');
    }
  });

  it('serves no source map of a build without them, even when one lies in the folder', async () => {
    for (const path of ['/assets/app-1a2b.js.map', '/assets/APP-1A2B.JS.MAP', '/assets/app-1a2b.js%2emap']) {
      const answer = await fetch(url(path));
      expect(answer.status, path).toBe(404);
      expect(await answer.text(), path).not.toContain('secret.ts');
    }
  });

  it('serves them when the build asked for them (POC_SOURCEMAP=1)', async () => {
    const server = createServer(createHttpApp({ platform: emulator.platform, services: emulator.services, sockets: emulator.sockets, testControls: false, staticDir: join(emulator.dataDir, 'static'), sourceMaps: true }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const map = await fetch(`http://127.0.0.1:${port}/assets/app-1a2b.js.map`);
      expect(map.status).toBe(200);
      expect(map.headers.get('content-type')).toBe('application/json; charset=utf-8');
    } finally {
      server.close();
    }
  });
});

describe('test controls', () => {
  it('are 404 unless the emulator was started with them', async () => {
    const server = createServer(createHttpApp({ platform: emulator.platform, services: emulator.services, sockets: emulator.sockets, testControls: false, staticDir: emulator.dataDir }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const answer = await call(`http://127.0.0.1:${port}/test/emit`, 'POST', { count: 1 });
      expect(answer.status).toBe(404);
    } finally {
      server.close();
    }
  });
});

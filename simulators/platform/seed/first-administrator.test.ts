import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashForWire, meetsPasswordPolicy, PASSWORD_CHANGE_REQUIRED, TerminalType } from '../../../protocol/index.ts';
import { RawSocket } from '../testing/raw-socket.ts';
import { call, callAs, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { DISPATCHERS, DISPATCHER_PASSWORD } from './demo-organisation.ts';
import { ADMIN_MS_ID, generatedPassword } from './first-administrator.ts';

const FIRST_PASSWORD = 'Set-up#2026';
const OWN_PASSWORD = 'Mine#2026x';

/** A real deployment's empty store: no --demo, the first password from POC_ADMIN_PASSWORD. */
let deployment: TestEmulator;
const lines: string[] = [];
const sockets: RawSocket[] = [];
beforeAll(async () => {
  deployment = await startTestEmulator(undefined, undefined, { demo: false, adminPassword: FIRST_PASSWORD, log: (line) => lines.push(line) });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await deployment?.stop();
});

async function socketLogin(token: string) {
  const socket = await RawSocket.open(deployment.url);
  sockets.push(socket);
  return socket.login(token);
}

describe('an empty store without --demo', () => {
  it('holds exactly one administrator, a dispatcher of the organisation, and no demo account', () => {
    const { accounts, terminals, groups } = deployment.platform.state;
    expect([...accounts.keys()]).toEqual([ADMIN_MS_ID]);
    expect(accounts.get(ADMIN_MS_ID)).toMatchObject({ accountType: TerminalType.Dispatcher, mustChangePassword: true });
    expect([...terminals.values()].map((terminal) => [terminal.msId, terminal.type])).toEqual([[ADMIN_MS_ID, TerminalType.Dispatcher]]);
    expect(groups.size).toBe(1);
    for (const { msId } of DISPATCHERS) expect(accounts.has(msId)).toBe(false);
    expect(lines.join('\n')).not.toContain(FIRST_PASSWORD); // given by the environment: not echoed
    expect(lines.some((line) => line.includes(`first administrator: account ${ADMIN_MS_ID}`))).toBe(true);
  });

  it('refuses every call of the first password but the change itself, the socket login and session files included', async () => {
    expect((await call(`${deployment.url}/ds/user?uid=${DISPATCHERS[0]!.msId}&auth=${hashForWire(DISPATCHER_PASSWORD)}`)).body.code).toBe('104');
    const token = await tokenFor(deployment.url, ADMIN_MS_ID, FIRST_PASSWORD);
    expect((await callAs(deployment.url, token, '/ds/data/getGrpMsList')).code).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await callAs(deployment.url, token, '/ds/user/getAccount')).code).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await callAs(deployment.url, token, `/ds/pub/loginext?uid=${ADMIN_MS_ID}&flag=1`)).code).toBe('0'); // the login flow's own calls stay open
    expect((await callAs(deployment.url, token, '/ds/data/addLoginLog', 'POST', { account: ADMIN_MS_ID, language: 'en-US' })).code).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await callAs(deployment.url, token, '/filews/recordings/100-1-20000000.wav')).code).toBe(PASSWORD_CHANGE_REQUIRED);
    expect((await socketLogin(token)).code).toBe(PASSWORD_CHANGE_REQUIRED);
    // The patrol and broadcast services' own logins do not open with it either.
    const patrol = await call(`${deployment.url}/patrolService/sysUsers/login`, 'POST', { username: ADMIN_MS_ID, password: hashForWire(FIRST_PASSWORD) });
    expect(patrol.body).toMatchObject({ code: 401 });
    const broadcast = await call(`${deployment.url}/v1/login`, 'POST', { username: ADMIN_MS_ID, password: hashForWire(FIRST_PASSWORD) });
    expect(broadcast.body).toMatchObject({ code: Number(PASSWORD_CHANGE_REQUIRED) });
    const changed = await callAs(deployment.url, token, '/ds/data/updateMsPwd', 'PUT', { msId: ADMIN_MS_ID, account: ADMIN_MS_ID, oldPwd: hashForWire(FIRST_PASSWORD), newPwd: hashForWire(OWN_PASSWORD) });
    expect(changed.code).toBe('0');
    expect(deployment.platform.state.accounts.get(ADMIN_MS_ID)?.mustChangePassword).toBeFalsy();
  });

  it('takes the administrator as any dispatcher once the password is its own, across a restart', async () => {
    deployment = await deployment.restart();
    expect((await call(`${deployment.url}/ds/user?uid=${ADMIN_MS_ID}&auth=${hashForWire(FIRST_PASSWORD)}`)).body.code).toBe('2');
    const token = await tokenFor(deployment.url, ADMIN_MS_ID, OWN_PASSWORD);
    expect((await callAs(deployment.url, token, '/ds/data/getGrpMsList')).code).toBe('0');
    expect(await socketLogin(token)).toMatchObject({ code: '0', data: { user: { msId: ADMIN_MS_ID, msType: TerminalType.Dispatcher } } });
    expect([...deployment.platform.state.accounts.keys()]).toEqual([ADMIN_MS_ID]); // seeded once only
  });
});

describe('the first password', () => {
  it('is drawn within the console rules when none is given, and logged once', async () => {
    const drawn: string[] = [];
    const emulator = await startTestEmulator(undefined, undefined, { demo: false, log: (line) => drawn.push(line) });
    try {
      const line = drawn.find((entry) => entry.includes('first administrator'))!;
      const password = /password (\S+) \(shown this once\)/.exec(line)?.[1] ?? '';
      expect(meetsPasswordPolicy(password)).toBe(true);
      expect(await tokenFor(emulator.url, ADMIN_MS_ID, password)).toMatch(/\S/);
      const restarted = await emulator.restart();
      await restarted.stop();
      expect(drawn.filter((entry) => entry.includes(password))).toHaveLength(1);
    } finally {
      await emulator.stop().catch(() => undefined);
    }
  }, 60_000);

  it('always meets the policy, whatever the draw', () => {
    let n = 0;
    // A draw of only lower-case letters at first: the generator tries again until the rules hold.
    const password = generatedPassword((below) => (n++ < 40 ? 30 : n % below));
    expect(meetsPasswordPolicy(password)).toBe(true);
    expect(password).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
  });
});

describe('with --demo', () => {
  it('an empty store gets the demo organisation and no administrator', async () => {
    const demo = await startTestEmulator(undefined, undefined, { demo: true });
    try {
      const { accounts } = demo.platform.state;
      expect(accounts.has(ADMIN_MS_ID)).toBe(false);
      for (const { msId } of DISPATCHERS) expect(accounts.has(msId)).toBe(true);
      expect(accounts.size).toBeGreaterThan(100);
      expect((await callAs(demo.url, await tokenFor(demo.url, DISPATCHERS[0]!.msId, DISPATCHER_PASSWORD), '/ds/data/getGrpMsList')).code).toBe('0');
    } finally {
      await demo.stop();
    }
  }, 60_000);
});

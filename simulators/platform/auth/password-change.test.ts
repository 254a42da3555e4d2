import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROADCAST_TOKEN_HEADER, hashForWire, PATROL_TOKEN_HEADER, PatrolPaths } from '../../../protocol/index.ts';
import { CloseCode } from '../socket/connection.ts';
import { RawSocket } from '../testing/raw-socket.ts';
import { call, startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

let emulator: TestEmulator;
const sockets: RawSocket[] = [];
beforeAll(async () => {
  emulator = await startTestEmulator();
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await emulator?.stop();
});

const url = (path: string) => `${emulator.url}${path}`;
const works = async (token: string) => (await call(url(`/ds/data/getGrpMsList?token=${token}`))).body.code === '0';
const changePassword = (token: string, msId: string, oldPwd: string, newPwd: string) =>
  call(url(`/ds/data/updateMsPwd?token=${token}`), 'PUT', { msId, account: msId, oldPwd: hashForWire(oldPwd), newPwd: hashForWire(newPwd) });

async function socketOf(token: string): Promise<RawSocket> {
  const socket = await RawSocket.open(emulator.url);
  sockets.push(socket);
  expect((await socket.login(token)).code).toBe('0');
  return socket;
}

describe('a password change', () => {
  it("ends the account's other sessions and tells their sockets 'password'; the session that changed it goes on", async () => {
    const current = await tokenFor(emulator.url, '10000061', '123456');
    const other = await tokenFor(emulator.url, '10000061', '123456');
    const bystander = await tokenFor(emulator.url, '10000062', '123456');
    const otherSocket = await socketOf(other);
    expect((await changePassword(current, '10000061', '123456', 'Changed#2026')).body.code).toBe('0');
    expect(await otherSocket.waitFor((frame) => frame.type === 'kicked')).toEqual({ type: 'kicked', reason: 'password' });
    expect(await otherSocket.waitClosed()).toBe(CloseCode.Kicked);
    expect(await works(other)).toBe(false);
    expect(await works(current)).toBe(true);
    expect(await works(bystander)).toBe(true);
    // The session that changed it may still open its socket.
    await socketOf(current);
  });

  it('ends the broadcast and patrol tokens the old password opened', async () => {
    const current = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
    const broadcast = (await call(url('/v1/login'), 'POST', { username: '20000001', password: hashForWire('Dispatch#2026') })).body as unknown as { data: { access_token: string } };
    const patrol = (await call(url(PatrolPaths.login), 'POST', { username: '20000001', password: hashForWire('Dispatch#2026') })).body as unknown as { data: { token: string } };
    const broadcastCall = () => call(url('/v1/sys/user?page=1&limit=10'), 'GET', undefined, { [BROADCAST_TOKEN_HEADER]: broadcast.data.access_token });
    const patrolCall = () => call(url(PatrolPaths.userList), 'GET', undefined, { [PATROL_TOKEN_HEADER]: patrol.data.token });
    expect((await broadcastCall()).body).toMatchObject({ code: 200 });
    expect((await patrolCall()).body).toMatchObject({ code: '200' });
    expect((await changePassword(current, '20000001', 'Dispatch#2026', 'Changed#2026')).body.code).toBe('0');
    expect((await broadcastCall()).body).toMatchObject({ code: 401 });
    expect((await patrolCall()).body).toMatchObject({ code: 1011 });
    // Across a restart too: the broadcast sessions' end is an event.
    emulator = await emulator.restart();
    expect((await broadcastCall()).body).toMatchObject({ code: 401 });
  });

  it('leaves every session working when the old password is wrong', async () => {
    const current = await tokenFor(emulator.url, '10000063', '123456');
    const other = await tokenFor(emulator.url, '10000063', '123456');
    expect((await changePassword(current, '10000063', 'Wrong#2026', 'Changed#2026')).body.code).toBe('2');
    expect(await works(other)).toBe(true);
  });
});

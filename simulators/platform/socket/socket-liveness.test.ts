import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RawSocket } from '../testing/raw-socket.ts';
import { startTestEmulator, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';
import { CloseCode } from './connection.ts';
import { IDLE_LIMIT_MS, LOGIN_DEADLINE_MS } from './socket-hub.ts';

/**
 * The hub's own closes, driven by a clock of the test's: sweeps run only when the test calls them
 * (the interval is an hour), so nothing here depends on how long anything takes.
 */
let emulator: TestEmulator;
let clock = 1_000_000;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  emulator = await startTestEmulator(undefined, undefined, { socketLiveness: { now: () => clock, sweepEveryMs: 3_600_000 } });
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await emulator?.stop();
});

async function open(): Promise<RawSocket> {
  const socket = await RawSocket.open(emulator.url);
  sockets.push(socket);
  return socket;
}

/** A ping answered after the sweep: had the sweep closed the socket, its close frame would have come first. */
async function stillOpen(socket: RawSocket): Promise<boolean> {
  const pongs = socket.frames.filter((frame) => frame.type === 'pong').length;
  socket.send({ type: 'ping' });
  await socket.waitFor(() => socket.closeCode !== null || socket.frames.filter((frame) => frame.type === 'pong').length > pongs);
  return socket.closeCode === null;
}

describe('login deadline', () => {
  it('closes a socket that only pings and never logs in, with code 4401, at the deadline', async () => {
    const socket = await open();
    expect(await stillOpen(socket)).toBe(true);
    clock += LOGIN_DEADLINE_MS - 1;
    emulator.sockets.sweep();
    expect(await stillOpen(socket)).toBe(true); // pings kept it alive until now, and do not extend the deadline
    clock += 1;
    emulator.sockets.sweep();
    expect(await socket.waitClosed()).toBe(CloseCode.LoginDeadline);
  });

  it('closes one whose logins all failed the same way', async () => {
    const socket = await open();
    expect((await socket.login('no-such-token')).code).toBe('105');
    clock += LOGIN_DEADLINE_MS;
    emulator.sockets.sweep();
    expect(await socket.waitClosed()).toBe(CloseCode.LoginDeadline);
  });

  it('leaves a socket that logged in in time alone', async () => {
    const socket = await open();
    expect((await socket.login(await tokenFor(emulator.url, '10000051', '123456'))).code).toBe('0');
    clock += LOGIN_DEADLINE_MS * 2;
    emulator.sockets.sweep();
    expect(await stillOpen(socket)).toBe(true);
  });
});

describe('idle cut-off', () => {
  it('closes a logged-in socket silent for 45 s with code 4408', async () => {
    const socket = await open();
    expect((await socket.login(await tokenFor(emulator.url, '10000052', '123456'))).code).toBe('0');
    clock += IDLE_LIMIT_MS - 1;
    emulator.sockets.sweep();
    expect(await stillOpen(socket)).toBe(true); // that ping counts: silent from here on
    clock += IDLE_LIMIT_MS;
    emulator.sockets.sweep();
    expect(await socket.waitClosed()).toBe(CloseCode.Idle);
  });

  it('keeps a socket that pings every 10 s open indefinitely', async () => {
    const socket = await open();
    expect((await socket.login(await tokenFor(emulator.url, '10000053', '123456'))).code).toBe('0');
    for (let step = 0; step < 12; step += 1) {
      clock += 10_000;
      emulator.sockets.sweep();
      expect(await stillOpen(socket)).toBe(true);
    }
  });
});

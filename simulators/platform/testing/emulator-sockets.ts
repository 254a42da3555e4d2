import { afterAll, beforeAll, expect } from 'vitest';
import { RawSocket } from './raw-socket.ts';
import { startTestEmulator, tokenFor, type TestEmulator } from './test-emulator.ts';

export type EmulatorSockets = {
  /** The file's emulator; a test that restarts it assigns the new one here. */
  emulator: TestEmulator;
  /** A logged-in socket of an account, resumed at the current head (live events only). */
  connect(account: string, password?: string): Promise<RawSocket>;
  /** Opened sockets to close after the file, for tests that open their own. */
  track(socket: RawSocket): RawSocket;
};

/** One test emulator per test file and the sockets its tests open, all closed after the file. */
export function useEmulatorSockets(extra: Parameters<typeof startTestEmulator>[2] = {}): EmulatorSockets {
  const sockets: RawSocket[] = [];
  const context = {
    emulator: null as unknown as TestEmulator,
    track(socket: RawSocket) {
      sockets.push(socket);
      return socket;
    },
    async connect(account: string, password = '123456') {
      const socket = context.track(await RawSocket.open(context.emulator.url));
      expect((await socket.login(await tokenFor(context.emulator.url, account, password))).code).toBe('0');
      expect((await socket.request({ type: 'resume', fromSeq: context.emulator.platform.state.head })).code).toBe('0');
      return socket;
    },
  };
  beforeAll(async () => {
    context.emulator = await startTestEmulator(undefined, undefined, extra);
  }, 60_000);
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await context.emulator?.stop();
  });
  return context;
}

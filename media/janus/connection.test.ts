import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { JanusConnection } from './connection.ts';
import { ClientErrorCode } from './wire.ts';

let server: Server | null = null;
const held: Socket[] = [];
afterEach(async () => {
  for (const socket of held.splice(0)) socket.destroy();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

/** A TCP port that accepts and never answers the WebSocket handshake: a Janus too busy to reply. */
async function silentPort(): Promise<number> {
  server = createServer((socket) => void held.push(socket));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return (server.address() as { port: number }).port;
}

describe('JanusConnection.open', () => {
  it('rejects a handshake that does not finish in time, and aborting it throws nothing (ws emits an error then)', async () => {
    const port = await silentPort();
    const opening = JanusConnection.open(`ws://127.0.0.1:${port}/`, { WebSocket: WebSocket as never, timeoutMs: 50 });
    await expect(opening).rejects.toMatchObject({ code: ClientErrorCode.NotConnected });
    // The abort's error event comes on a later tick; without a listener it would be an uncaught exception.
    await new Promise<void>((resolve) => setImmediate(resolve));
  });
});

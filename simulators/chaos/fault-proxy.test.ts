import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaultProxy } from './fault-proxy.ts';

/** An upstream that echoes every chunk and remembers the sizes it read. */
let echo: Server;
const chunkSizes: number[] = [];
let proxy: FaultProxy;

beforeAll(async () => {
  echo = createServer((socket) => {
    socket.on('data', (chunk) => {
      chunkSizes.push(chunk.length);
      socket.write(chunk);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
  proxy = await FaultProxy.start({ host: '127.0.0.1', port: (echo.address() as AddressInfo).port });
});

afterAll(async () => {
  await proxy.close();
  await new Promise((resolve) => echo.close(resolve));
});

async function client(): Promise<Socket> {
  const socket = connect(proxy.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  return socket;
}

/** Everything the socket reads until `length` bytes came, or null after `ms`. */
function read(socket: Socket, length: number, ms = 2_000): Promise<string | null> {
  return new Promise((resolve) => {
    let text = '';
    const timer = setTimeout(() => done(null), ms);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.length >= length) done(text);
    };
    const done = (value: string | null) => {
      clearTimeout(timer);
      socket.off('data', onData);
      resolve(value);
    };
    socket.on('data', onData);
  });
}

describe('FaultProxy', () => {
  it('passes bytes both ways untouched without faults', async () => {
    const socket = await client();
    socket.write('hello');
    expect(await read(socket, 5)).toBe('hello');
    socket.destroy();
  });

  it('adds its latency in each direction, keeping the order', async () => {
    proxy.faults.latencyMs = 100;
    const socket = await client();
    const started = performance.now();
    socket.write('ab');
    socket.write('cd');
    expect(await read(socket, 4)).toBe('abcd');
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
    proxy.faults.latencyMs = 0;
    socket.destroy();
  });

  it('slices writes into small chunks at random boundaries, bytes intact', async () => {
    proxy.faults.sliceMax = 7;
    const socket = await client();
    chunkSizes.length = 0;
    const text = 'x'.repeat(300) + 'y'.repeat(300);
    socket.write(text);
    expect(await read(socket, text.length)).toBe(text);
    expect(chunkSizes.length).toBeGreaterThan(10);
    expect(Math.min(...chunkSizes)).toBeLessThanOrEqual(7);
    proxy.faults.sliceMax = 0;
    socket.destroy();
  });

  it('resets every open connection', async () => {
    const socket = await client();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const closed = new Promise<string | undefined>((resolve) => {
      socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code));
      socket.on('close', () => resolve('closed'));
    });
    expect(proxy.reset()).toBeGreaterThanOrEqual(1);
    expect(await closed).toMatch(/ECONNRESET|closed/);
    expect(proxy.openConnections).toBe(0);
  });

  it('holds everything in a blackhole and delivers it when the blackhole ends', async () => {
    const socket = await client();
    proxy.blackhole();
    socket.write('held');
    expect(await read(socket, 4, 300)).toBeNull();
    expect(socket.destroyed).toBe(false);
    const after = read(socket, 4);
    proxy.endBlackhole();
    expect(await after).toBe('held');
    socket.destroy();
  });
});

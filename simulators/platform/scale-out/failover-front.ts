import net from 'node:net';
import type { AddressInfo } from 'node:net';

/** host:port of one emulator instance. */
export type Backend = { readonly host: string; readonly port: number };

export type FailoverFront = {
  readonly url: string;
  /** Connections handed to each backend so far, by "host:port". */
  readonly routed: Map<string, number>;
  close(): Promise<void>;
};

const CONNECT_TIMEOUT_MS = 2_000;

/**
 * A loopback TCP front for several instances (tests and local runs; a deployment puts its own load
 * balancer there): each new connection goes to the first instance of the list that accepts it.
 * When that instance dies its connections close, the consoles reconnect, and land on the next one.
 */
export async function startFailoverFront(backends: readonly Backend[], host = '127.0.0.1'): Promise<FailoverFront> {
  const routed = new Map<string, number>();
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    void connectFirst(backends).then((upstream) => {
      if (!upstream || client.destroyed) {
        upstream?.destroy();
        client.destroy();
        return;
      }
      const key = `${upstream.remoteAddress}:${upstream.remotePort}`;
      routed.set(key, (routed.get(key) ?? 0) + 1);
      open.add(upstream);
      upstream.once('close', () => {
        open.delete(upstream);
        client.destroy();
      });
      upstream.on('error', () => upstream.destroy());
      client.once('close', () => upstream.destroy());
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    routed,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

async function connectFirst(backends: readonly Backend[]): Promise<net.Socket | null> {
  for (const backend of backends) {
    const socket = await connectOne(backend);
    if (socket) return socket;
  }
  return null;
}

function connectOne(backend: Backend): Promise<net.Socket | null> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: backend.host, port: backend.port });
    const fail = () => {
      socket.destroy();
      resolve(null);
    };
    socket.setTimeout(CONNECT_TIMEOUT_MS, fail);
    socket.once('error', fail);
    socket.once('connect', () => {
      socket.setTimeout(0);
      socket.off('error', fail);
      resolve(socket);
    });
  });
}

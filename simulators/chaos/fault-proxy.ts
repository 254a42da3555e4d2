import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP proxy on loopback that passes bytes between clients and one upstream, with faults a test
 * turns on and off: added latency, resets of every open connection, writes sliced into small
 * chunks at random boundaries, and blackholes (nothing passes in either direction, no connection
 * closes; what was held passes when the blackhole ends, as TCP's retransmissions would deliver it).
 */
export type Faults = {
  /** Added one-way delay of every chunk, in ms (0: none). Order is kept. */
  latencyMs: number;
  /** Largest chunk written at once; each write is cut at random boundaries up to it (0: no slicing). */
  sliceMax: number;
};

type Pair = { readonly client: Socket; readonly upstream: Socket; readonly held: Array<() => void> };

export class FaultProxy {
  readonly faults: Faults = { latencyMs: 0, sliceMax: 0 };
  /** Connections accepted and resets done, for reports. */
  readonly stats = { connections: 0, resets: 0, blackholes: 0 };
  private readonly pairs = new Set<Pair>();
  private blackholed = false;
  private readonly server: Server;

  private constructor(
    private readonly upstream: { host: string; port: number },
    private readonly random: () => number,
  ) {
    this.server = createServer((client) => this.accept(client));
  }

  /** Listens on a free loopback port in front of `upstream`. */
  static async start(upstream: { host: string; port: number }, random: () => number = Math.random): Promise<FaultProxy> {
    const proxy = new FaultProxy(upstream, random);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    return proxy;
  }

  get port(): number {
    return (this.server.address() as AddressInfo).port;
  }

  get openConnections(): number {
    return this.pairs.size;
  }

  /** Resets every open connection (RST to both sides); new ones are accepted as before. */
  reset(): number {
    const count = this.pairs.size;
    for (const pair of this.pairs) this.drop(pair);
    this.stats.resets += count;
    return count;
  }

  /** Starts a blackhole: bytes are held, not delivered, until endBlackhole(). */
  blackhole(): void {
    if (!this.blackholed) this.stats.blackholes += 1;
    this.blackholed = true;
  }

  endBlackhole(): void {
    this.blackholed = false;
    for (const pair of this.pairs) for (const release of pair.held.splice(0)) release();
  }

  async close(): Promise<void> {
    for (const pair of this.pairs) this.drop(pair);
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private accept(client: Socket): void {
    this.stats.connections += 1;
    client.setNoDelay(true);
    const upstream = connect(this.upstream.port, this.upstream.host);
    upstream.setNoDelay(true);
    const pair: Pair = { client, upstream, held: [] };
    this.pairs.add(pair);
    const forward = (to: Socket) => {
      // One queue per direction keeps the byte order whatever the delays and slices.
      let queue = Promise.resolve();
      return (chunk: Buffer) => {
        const arrived = performance.now();
        queue = queue.then(() => this.pass(pair, to, chunk, arrived));
      };
    };
    client.on('data', forward(upstream));
    upstream.on('data', forward(client));
    const end = () => this.drop(pair);
    for (const socket of [client, upstream]) {
      socket.on('error', end);
      socket.on('close', end);
    }
  }

  /** One chunk through the faults: held while blackholed, then delayed, then written in slices. */
  private async pass(pair: Pair, to: Socket, chunk: Buffer, arrived: number): Promise<void> {
    if (this.blackholed) await new Promise<void>((resolve) => pair.held.push(resolve));
    const { latencyMs, sliceMax } = this.faults;
    const wait = arrived + latencyMs - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (to.destroyed) return;
    if (sliceMax <= 0) {
      to.write(chunk);
      return;
    }
    for (let at = 0; at < chunk.length; ) {
      const size = 1 + Math.floor(this.random() * sliceMax);
      to.write(chunk.subarray(at, at + size));
      at += size;
      await new Promise((resolve) => setImmediate(resolve)); // separate writes, separate reads
    }
  }

  private drop(pair: Pair): void {
    if (!this.pairs.delete(pair)) return;
    pair.client.resetAndDestroy();
    pair.upstream.resetAndDestroy();
    for (const release of pair.held.splice(0)) release();
  }
}

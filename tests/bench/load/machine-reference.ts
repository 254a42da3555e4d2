import { connect } from 'node:net';
import { Worker } from 'node:worker_threads';
import { quantile } from './stats.ts';

/**
 * What the machine gives the load bench on the day, read before the bench starts anything. On
 * 2026-11-27 the same code committed a third fewer events than the day before while a single-core
 * micro-bench ran as fast, so the report carries two reference figures to compare days by: a fixed
 * loop on one core, and a one-byte round trip over loopback TCP to an echo on another thread (a
 * socket write and a wake-up of another thread each way, the kind of work the emulator does per fix).
 */
export type MachineReference = { readonly spinMs: number; readonly roundTripUs: number };

const SPIN = 100_000_000;
const SPINS = 3;
const WARM_UP_TRIPS = 1_000;
const ROUND_TRIPS = 20_000;

/** The echo's thread: plain JavaScript, since worker threads get no TypeScript loader. */
const ECHO = `
const { parentPort } = require('node:worker_threads');
const net = require('node:net');
const server = net.createServer((socket) => {
  socket.setNoDelay(true);
  socket.on('data', (data) => socket.write(data));
  socket.on('error', () => undefined);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage(server.address().port));
parentPort.on('message', () => server.close(() => parentPort.close()));
`;

export async function machineReference(): Promise<MachineReference> {
  const spins = Array.from({ length: SPINS }, spinOnce);
  return { spinMs: quantile(spins, 0.5), roundTripUs: await loopbackRoundTrip() };
}

function spinOnce(): number {
  const started = performance.now();
  let value = 0;
  for (let i = 0; i < SPIN; i += 1) value = (value + i) % 1_000_003;
  // Read the result, so the loop cannot be dropped as dead code.
  if (value < 0) throw new Error('unreachable');
  return performance.now() - started;
}

/** Microseconds per round trip, after a warm-up. */
async function loopbackRoundTrip(): Promise<number> {
  const echo = new Worker(ECHO, { eval: true });
  try {
    const port = await new Promise<number>((resolve, reject) => {
      echo.once('message', resolve);
      echo.once('error', reject);
    });
    const socket = connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    let started = 0;
    const elapsed = await new Promise<number>((resolve, reject) => {
      let trips = 0;
      socket.on('error', reject);
      socket.on('data', () => {
        trips += 1;
        if (trips === WARM_UP_TRIPS) started = performance.now();
        if (trips === WARM_UP_TRIPS + ROUND_TRIPS) resolve(performance.now() - started);
        else socket.write('x');
      });
      socket.write('x');
    });
    socket.destroy();
    return (elapsed * 1000) / ROUND_TRIPS;
  } finally {
    echo.postMessage('stop');
    await new Promise((resolve) => echo.once('exit', resolve));
  }
}

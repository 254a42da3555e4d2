import { decodeGpsEventFrame, decodeServerFrame, GpsFixColumns, ServerFrameSchema, SocketClient, type Terminal } from '../../protocol/index.ts';
import { socketFactory, type TestSocket } from '../../protocol/testing/socketPair.ts';
import { TerminalAttributes } from '../../src/features/maps/index.ts';
import { EMPTY_PROJECTION, projectEventLog, type LogSource } from '../../src/state/eventLog.ts';
import type { FrameScheduler } from '../../src/state/frameBuffer.ts';
import { opsPerSecond, writeSuite, type Measurement } from './report.ts';

/**
 * The socket's most frequent frame, a GPS event: what decoding it costs (bare JSON.parse, the typed
 * decoder, the columnar GPS decoder), and what the console's whole path costs per GPS event, socket
 * message to fleet (and to the terminals layer's rows), fed the emulator's frame texts through the
 * real SocketClient: fix objects (events$, as before) against fixes in columns (gpsFixes$), same
 * frames, same run.
 */

const round = (value: number, digits = 2) => Number(value.toFixed(digits));
const round6 = (value: number) => Math.round(value * 1e6) / 1e6;
const quantile = (values: readonly number[], q: number) => {
  const list = [...values].sort((a, b) => a - b);
  return list.length === 0 ? 0 : list[Math.min(list.length - 1, Math.floor(q * list.length))]!;
};

const FLEET = 100_000;
const EVENTS = 60_000;
/** 20,000 events/s at 60 frames/s (issue 11): the events one frame folds. */
const EVENTS_PER_FRAME = 333;
const msIdOf = (i: number) => String(30_000_000 + i);

function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** The snapshot and GPS event frames as the emulator writes them (simulators/platform/socket/frames.ts), coordinates to 6 decimals as the load bench's terminals send them. */
function frameTexts(): { snapshot: string; frames: string[] } {
  const next = random(7);
  const lat = Float64Array.from({ length: FLEET }, () => 39.47 + (next() - 0.5) * 0.25);
  const lng = Float64Array.from({ length: FLEET }, () => -0.37 + (next() - 0.5) * 0.3);
  const terminals: Terminal[] = Array.from({ length: FLEET }, (_, i) => ({
    msId: msIdOf(i), msName: `Radio ${i}`, cid: '1001', type: 6, online: 1, grp: ['111'], currentGroup: '111', battery: 80, signal: 4, model: 'T320',
    gps: { lat: round6(lat[i]!), lng: round6(lng[i]!), speed: 5.5, direction: 0, altitude: 15, time: 1_764_000_000_000 }, lastOnline: null, lastOffline: null,
  }));
  const snapshot = JSON.stringify({ type: 'snapshot', seq: 10, groups: [{ gid: '111', fid: '0', name: 'Ops', color: '#123456', seqNum: 1 }], terminals, floors: [] });
  const frames: string[] = [];
  for (let k = 0; k < EVENTS; k += 1) {
    const i = Math.floor(next() * FLEET);
    const direction = Math.round(next() * 359);
    lat[i] = lat[i]! + Math.cos((direction * Math.PI) / 180) * 0.00005;
    lng[i] = lng[i]! + Math.sin((direction * Math.PI) / 180) * 0.00005;
    const seq = 11 + k;
    const fix = { lat: round6(lat[i]!), lng: round6(lng[i]!), speed: 5.5, direction, altitude: 15, time: 1_764_000_001_000 + k };
    frames.push(JSON.stringify({ type: 'event', seq, prev: seq - 1, stream: `terminal-${msIdOf(i)}`, time: 1_764_000_001_000 + k, event: { type: 'terminal.gps', msId: msIdOf(i), fix } }));
  }
  return { snapshot, frames };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

/** The server's side of login and resume, the snapshot in between (protocol/socket.test.ts does the same). */
async function handshake(socket: TestSocket, snapshot: string): Promise<void> {
  socket.accept();
  await settle();
  socket.deliver({ type: 'reply', id: socket.last('login').id, code: '0', data: { user: { msId: '20000001', msName: 'Dispatcher', msType: 20, gId: '111', gName: 'Ops', pttGroup: '111' }, head: 10 } });
  await settle();
  socket.deliver(snapshot);
  socket.deliver({ type: 'reply', id: socket.last('resume').id, code: '0', data: { mode: 'snapshot', count: 0 } });
  await settle();
}

type PathResult = { usPerEvent: number; frameMs: number[]; applied: number };

/**
 * One console: SocketClient, the event log (frames flushed by hand every EVENTS_PER_FRAME messages)
 * and, with `map`, the terminals layer's rows synced per frame as TerminalsOverlay does. Work is
 * the messages' handling plus the frame's fold, per frame.
 */
async function consolePath(columns: boolean, map: boolean, texts: { snapshot: string; frames: readonly string[] }, count: number): Promise<PathResult> {
  const factory = socketFactory();
  const client = new SocketClient({ connect: factory.connect, random: () => 0.5 });
  // Without gpsFixes$ the socket sends GPS frames as event objects: the path before the columns.
  const source: LogSource = columns ? client : { events$: client.events$, snapshots$: client.snapshots$ };
  let flush: (() => void) | null = null;
  const schedule: FrameScheduler = (run) => {
    flush = run;
    return () => (flush = null);
  };
  const attributes = new TerminalAttributes();
  let applied = 0;
  const subscription = projectEventLog(source, EMPTY_PROJECTION, schedule).subscribe((projection) => {
    applied = projection.integrity.appliedCount;
    if (!map) return;
    attributes.syncPositions(projection.fleet.positions, projection.fleet.terminals);
    attributes.data();
  });
  const started = client.start();
  await handshake(factory.latest(), texts.snapshot);
  await started;
  (flush as (() => void) | null)?.(); // the snapshot and the first full sync: not measured
  const socket = factory.latest();
  const frameMs: number[] = [];
  const begin = performance.now();
  for (let from = 0; from < count; from += EVENTS_PER_FRAME) {
    const t0 = performance.now();
    for (let k = from; k < Math.min(count, from + EVENTS_PER_FRAME); k += 1) socket.deliver(texts.frames[k]);
    (flush as (() => void) | null)?.();
    frameMs.push(performance.now() - t0);
  }
  const total = performance.now() - begin;
  subscription.unsubscribe();
  client.close();
  return { usPerEvent: (total * 1000) / count, frameMs, applied };
}

export async function runDecodeBench(): Promise<void> {
  const gpsFrame = JSON.stringify({
    type: 'event',
    seq: 123456,
    prev: 123455,
    stream: 'terminal-10000001',
    time: Date.now(),
    event: {
      type: 'terminal.gps',
      msId: '10000001',
      fix: { lat: 41.39, lng: 2.17, speed: 8.2, direction: 90, altitude: 12, time: Date.now() },
    },
  });
  const columns = new GpsFixColumns();
  const parseOnly = opsPerSecond(() => JSON.parse(gpsFrame));
  const decoded = opsPerSecond(() => decodeServerFrame(gpsFrame));
  const columnar = opsPerSecond(() => decodeGpsEventFrame(gpsFrame, columns));
  const malformed = opsPerSecond(() => decodeServerFrame('{"type":"event","seq":"x"}'));
  // A status event, the most frequent object-decoded frame: checked by hand (protocol/frequentEvents.ts) against the schema's parse it replaced.
  const statusFrame = JSON.stringify({ type: 'event', seq: 123457, prev: 123456, stream: 'terminal-10000001', time: Date.now(), event: { type: 'terminal.status', msId: '10000001', battery: 80, signal: 4 } });
  const statusBySchema = opsPerSecond(() => ServerFrameSchema.safeParse(JSON.parse(statusFrame)));
  const statusDecoded = opsPerSecond(() => decodeServerFrame(statusFrame));
  const measurements: Measurement[] = [
    { name: 'JSON.parse of a GPS event frame', value: parseOnly, unit: 'frames/s' },
    { name: 'decodeServerFrame of a GPS event frame', value: decoded, unit: 'frames/s' },
    { name: 'decodeGpsEventFrame (into typed columns) of a GPS event frame', value: columnar, unit: 'frames/s' },
    { name: 'decodeServerFrame of a malformed frame', value: malformed, unit: 'frames/s' },
    { name: 'JSON.parse and ServerFrameSchema of a status event frame', value: statusBySchema, unit: 'frames/s', note: 'what decodeServerFrame did with every non-GPS frame until 2026-11-27' },
    { name: 'decodeServerFrame of a status event frame', value: statusDecoded, unit: 'frames/s', note: 'JSON.parse and the hand check of frequent events (status, online, offline)' },
  ];
  const ratios: Record<string, number> = {
    'decode / parse': round(decoded / parseOnly, 3),
    'columnar decode / typed decode (speed)': round(columnar / decoded, 3),
    'status event: hand check / schema (speed)': round(statusDecoded / statusBySchema, 3),
  };

  const texts = frameTexts();
  const label = (columnsPath: boolean) => (columnsPath ? 'fixes in columns (gpsFixes$)' : 'fix objects (events$, before)');
  for (const map of [false, true]) {
    // Warm both paths' code first; then each measured once, same frames.
    for (const columnsPath of [false, true]) await consolePath(columnsPath, map, texts, 10_000);
    const results = new Map<boolean, PathResult>();
    for (const columnsPath of [false, true]) results.set(columnsPath, await consolePath(columnsPath, map, texts, EVENTS));
    const what = map ? 'socket message → fleet → terminals layer rows' : 'socket message → fleet (decode and fold)';
    for (const [columnsPath, result] of results) {
      if (result.applied !== EVENTS) throw new Error(`${label(columnsPath)}: applied ${result.applied} of ${EVENTS} events`);
      measurements.push(
        { name: `console, ${what}, ${label(columnsPath)}: work per GPS event`, value: round(result.usPerEvent), unit: 'µs', note: `${EVENTS.toLocaleString('en-US')} GPS frames into a ${FLEET.toLocaleString('en-US')}-terminal fleet, SocketClient and event log, Node` },
        { name: `console, ${what}, ${label(columnsPath)}: work per frame of ${EVENTS_PER_FRAME} events (20k events/s at 60 Hz), p99`, value: round(quantile(result.frameMs, 0.99)), unit: 'ms', note: `p50 ${round(quantile(result.frameMs, 0.5))} ms, max ${round(Math.max(...result.frameMs))} ms over ${result.frameMs.length} frames` },
        { name: `console, ${what}, ${label(columnsPath)}: events/s one core sustains`, value: Math.round(1e6 / result.usPerEvent), unit: 'events/s' },
      );
    }
    ratios[`columns / objects, work per GPS event, ${what}`] = round(results.get(true)!.usPerEvent / results.get(false)!.usPerEvent, 3);
  }
  writeSuite('socket-decode', measurements, ratios);
}

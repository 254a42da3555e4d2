/**
 * Model test of the console's event log (issue 6, reliability): a model server with a log of public
 * and private events, a bounded replay window, lost and doubled frames and dropped connections,
 * against the real SocketClient and reduceLog. Whatever happens, once the link is healthy again the
 * console holds every public event since its last snapshot exactly once, in order, and its state
 * equals the server's; a resume older than the window ends in an explicit snapshot.
 */
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFrame } from '../../protocol/index.ts';
import { SocketClient, type SocketLike } from '../../protocol/socket.ts';
import { EMPTY_PROJECTION, projectEventLog, type FleetProjection } from './eventLog.ts';
import type { FrameScheduler } from './frameBuffer.ts';
import { batteryOf } from './vitals.ts';

const MS_ID = '30000001';
const REPLAY_WINDOW = 6;
const user = { msId: '20000001', msName: 'Dispatcher One', msType: 20, gId: 'g1', gName: 'HQ', pttGroup: 'g1' };

type LogRecord = { readonly seq: number; readonly public: boolean; readonly battery: number };

/** One connection as the server sees it; the client's end is the SocketLike. */
class ModelSocket implements SocketLike {
  readyState = 0;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  live = false;

  constructor(private readonly server: ModelServer) {
    queueMicrotask(() => {
      if (this.readyState !== 0) return;
      this.readyState = 1;
      this.onopen?.({});
    });
  }

  send(data: string): void {
    if (this.readyState !== 1) throw new Error('not open');
    const frame = JSON.parse(data) as { type: string; id: string; fromSeq?: number | null };
    queueMicrotask(() => this.server.receive(this, frame));
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.live = false;
    this.onclose?.({});
  }

  deliver(frame: unknown): void {
    if (this.readyState === 1) this.onmessage?.({ data: JSON.stringify(frame) });
  }
}

/** The emulator's resume rules in miniature (simulators/platform/socket/connection.ts). */
class ModelServer {
  readonly log: LogRecord[] = [];
  readonly sockets: ModelSocket[] = [];
  snapshotsSent = 0;
  staleResumes = 0;
  dropNext = false;
  doubleNext = false;
  private lastPublic = 0;

  get head(): number {
    return this.log.at(-1)?.seq ?? 0;
  }

  connect = (): SocketLike => {
    const socket = new ModelSocket(this);
    this.sockets.push(socket);
    return socket;
  };

  commit(publicFlags: readonly boolean[]): void {
    for (const isPublic of publicFlags) {
      const record = { seq: this.head + 1, public: isPublic, battery: (this.head + 1) % 101 };
      this.log.push(record);
      if (!isPublic) continue;
      const frame = this.eventFrame(record, this.lastPublic);
      this.lastPublic = record.seq;
      for (const socket of this.sockets.filter((s) => s.live)) this.sendLive(socket, frame);
    }
  }

  receive(socket: ModelSocket, frame: { type: string; id: string; fromSeq?: number | null }): void {
    if (socket.readyState !== 1) return;
    if (frame.type === 'ping') return socket.deliver({ type: 'pong', time: 0 });
    if (frame.type === 'login') return socket.deliver({ type: 'reply', id: frame.id, code: '0', data: { user, head: this.head } });
    if (frame.type !== 'resume') return;
    const fromSeq = frame.fromSeq ?? null;
    let after = fromSeq ?? 0;
    if (fromSeq === null || fromSeq > this.head || this.head - fromSeq > REPLAY_WINDOW) {
      if (fromSeq !== null) this.staleResumes += 1;
      this.snapshotsSent += 1;
      socket.deliver(this.snapshot());
      after = this.head;
    }
    let prev = after;
    for (const record of this.log.filter((r) => r.public && r.seq > after)) {
      socket.deliver(this.eventFrame(record, prev));
      prev = record.seq;
    }
    socket.deliver({ type: 'reply', id: frame.id, code: '0', data: { mode: 'replay', count: 0 } });
    socket.live = true;
  }

  /** The battery the server's state holds now. */
  battery(): number {
    return [...this.log].reverse().find((r) => r.public)?.battery ?? 50;
  }

  private sendLive(socket: ModelSocket, frame: EventFrame): void {
    if (this.dropNext) {
      this.dropNext = false;
      return;
    }
    socket.deliver(frame);
    if (this.doubleNext) {
      this.doubleNext = false;
      socket.deliver(frame);
    }
  }

  private eventFrame(record: LogRecord, prev: number): EventFrame {
    return { type: 'event', seq: record.seq, prev, stream: `terminal-${MS_ID}`, time: record.seq, event: { type: 'terminal.status', msId: MS_ID, battery: record.battery, signal: 3 } };
  }

  private snapshot() {
    const terminal = { msId: MS_ID, msName: 'Radio', cid: 'c1', type: 6, online: 1, grp: ['1'], currentGroup: '1', battery: this.battery(), signal: 3, model: 'R1', gps: null, lastOnline: null, lastOffline: null };
    return { type: 'snapshot', seq: this.head, groups: [{ gid: '1', fid: '0', name: 'Ops', color: '#123456', seqNum: 1 }], terminals: [terminal], floors: [] };
  }
}

type Step =
  | { readonly kind: 'commit'; readonly flags: readonly boolean[] }
  | { readonly kind: 'drop' }
  | { readonly kind: 'double' }
  | { readonly kind: 'disconnect' }
  | { readonly kind: 'wait'; readonly ms: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }).map((flags): Step => ({ kind: 'commit', flags })) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'drop' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'double' }) },
  { weight: 1, arbitrary: fc.constant<Step>({ kind: 'disconnect' }) },
  { weight: 2, arbitrary: fc.integer({ min: 0, max: 3000 }).map((ms): Step => ({ kind: 'wait', ms })) },
);

async function play(steps: readonly Step[]) {
  const server = new ModelServer();
  const client = new SocketClient({ connect: server.connect, random: () => 0.5 });
  const flushes: (() => void)[] = [];
  const manual: FrameScheduler = (flush) => {
    flushes.push(flush);
    return () => undefined;
  };
  let projection: FleetProjection = EMPTY_PROJECTION;
  const projected = projectEventLog(client, EMPTY_PROJECTION, manual).subscribe((value) => (projection = value));
  // Everything the console was handed, in order, to check doubles across snapshots too.
  const handed: { kind: 'event' | 'snapshot'; seq: number }[] = [];
  client.events$.subscribe((frame) => handed.push({ kind: 'event', seq: frame.seq }));
  client.snapshots$.subscribe((frame) => handed.push({ kind: 'snapshot', seq: frame.seq }));

  void client.start().catch(() => undefined);
  await vi.advanceTimersByTimeAsync(0);
  for (const next of steps) {
    if (next.kind === 'commit') server.commit(next.flags);
    else if (next.kind === 'drop') server.dropNext = true;
    else if (next.kind === 'double') server.doubleNext = true;
    else if (next.kind === 'disconnect') server.sockets.at(-1)?.close();
    else await vi.advanceTimersByTimeAsync(next.ms);
    await vi.advanceTimersByTimeAsync(0);
  }
  // Heal: no more loss; one more public event shows any silent gap left behind, then let reconnects finish.
  server.dropNext = false;
  server.doubleNext = false;
  await vi.advanceTimersByTimeAsync(11_000);
  server.commit([true]);
  await vi.advanceTimersByTimeAsync(11_000);
  for (const flush of flushes.splice(0)) flush();
  projected.unsubscribe();
  const diagnostics = client.diagnostics;
  const status = client.status;
  client.close();
  return { server, projection, handed, diagnostics, status };
}

describe('event log against a model with drops, doubles and reconnects', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds every public event since its snapshot once, in order, and the server state', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const { server, projection, handed, diagnostics, status } = await play(steps);
        expect(status).toBe('online');

        // No doubles: after each snapshot, events only move forward.
        let last = -1;
        for (const entry of handed) {
          if (entry.kind === 'snapshot') last = entry.seq;
          else {
            expect(entry.seq).toBeGreaterThan(last);
            last = entry.seq;
          }
        }
        // No gaps: exactly the public events after the last snapshot.
        const snapshotAt = [...handed].reverse().find((entry) => entry.kind === 'snapshot')!;
        const sinceSnapshot = handed.slice(handed.lastIndexOf(snapshotAt) + 1).map((entry) => entry.seq);
        const expected = server.log.filter((r) => r.public && r.seq > snapshotAt.seq).map((r) => r.seq);
        expect(sinceSnapshot).toEqual(expected);
        expect(projection.integrity.appliedCount).toBe(expected.length);
        expect(projection.integrity.seqSum).toBe(expected.reduce((sum, seq) => sum + seq, 0));
        expect(batteryOf(projection.fleet.vitals.get(MS_ID)!)).toBe(server.battery());
        // Explicit resync: every resume past the window was answered by a snapshot the console applied.
        expect(diagnostics.snapshots).toBe(server.snapshotsSent);
        expect(projection.integrity.snapshotSeq).toBe(snapshotAt.seq);
      }),
      { numRuns: 150 },
    );
  });

  it('resyncs when a frame is lost on a live connection instead of carrying on with a hole', async () => {
    const { diagnostics, handed, server } = await play([
      { kind: 'commit', flags: [true] },
      { kind: 'drop' },
      { kind: 'commit', flags: [true, false, true] },
    ]);
    expect(diagnostics.gaps).toBe(1);
    expect(handed.filter((entry) => entry.kind === 'event').map((entry) => entry.seq)).toEqual(server.log.filter((r) => r.public).map((r) => r.seq));
  });

  it('asks for a snapshot when the events it missed are no longer replayable', async () => {
    const { server, handed } = await play([
      { kind: 'commit', flags: [true] },
      { kind: 'disconnect' },
      { kind: 'commit', flags: Array.from({ length: REPLAY_WINDOW + 3 }, () => true) },
    ]);
    expect(server.staleResumes).toBe(1);
    expect(handed.filter((entry) => entry.kind === 'snapshot')).toHaveLength(2);
  });
});

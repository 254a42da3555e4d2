import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Reconnect, reconnectDelay, SocketClient, type SocketDiagnostics } from './socket.ts';
import { socketFactory, type TestSocket } from './testing/socketPair.ts';
import type { EventFrame } from './frames.ts';

const user = { msId: '20000001', msName: 'Dispatcher One', msType: 20, gId: 'g1', gName: 'HQ', pttGroup: 'g1' };
const snapshot = (seq: number) => ({ type: 'snapshot', seq, groups: [], terminals: [] });
const statusEvent = (seq: number) => ({
  type: 'event',
  seq,
  stream: 'terminal-1',
  time: 1,
  event: { type: 'terminal.status', msId: '1', battery: 50, signal: 3 },
});

/** Plays the server's side of login and resume on a socket. */
async function handshake(socket: TestSocket, resumeFrames: unknown[] = [snapshot(10)]) {
  socket.accept();
  await vi.advanceTimersByTimeAsync(0);
  socket.deliver({ type: 'reply', id: socket.last('login').id, code: '0', data: { user, head: 10 } });
  await vi.advanceTimersByTimeAsync(0);
  for (const frame of resumeFrames) socket.deliver(frame);
  socket.deliver({ type: 'reply', id: socket.last('resume').id, code: '0', data: { mode: 'snapshot', count: 0 } });
  await vi.advanceTimersByTimeAsync(0);
}

function setup() {
  const factory = socketFactory();
  const client = new SocketClient({ connect: factory.connect, random: () => 0.5 });
  const events: number[] = [];
  const statuses: string[] = [];
  let diagnostics: SocketDiagnostics = client.diagnostics;
  client.events$.subscribe((frame: EventFrame) => events.push(frame.seq));
  client.status$.subscribe((status) => statuses.push(status));
  client.diagnostics$.subscribe((value) => (diagnostics = value));
  return { factory, client, events, statuses, diagnostics: () => diagnostics };
}

describe('SocketClient', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('logs in, resumes from nothing and goes online', async () => {
    const { factory, client, statuses } = setup();
    const started = client.start();
    await handshake(factory.latest());
    await expect(started).resolves.toEqual({ user, head: 10 });
    expect(factory.latest().last('resume').fromSeq).toBeNull();
    expect(statuses).toEqual(['offline', 'connecting', 'online']);
  });

  it("reads the platform's clock from pongs: a ping right after login, then the quickest of the last round trips", async () => {
    const factory = socketFactory();
    const local = { now: 1_000_000 };
    const client = new SocketClient({ connect: factory.connect, random: () => 0.5, now: () => local.now });
    const offsets: number[] = [];
    client.clockOffset$.subscribe((offset) => offsets.push(offset));
    void client.start();
    await handshake(factory.latest());
    const socket = factory.latest();
    expect(socket.sent.filter((frame) => frame.type === 'ping')).toHaveLength(1);
    // The platform is 17 s ahead; a 40 ms round trip: its time is read against the midpoint.
    local.now += 40;
    socket.deliver({ type: 'pong', time: 1_000_020 + 17_000 });
    expect(offsets).toEqual([0, 17_000]);
    // A slow round trip later (1.5 s, queued one way) says less than the quick one: it is not taken.
    local.now += 10_000;
    const sentAt = local.now;
    await vi.advanceTimersByTimeAsync(10_000); // the heartbeat's ping goes out at sentAt
    expect(socket.sent.filter((frame) => frame.type === 'ping')).toHaveLength(2);
    local.now += 1_500;
    socket.deliver({ type: 'pong', time: sentAt + 17_000 + 1_400 });
    expect(offsets).toEqual([0, 17_000]);
    // A quicker one later is: the platform's clock was stepped back by 2 s.
    local.now += 10_000;
    await vi.advanceTimersByTimeAsync(10_000);
    local.now += 20;
    socket.deliver({ type: 'pong', time: local.now - 10 + 15_000 });
    expect(offsets).toEqual([0, 17_000, 15_000]);
    // A pong nobody asked for is ignored.
    socket.deliver({ type: 'pong', time: 0 });
    expect(offsets).toEqual([0, 17_000, 15_000]);
    client.close();
  });

  /** A logged-in client under an intake budget whose clock only moves by 1 ms per event taken in, or when a test sets it. */
  async function budgeted(frameMs: number, msPerFrame: () => number, workMsInFrame?: (frame: number) => number) {
    const factory = socketFactory();
    const time = { now: 0 };
    const ticks: (() => void)[] = [];
    const budget = { get msPerFrame() { return msPerFrame(); }, frameMs, now: () => time.now, nextFrame: (tick: () => void) => ticks.push(tick), workMsInFrame };
    const client = new SocketClient({ connect: factory.connect, random: () => 0.5, intakeBudget: budget });
    const events: number[] = [];
    client.events$.subscribe((frame: EventFrame) => {
      events.push(frame.seq);
      time.now += 1; // each event costs 1 ms
    });
    void client.start();
    await handshake(factory.latest());
    /** The next frame starts and its tick runs. */
    const tick = () => {
      time.now = (Math.floor(time.now / frameMs) + 1) * frameMs;
      ticks.splice(0).forEach((run) => run());
    };
    return { socket: factory.latest(), time, ticks, events, tick };
  }

  it('with an intake budget, takes in frames up to it per frame and the rest in order at the next ones', async () => {
    const { socket, time, ticks, events, tick } = await budgeted(10, () => 3);
    for (let seq = 11; seq <= 18; seq += 1) socket.deliver(statusEvent(seq));
    expect(events).toEqual([11, 12, 13]);
    tick();
    expect(events).toEqual([11, 12, 13, 14, 15, 16]);
    socket.deliver(statusEvent(19)); // arrives while others wait: behind them
    expect(events).toHaveLength(6);
    tick();
    expect(events).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19]);
    expect(ticks).toHaveLength(0);
    time.now = 30; // a new frame with its budget, nothing waiting: taken in at once
    socket.deliver(statusEvent(20));
    expect(events.at(-1)).toBe(20);
  });

  it('counts the work the frame did besides (the fold) against its budget, frame by frame', async () => {
    // Frame 1 folded for 2 ms, frame 2 for 1 ms, frame 3 for 3 ms (all of its budget).
    const folds = new Map([[1, 2], [2, 1], [3, 3]]);
    const { socket, time, events, tick } = await budgeted(10, () => 3, (frame) => folds.get(frame) ?? 0);
    time.now = 10;
    for (let seq = 11; seq <= 20; seq += 1) socket.deliver(statusEvent(seq));
    expect(events).toEqual([11]);
    tick();
    expect(events).toEqual([11, 12, 13]);
    tick();
    expect(events).toEqual([11, 12, 13]);
    tick();
    expect(events).toEqual([11, 12, 13, 14, 15, 16]);
  });

  it('a frame that arrives with budget left takes in those waiting first, in order; an unlimited budget takes in all of them', async () => {
    let msPerFrame = 2;
    const { socket, time, ticks, events } = await budgeted(10, () => msPerFrame);
    for (let seq = 11; seq <= 15; seq += 1) socket.deliver(statusEvent(seq));
    expect(events).toEqual([11, 12]);
    time.now = 10; // a new frame, before its tick: the next arrival takes in those waiting, then itself
    socket.deliver(statusEvent(16));
    expect(events).toEqual([11, 12, 13, 14]);
    msPerFrame = Number.POSITIVE_INFINITY; // the tab was hidden: no tick needed, nothing waits
    socket.deliver(statusEvent(17));
    expect(events).toEqual([11, 12, 13, 14, 15, 16, 17]);
    ticks.splice(0).forEach((run) => run());
    expect(ticks).toHaveLength(0);
  });

  it('pauses a pausable socket while more than 1,024 frames wait for the intake budget, and reads again at half that', async () => {
    const { socket, events, tick } = await budgeted(500, () => 250);
    const calls: string[] = [];
    Object.assign(socket, { pause: () => calls.push('pause'), resume: () => calls.push('resume') });
    for (let seq = 11; seq < 11 + 1_500; seq += 1) socket.deliver(statusEvent(seq));
    expect(events).toHaveLength(250);
    expect(calls).toEqual(['pause']);
    tick();
    tick(); // 750 taken in, 750 wait: still paused
    expect(calls).toEqual(['pause']);
    tick(); // 500 wait
    expect(calls).toEqual(['pause', 'resume']);
    tick();
    tick();
    expect(events).toHaveLength(1_500);
    expect(events.at(-1)).toBe(1_510);
  });

  it('drops duplicate and stale events', async () => {
    const { factory, client, events, diagnostics } = setup();
    void client.start();
    await handshake(factory.latest(), [snapshot(10), statusEvent(11), statusEvent(12), statusEvent(12), statusEvent(9)]);
    expect(events).toEqual([11, 12]);
    expect(diagnostics().duplicates).toBe(2);
    expect(diagnostics().lastSeq).toBe(12);
  });

  it('reconnects with backoff and resumes from the last sequence applied', async () => {
    const { factory, client, events, statuses } = setup();
    void client.start();
    await handshake(factory.latest(), [snapshot(10), statusEvent(11)]);
    factory.latest().close();
    expect(statuses.at(-1)).toBe('offline');
    await vi.advanceTimersByTimeAsync(reconnectDelay(0, () => 0.5));
    expect(factory.sockets).toHaveLength(2);
    await handshake(factory.latest(), [statusEvent(11), statusEvent(12)]);
    expect(factory.latest().last('resume').fromSeq).toBe(11);
    expect(events).toEqual([11, 12]);
    expect(statuses.at(-1)).toBe('online');
  });

  it('counts malformed frames and carries on', async () => {
    const { factory, client, events, diagnostics } = setup();
    void client.start();
    await handshake(factory.latest());
    const socket = factory.latest();
    for (const junk of ['not json', '{"type":"event"}', '[]', 'null', '{"type":"event","seq":"x"}']) socket.deliver(junk);
    socket.deliver(statusEvent(11));
    expect(diagnostics().malformed).toBe(5);
    expect(events).toEqual([11]);
  });

  it('answers SPEC socket errors when offline', async () => {
    const { factory, client } = setup();
    await expect(client.command('switchGroup', { gid: 'g1' })).rejects.toMatchObject({ code: 'no socket' });
    void client.start();
    await expect(client.command('switchGroup', { gid: 'g1' })).rejects.toMatchObject({ code: 'disconnected' });
    factory.latest().accept();
    await expect(client.command('switchGroup', { gid: 'g1' })).rejects.toMatchObject({ code: 'not online' });
  });

  it('sends reports one way, raises their refusals, and throws the SPEC socket errors when offline', async () => {
    const { factory, client } = setup();
    const status = { battery: 80, signal: 4 };
    expect(() => client.report('reportStatus', status)).toThrow(expect.objectContaining({ code: 'no socket' }));
    void client.start();
    expect(() => client.report('reportStatus', status)).toThrow(expect.objectContaining({ code: 'disconnected' }));
    factory.latest().accept();
    expect(() => client.report('reportStatus', status)).toThrow(expect.objectContaining({ code: 'not online' }));
    await handshake(factory.latest());
    const refusals: unknown[] = [];
    client.refusedReports$.subscribe((frame) => refusals.push(frame));
    client.report('reportStatus', status);
    expect(factory.latest().last('report')).toEqual({ type: 'report', name: 'reportStatus', args: status });
    factory.latest().deliver({ type: 'refused', name: 'reportStatus', code: '503', desc: 'busy' });
    expect(refusals).toEqual([{ type: 'refused', name: 'reportStatus', code: '503', desc: 'busy' }]);
  });

  it('times out a command after its time-out', async () => {
    const { factory, client } = setup();
    void client.start();
    await handshake(factory.latest());
    const pending = client.command('switchGroup', { gid: 'g2' }, 15_000).catch((error: { code: string }) => error.code);
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(pending).resolves.toBe('timeout');
  });

  it('fails the first login after 15 s without an answer', async () => {
    const { factory, client } = setup();
    const started = client.start().catch((error: { code: string }) => error.code);
    factory.latest().accept();
    await vi.advanceTimersByTimeAsync(15_000);
    await expect(started).resolves.toBe('timeout');
  });

  it('stops for good when a re-login is refused', async () => {
    const { factory, client, statuses } = setup();
    const failures: string[] = [];
    client.failures$.subscribe((reason) => failures.push(reason));
    void client.start();
    await handshake(factory.latest());
    factory.latest().close();
    await vi.advanceTimersByTimeAsync(Reconnect.maxDelayMs);
    const socket = factory.latest();
    socket.accept();
    await vi.advanceTimersByTimeAsync(0);
    socket.deliver({ type: 'reply', id: socket.last('login').id, code: '105' });
    await vi.advanceTimersByTimeAsync(Reconnect.maxDelayMs * 3);
    expect(failures).toEqual(['105']);
    expect(statuses.at(-1)).toBe('error');
    expect(factory.sockets).toHaveLength(2);
  });

  it('replaces a socket that has gone silent', async () => {
    const { factory, client } = setup();
    void client.start();
    await handshake(factory.latest());
    await vi.advanceTimersByTimeAsync(25_000 + Reconnect.maxDelayMs);
    expect(factory.sockets.length).toBeGreaterThan(1);
    expect(factory.sockets[0]?.last('ping')).toBeTruthy();
  });

  it('sends GPS frames as column rows while gpsFixes$ is watched, with the same duplicate and gap checks', async () => {
    const { factory, client, events, diagnostics } = setup();
    const rows: { seq: number; id: number; lat: number }[] = [];
    const watching = client.gpsFixes$.subscribe((columns) => {
      const row = columns.length - 1;
      rows.push({ seq: columns.seq[row]!, id: columns.id[row]!, lat: columns.lat[row]! });
    });
    void client.start();
    const gps = (seq: number, prev: number, msId = '30000001', lat: unknown = 39.5) => ({
      type: 'event', seq, prev, stream: `terminal-${msId}`, time: seq, event: { type: 'terminal.gps', msId, fix: { lat, lng: -0.4, speed: 1, direction: 0, altitude: 0, time: seq } },
    });
    await handshake(factory.latest(), [snapshot(10), gps(11, 10), statusEvent(12), gps(13, 12), gps(13, 12), gps(14, 13, 'radio-1'), gps(15, 14, '30000001', 'x')]);
    // In order, each once; a non-decimal msId takes the object path (events$), a malformed frame neither.
    expect(rows).toEqual([{ seq: 11, id: 30000001, lat: 39.5 }, { seq: 13, id: 30000001, lat: 39.5 }]);
    expect(events).toEqual([12, 14]);
    expect(diagnostics().duplicates).toBe(1);
    expect(diagnostics().malformed).toBe(1);
    expect(diagnostics().lastSeq).toBe(14);
    // A GPS frame past a hole resyncs as any event does.
    factory.latest().deliver(gps(30, 20));
    expect(diagnostics().gaps).toBe(1);
    expect(rows).toHaveLength(2);
    watching.unsubscribe();
  });

  it('sends GPS frames as events when nobody watches gpsFixes$', async () => {
    const { factory, client, events } = setup();
    void client.start();
    await handshake(factory.latest(), [snapshot(10), { type: 'event', seq: 11, stream: 's', time: 1, event: { type: 'terminal.gps', msId: '1', fix: { lat: 1, lng: 2, speed: 0, direction: 0, altitude: 0, time: 1 } } }]);
    expect(events).toEqual([11]);
  });

  it('keeps a socket that keeps talking, and replaces it 25 to 27.5 s after its last frame', async () => {
    const { factory, client } = setup();
    void client.start();
    await handshake(factory.latest());
    for (let i = 0; i < 6; i += 1) {
      await vi.advanceTimersByTimeAsync(10_000);
      factory.latest().deliver({ type: 'pong', time: i });
    }
    expect(factory.sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(24_900);
    expect(factory.sockets[0]?.readyState).toBe(1);
    await vi.advanceTimersByTimeAsync(2_700);
    expect(factory.sockets[0]?.readyState).toBe(3);
  });

  it('closes safely twice', async () => {
    const { factory, client, statuses } = setup();
    void client.start().catch(() => undefined);
    client.close();
    client.close();
    expect(statuses.at(-1)).toBe('offline');
    expect(factory.sockets[0]?.readyState).toBe(3);
  });
});

describe('reconnectDelay', () => {
  it('grows exponentially, is capped, and keeps half of each delay random', () => {
    expect(reconnectDelay(0, () => 1)).toBe(Reconnect.initialDelayMs);
    expect(reconnectDelay(0, () => 0)).toBe(Reconnect.initialDelayMs / 2);
    expect(reconnectDelay(3, () => 1)).toBe(Reconnect.initialDelayMs * 8);
    expect(reconnectDelay(30, () => 1)).toBe(Reconnect.maxDelayMs);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TerminalType } from '../../../protocol/index.ts';
import { RawSocket, type Frame } from '../testing/raw-socket.ts';
import { startInstance, type InstanceProcess } from '../testing/instance-process.ts';
import { tokenFor } from '../testing/test-emulator.ts';
import { dropDeployment, instanceArgs, seededSchema, unreachable } from './deployment-fixture.ts';
import { startFailoverFront, type FailoverFront } from './failover-front.ts';
import { needing } from '../../testing/needs.ts';

const why = await unreachable();
if (why) console.warn(`Skipping the several-instances test: ${why}`);

const schema = `poc_multi_${process.pid}_${Date.now().toString(36)}`;
const DISPATCHER = ['20000001', 'Dispatch#2026'] as const;
/** Another account: one account has one socket per instance, so the reference must not be the console's. */
const OTHER_DISPATCHER = ['20000002', 'Dispatch#2026'] as const;
let a: InstanceProcess;
let b: InstanceProcess;
let front: FailoverFront;
const sockets: RawSocket[] = [];

beforeAll(async () => {
  if (why) return;
  await seededSchema(schema);
  a = await startInstance(instanceArgs(schema, 'a'));
  b = await startInstance(instanceArgs(schema, 'b'));
  front = await startFailoverFront([a, b].map((instance) => ({ host: '127.0.0.1', port: instance.port })));
}, 120_000);

afterAll(async () => {
  if (why) return;
  for (const socket of sockets) socket.close();
  await front?.close();
  await Promise.all([a?.stop(), b?.stop()]);
  await dropDeployment(schema);
}, 60_000);

/** A logged-in socket resumed at `fromSeq` (the head when null). */
async function connect(url: string, [account, password]: readonly [string, string], fromSeq: number | null = null, token?: string): Promise<RawSocket> {
  const socket = await RawSocket.open(url);
  sockets.push(socket);
  const login = await socket.login(token ?? (await tokenFor(url, account, password)));
  expect(login.code).toBe('0');
  expect((await socket.request({ type: 'resume', fromSeq: fromSeq ?? (login.data as { head: number }).head })).code).toBe('0');
  return socket;
}

type EventFrame = Frame & { seq: number; prev: number; event: { type: string; msId?: string; battery?: number } };
const eventsOf = (socket: RawSocket) => socket.frames.filter((frame) => frame.type === 'event') as EventFrame[];
const statusOf = (msId: string) => (frame: EventFrame) => frame.event.type === 'terminal.status' && frame.event.msId === msId;

/** Strictly increasing seqs, each naming the one before it: nothing missing, nothing twice. */
function expectChain(events: readonly EventFrame[]): void {
  for (let i = 1; i < events.length; i += 1) expect(events[i]!.prev).toBe(events[i - 1]!.seq);
}

/** Both consoles saw the same events in the same order, from where both were listening. */
function expectSameOrder(x: RawSocket, y: RawSocket): void {
  const keys = (socket: RawSocket, from: number) => eventsOf(socket).filter((frame) => frame.seq >= from).map((frame) => `${frame.seq}:${frame.event.type}:${frame.event.msId}`);
  const from = Math.max(eventsOf(x)[0]!.seq, eventsOf(y)[0]!.seq);
  const [left, right] = [keys(x, from), keys(y, from)];
  const common = Math.min(left.length, right.length);
  expect(common).toBeGreaterThan(0);
  expect(left.slice(0, common)).toEqual(right.slice(0, common));
}

async function waitForCount(socket: RawSocket, match: (frame: EventFrame) => boolean, count: number, timeoutMs = 30_000): Promise<void> {
  await socket.waitFor(() => eventsOf(socket).filter(match).length >= count, timeoutMs);
}

const reportStatus = (socket: RawSocket, battery: number) => socket.request({ type: 'command', name: 'reportStatus', args: { battery, signal: 2 } });

describe.skipIf(why !== null)(needing('several emulator instances on one PostgreSQL store and NATS JetStream', why ? [why] : []), () => {
  it('shows a console on A what happened through B, in order, and measures the fan-out', async () => {
    const onA = await connect(a.url, DISPATCHER);
    const onB = await connect(b.url, DISPATCHER);
    const radio = await connect(b.url, ['10000005', '123456']);
    const count = 400;
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: count }, (_, i) => reportStatus(radio, i % 101)));
    const committed = performance.now();
    expect(replies.every((reply) => reply.code === '0')).toBe(true);
    await waitForCount(onA, statusOf('10000005'), count);
    const seconds = (performance.now() - started) / 1000;
    const lag = performance.now() - committed;
    console.info(`fan-out B -> A: ${count} commands committed on B and seen on A in ${seconds.toFixed(2)} s (${Math.round(count / seconds)} events/s); A was ${Math.round(lag)} ms behind B's last reply`);
    await waitForCount(onB, statusOf('10000005'), count);
    const seenOnA = eventsOf(onA).filter(statusOf('10000005'));
    expect(seenOnA.map((frame) => frame.event.battery)).toEqual(Array.from({ length: count }, (_, i) => i % 101));
    expectChain(eventsOf(onA));
    expectSameOrder(onA, onB);
  });

  it('gives concurrent commands on both instances one order, and one floor to one talker', async () => {
    const onA = await connect(a.url, DISPATCHER);
    const onB = await connect(b.url, DISPATCHER);
    const radioA = await connect(a.url, ['10000006', '123456']);
    const radioB = await connect(b.url, ['10000007', '123456']);
    const count = 150;
    await Promise.all([
      ...Array.from({ length: count }, (_, i) => reportStatus(radioA, i % 101)),
      ...Array.from({ length: count }, (_, i) => reportStatus(radioB, i % 101)),
    ]);
    for (const socket of [onA, onB]) {
      await waitForCount(socket, statusOf('10000006'), count);
      await waitForCount(socket, statusOf('10000007'), count);
    }
    expectSameOrder(onA, onB);
    expectChain(eventsOf(onA));
    expectChain(eventsOf(onB));

    // Two radios of one group press PTT at once on different instances: the decision gate lets one win.
    const gid = (await groupOf(radioA)) ?? '111';
    const answers = await Promise.all([radioA.request({ type: 'command', name: 'floorRequest', args: { gid } }), radioB.request({ type: 'command', name: 'floorRequest', args: { gid } })]);
    const outcomes = answers.map((answer) => (answer.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['granted', 'queued']);
  });

  it('moves a console of a killed instance to the other one with nothing lost or doubled', async () => {
    const token = await tokenFor(front.url, ...DISPATCHER);
    const console1 = await connect(front.url, DISPATCHER, null, token);
    const reference = await connect(b.url, OTHER_DISPATCHER);
    const radio = await connect(b.url, ['10000008', '123456']);
    for (let i = 0; i < 20; i += 1) await reportStatus(radio, i);
    await waitForCount(console1, statusOf('10000008'), 20);
    // The radio keeps reporting through B while A dies.
    let reporting = true;
    const reports = (async () => {
      for (let i = 20; reporting; i += 1) await reportStatus(radio, i % 101);
    })();
    const killedAt = performance.now();
    await a.kill();
    await console1.waitClosed();
    const last = eventsOf(console1).at(-1)!.seq;
    const console2 = await connect(front.url, DISPATCHER, last, token);
    const resumedAt = performance.now();
    await new Promise((resolve) => setTimeout(resolve, 500));
    reporting = false;
    await reports;
    // A last, recognisable report marks the head both consoles must reach.
    await reportStatus(radio, 100);
    const isLast = (frame: EventFrame) => statusOf('10000008')(frame) && frame.event.battery === 100 && frame.seq > last;
    await waitForCount(console2, isLast, 1);
    const caughtUpAt = performance.now();
    await waitForCount(reference, isLast, 1);
    console.info(`failover: reconnected ${Math.round(resumedAt - killedAt)} ms after the kill, caught up to the head ${Math.round(caughtUpAt - killedAt)} ms after it`);
    // Compared up to that head: B's takeover may append more (its schedulers), reaching one socket first.
    const head = eventsOf(reference).find(isLast)!.seq;
    const upToHead = (frames: EventFrame[]) => frames.filter((frame) => frame.seq <= head);
    const seen = upToHead([...eventsOf(console1), ...eventsOf(console2)]);
    expectChain(seen);
    const after = eventsOf(reference)[0]!.seq;
    expect(seen.filter((frame) => frame.seq >= after).map((frame) => frame.seq)).toEqual(upToHead(eventsOf(reference)).map((frame) => frame.seq));
    expect(front.routed.size).toBe(2);
    // B takes over the schedulers within a leader poll.
    await expect.poll(() => b.output(), { timeout: 5_000 }).toMatch(/leading the deployment/);
  });
});

async function groupOf(socket: RawSocket): Promise<string | undefined> {
  const login = socket.frames.find((frame) => frame.type === 'reply' && (frame.data as { user?: unknown } | undefined)?.user) as { data: { user: { pttGroup?: string; msType: number } } } | undefined;
  return login && login.data.user.msType !== TerminalType.Dispatcher ? login.data.user.pttGroup : undefined;
}

import { afterAll, describe, expect, it } from 'vitest';
import { TerminalType } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';
import type { MonitorMedia, MonitorMount } from './monitor-media.ts';

/** Mount points without Janus: each one is counted while open. */
const mounts = new Set<number>();
let nextMount = 0;
const fakeMedia: MonitorMedia = {
  open: () => {
    const id = 3_000_000_000 + (nextMount += 1);
    mounts.add(id);
    const mount: MonitorMount = { mount: id, pin: `pin-${id}`, host: '127.0.0.1', port: 30_000 + nextMount, close: () => Promise.resolve(void mounts.delete(id)) };
    return Promise.resolve(mount);
  },
  close: () => Promise.resolve(),
};

const io = useEmulatorSockets({ monitorMedia: fakeMedia, monitorAnswerTimeoutMs: 500 });

const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
const monitorFrame = (action: string, monitorId?: string) => (frame: Frame) => frame.type === 'monitor' && frame.action === action && (monitorId === undefined || frame.monitorId === monitorId);
const logOf = (logType: number, msId: string) => (frame: Frame) => {
  const record = frame.record as { logType?: number; msId?: string } | undefined;
  return frame.type === 'log' && record?.logType === logType && record.msId === msId;
};

/** Seeded terminals of a type, in msId order, so each test takes its own. */
function terminalsOf(types: readonly number[]): string[] {
  return [...io.emulator.platform.state.terminals.values()].filter((terminal) => types.includes(terminal.type)).map((terminal) => terminal.msId).sort();
}
const withCamera = () => terminalsOf([TerminalType.App, TerminalType.Poc6]);

const timers: ReturnType<typeof setInterval>[] = [];
afterAll(() => timers.forEach((timer) => clearInterval(timer)));

/** A terminal that answers each start with `status` (200: its camera sends). */
async function cameraTerminal(msId: string, status = 200): Promise<RawSocket> {
  const socket = await io.connect(msId);
  const answered = new Set<string>();
  const timer = setInterval(() => {
    for (const frame of socket.frames) {
      if (frame.type !== 'monitor' || frame.action !== 'start' || answered.has(String(frame.monitorId))) continue;
      answered.add(String(frame.monitorId));
      void command(socket, 'monitorAnswer', { monitorId: frame.monitorId, status });
    }
  }, 10);
  timers.push(timer);
  return socket;
}

describe('terminal camera monitoring', () => {
  it('starts a terminal camera on a mount point, logs 110, and on stop tells the terminal and logs 111 and 130', async () => {
    const msId = withCamera()[0]!;
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const terminal = await cameraTerminal(msId);
    const reply = await command(dispatcher, 'monitorStart', { msId });
    expect(reply.code).toBe('0');
    const grant = reply.data as { monitorId: string; mount: number; pin: string; msId: string };
    expect(grant).toMatchObject({ msId, pin: `pin-${grant.mount}` });
    expect(mounts.has(grant.mount)).toBe(true);
    const start = await terminal.waitFor(monitorFrame('start', grant.monitorId));
    expect(start.rtp).toMatchObject({ host: '127.0.0.1', payloadType: 96 });
    const started = await dispatcher.waitFor(logOf(110, msId));
    expect(started.record).toMatchObject({ category: 'monitor', operation: 'monitorStart', account: '20000001' });

    // Only the dispatcher that opened it may stop it.
    const other = await io.connect('20000002', 'Dispatch#2026');
    expect((await command(other, 'monitorStop', { monitorId: grant.monitorId })).code).toBe('404');
    expect((await command(dispatcher, 'monitorStop', { monitorId: grant.monitorId })).code).toBe('0');
    await terminal.waitFor(monitorFrame('stop', grant.monitorId));
    expect((await dispatcher.waitFor(logOf(111, msId))).record).toMatchObject({ category: 'monitor', operation: 'monitorStop', remark: '' });
    expect((await dispatcher.waitFor(logOf(130, msId))).record).toMatchObject({ category: 'videoMonitoring', operation: 'videoMonitoring' });
    expect(mounts.has(grant.mount)).toBe(false);
    expect((await command(dispatcher, 'monitorStop', { monitorId: grant.monitorId })).code).toBe('404');
  });

  it('refuses SPEC §8 cases: no camera 415, offline 101, already monitoring 409, the maximum 406, a terminal asking 403', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const noCamera = terminalsOf([TerminalType.Pmr, TerminalType.Dmr, TerminalType.Sos, TerminalType.Gateway])[0]!;
    await io.connect(noCamera);
    expect(await command(dispatcher, 'monitorStart', { msId: noCamera })).toMatchObject({ code: '415' });
    const [first, second, offline] = withCamera().slice(1);
    expect(await command(dispatcher, 'monitorStart', { msId: offline! })).toMatchObject({ code: '101' });
    expect(await command(dispatcher, 'monitorStart', { msId: '19999999' })).toMatchObject({ code: '404' });

    const terminal = await cameraTerminal(first!);
    await cameraTerminal(second!);
    expect(await command(terminal, 'monitorStart', { msId: second! })).toMatchObject({ code: '403' });
    const open = await command(dispatcher, 'monitorStart', { msId: first! });
    expect(open.code).toBe('0');
    expect(await command(dispatcher, 'monitorStart', { msId: first! })).toMatchObject({ code: '409' });
    const response = await fetch(`${io.emulator.url}/test/monitor-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ max: 1 }) });
    expect(response.status).toBe(200);
    try {
      expect(await command(dispatcher, 'monitorStart', { msId: second! })).toMatchObject({ code: '406' });
    } finally {
      await fetch(`${io.emulator.url}/test/monitor-limit`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ max: 16 }) });
    }
    // Nothing was logged or kept of the refusals.
    expect(dispatcher.frames.filter(logOf(110, second!))).toHaveLength(0);
    await command(dispatcher, 'monitorStop', { monitorId: (open.data as { monitorId: string }).monitorId });
  });

  it('camera busy (201) while the terminal is in a video call, and when the terminal says so', async () => {
    const [caller, callee, busyOne] = withCamera().slice(4);
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const a = await cameraTerminal(caller!);
    await cameraTerminal(callee!);
    expect((await command(a, 'callSignal', { callId: 'monitor-video-call-1', signal: 'invite', to: callee, media: 'video' })).code).toBe('0');
    expect(await command(dispatcher, 'monitorStart', { msId: callee! })).toMatchObject({ code: '201' });
    await command(a, 'callSignal', { callId: 'monitor-video-call-1', signal: 'cancel' });
    await cameraTerminal(busyOne!, 201);
    expect(await command(dispatcher, 'monitorStart', { msId: busyOne! })).toMatchObject({ code: '201' });
  });

  it('a terminal that never answers is "stream not found" (502) and is told to stop; its mount point goes', async () => {
    const msId = withCamera()[7]!;
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const silent = await io.connect(msId);
    const before = mounts.size;
    expect(await command(dispatcher, 'monitorStart', { msId })).toMatchObject({ code: '502' });
    await silent.waitFor(monitorFrame('stop'));
    expect(mounts.size).toBe(before);
  });

  it('a terminal going offline mid-monitor ends it: the dispatcher gets ended 101, the log 111 with 101', async () => {
    const msId = withCamera()[8]!;
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const terminal = await cameraTerminal(msId);
    const reply = await command(dispatcher, 'monitorStart', { msId });
    const { monitorId, mount } = reply.data as { monitorId: string; mount: number };
    terminal.close();
    expect(await dispatcher.waitFor(monitorFrame('ended', monitorId))).toMatchObject({ msId, status: 101 });
    expect((await dispatcher.waitFor(logOf(111, msId))).record).toMatchObject({ remark: '101' });
    expect(mounts.has(mount)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { RawSocket, type Frame } from '../testing/raw-socket.ts';
import { tokenFor } from '../testing/test-emulator.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';

const io = useEmulatorSockets();
const connect = io.connect;

const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
const floorEvent = (type: string, gid: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string; gid?: string }).type === type && (frame.event as { gid?: string }).gid === gid;

describe('floor control over the socket', () => {
  it('grants, queues and hands over, with every console seeing the talker', async () => {
    const one = await connect('20000001', 'Dispatch#2026');
    const two = await connect('20000002', 'Dispatch#2026');
    const [first, second] = await Promise.all([command(one, 'floorRequest', { gid: '112' }), command(two, 'floorRequest', { gid: '112' })]);
    // Two presses at once: exactly one is granted.
    const outcomes = [first, second].map((reply) => (reply.data as { outcome: string }).outcome).sort();
    expect(outcomes).toEqual(['granted', 'queued']);
    const oneWon = (first.data as { outcome: string }).outcome === 'granted';
    const [holder, waiter, waiterId] = oneWon ? [one, two, '20000002'] : [two, one, '20000001'];
    expect((await waiter.waitFor(floorEvent('floor.queue', '112'))).event).toMatchObject({ queue: [{ priority: 2 }] });
    expect((await command(holder, 'floorRelease', { gid: '112' })).code).toBe('0');
    await holder.waitFor((frame) => floorEvent('floor.taken', '112')(frame) && (frame.event as { talker: { msId: string } }).talker.msId === waiterId);
    expect((await command(waiter, 'floorRelease', { gid: '112' })).code).toBe('0');
    await holder.waitFor(floorEvent('floor.idle', '112'));
    expect(io.emulator.platform.state.floors.has('112')).toBe(false);
  });

  it('validates arguments and refuses a terminal outside its groups', async () => {
    const radio = await connect('10000005');
    expect((await command(radio, 'floorRequest', { gid: '' })).code).toBe('400');
    expect((await command(radio, 'floorRequest', { gid: '123' })).data).toEqual({ outcome: 'denied', reason: 'not-member' });
    expect((await command(radio, 'floorRequest', { gid: '999' })).data).toEqual({ outcome: 'denied', reason: 'no-group' });
  });

  it('frees the floor of a terminal whose socket drops', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await connect('10000005');
    expect((await command(radio, 'floorRequest', { gid: '111' })).data).toMatchObject({ outcome: 'granted' });
    radio.close();
    const released = await dispatcher.waitFor(floorEvent('floor.released', '111'));
    expect(released.event).toMatchObject({ msId: '10000005', reason: 'offline' });
    await dispatcher.waitFor(floorEvent('floor.idle', '111'));
  });

  it('carries open floors in the snapshot and ends them on restart', async () => {
    const radio = await connect('10000006');
    expect((await command(radio, 'floorRequest', { gid: '111', emergency: true })).data).toMatchObject({ outcome: 'granted' });
    const fresh = io.track(await RawSocket.open(io.emulator.url));
    expect((await fresh.login(await tokenFor(io.emulator.url, '20000002', 'Dispatch#2026'))).code).toBe('0');
    fresh.send({ type: 'resume', id: 'r1', fromSeq: null });
    const snapshot = await fresh.waitFor((frame) => frame.type === 'snapshot');
    expect(snapshot.floors).toEqual([expect.objectContaining({ gid: '111', talker: expect.objectContaining({ msId: '10000006', priority: 3 }) })]);
    io.emulator = await io.emulator.restart();
    await expect.poll(() => io.emulator.platform.state.floors.size).toBe(0);
  }, 60_000);
});

describe('temp groups over the socket', () => {
  it('lets members talk in a temp group and ends its floor when it is removed', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await connect('10000007');
    const created = await command(dispatcher, 'tempGroupCreate', { name: 'Bridge fire', members: ['10000007', '10000031'] });
    expect(created.code).toBe('0');
    const gid = (created.data as { gid: string }).gid;
    expect((await command(dispatcher, 'tempGroupCreate', { name: 'bridge FIRE', members: ['10000007'] })).code).toBe('409');
    expect((await command(radio, 'tempGroupList', {})).data).toEqual([expect.objectContaining({ gid, name: 'Bridge fire' })]);
    expect((await command(radio, 'tempGroupRemove', { gid })).code).toBe('403');
    expect((await command(radio, 'floorRequest', { gid })).data).toMatchObject({ outcome: 'granted' });
    expect((await command(dispatcher, 'tempGroupRemove', { gid })).code).toBe('0');
    await dispatcher.waitFor(floorEvent('floor.idle', gid));
    expect(io.emulator.platform.state.tempGroups.byGid.has(gid)).toBe(false);
  });
});

describe('remote group switch', () => {
  it('lets a dispatcher move an online terminal into one of its groups, and nobody else', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await connect('10000008');
    expect((await command(radio, 'remoteSwitchGroup', { msId: '10000008', gid: '100' })).code).toBe('403');
    expect((await command(dispatcher, 'remoteSwitchGroup', { msId: '10000008', gid: '121' })).code).toBe('403');
    expect((await command(dispatcher, 'remoteSwitchGroup', { msId: '10000099', gid: '100' })).code).toBe('101');
    expect(await command(dispatcher, 'remoteSwitchGroup', { msId: '10000008', gid: '100' })).toMatchObject({ code: '0', data: { msId: '10000008', gid: '100' } });
    await radio.waitFor((frame) => frame.type === 'event' && (frame.event as { type: string; msId?: string }).type === 'terminal.groupSwitched' && (frame.event as { msId?: string }).msId === '10000008');
    expect(io.emulator.platform.state.terminals.get('10000008')?.currentGroup).toBe('100');
  });
});

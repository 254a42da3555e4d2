import { describe, expect, it } from 'vitest';
import type { RawSocket, Frame } from '../testing/raw-socket.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';

const io = useEmulatorSockets();
const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
const callSetOf = (msId: string) => io.emulator.platform.state.terminals.get(msId)?.callSet ?? 8;
const eventOf = (type: string, msId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string }).type === type && (frame.event as { msId?: string }).msId === msId;

describe('remote control (setCallSet)', () => {
  it('stuns a terminal, which then may not take the floor and loses the one it held; activation gives it back', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const radio = await io.connect('10000005');
    expect((await command(radio, 'floorRequest', { gid: '111' })).data).toMatchObject({ outcome: 'granted' });
    expect(await command(dispatcher, 'setCallSet', { msId: '10000005', status: 1 })).toMatchObject({ code: '0', data: { msId: '10000005', status: 1 } });
    // Every console and the terminal itself learn it; its floor goes at once.
    expect((await radio.waitFor(eventOf('terminal.callSet', '10000005'))).event).toMatchObject({ status: 1, by: '20000001' });
    expect((await dispatcher.waitFor(eventOf('floor.released', '10000005'))).event).toMatchObject({ gid: '111', reason: 'preempted' });
    expect((await command(radio, 'floorRequest', { gid: '111' })).data).toEqual({ outcome: 'denied', reason: 'stunned' });
    expect(callSetOf('10000005')).toBe(1);
    // Nor can it be called, nor call.
    expect((await command(dispatcher, 'callSignal', { callId: 'c-stunned-1', signal: 'invite', to: '10000005' })).code).toBe('101');
    expect((await command(radio, 'callSignal', { callId: 'c-stunned-2', signal: 'invite', to: '20000001' })).code).toBe('606');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000005', status: 8 })).code).toBe('0');
    expect((await command(radio, 'floorRequest', { gid: '111' })).data).toMatchObject({ outcome: 'granted' });
    expect((await command(radio, 'floorRelease', { gid: '111' })).code).toBe('0');
  });

  it('keeps a killed terminal killed, and refuses what is not a dispatcher\'s to do', async () => {
    const dispatcher = await io.connect('20000002', 'Dispatch#2026');
    const radio = await io.connect('10000006');
    expect((await command(radio, 'setCallSet', { msId: '10000007', status: 1 })).code).toBe('403');
    expect((await command(dispatcher, 'setCallSet', { msId: '20000001', status: 1 })).desc).toMatch(/^callSet:dispatcher/);
    expect((await command(dispatcher, 'setCallSet', { msId: '19999999', status: 1 })).code).toBe('404');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000006', status: 5 })).code).toBe('400');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000006', status: 8 })).desc).toMatch(/^callSet:unchanged/);
    expect((await command(dispatcher, 'setCallSet', { msId: '10000006', status: 0 })).code).toBe('0');
    const refused = await command(dispatcher, 'setCallSet', { msId: '10000006', status: 8 });
    expect(refused).toMatchObject({ code: '409' });
    expect(refused.desc).toMatch(/^callSet:killed/);
    expect(callSetOf('10000006')).toBe(0);
  });

  it('holds the status across a restart (it is in the event log)', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000008', status: 1 })).code).toBe('0');
    io.emulator = await io.emulator.restart();
    expect(callSetOf('10000008')).toBe(1);
  }, 60_000);

  it('ends a timed stun by itself, and only a stun has an interval', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000009', status: 0, forS: 5 })).code).toBe('400');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000009', status: 1, forS: 0 })).code).toBe('400');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000009', status: 1, forS: 7 * 24 * 3600 + 1 })).code).toBe('400');
    const answer = await command(dispatcher, 'setCallSet', { msId: '10000009', status: 1, forS: 1 });
    expect(answer).toMatchObject({ code: '0', data: { status: 1, until: expect.any(Number) } });
    expect(io.emulator.platform.state.terminals.get('10000009')?.callSetUntil).toBe((answer.data as { until: number }).until);
    const activated = await dispatcher.waitFor((frame) => eventOf('terminal.callSet', '10000009')(frame) && (frame.event as { status: number }).status === 8);
    expect(activated.event).toMatchObject({ expired: true, by: '' });
    expect(callSetOf('10000009')).toBe(8);
    expect(io.emulator.platform.state.terminals.get('10000009')?.callSetUntil).toBeUndefined();
  });

  it('a new stun replaces the interval of the last one', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000010', status: 1, forS: 1 })).code).toBe('0');
    expect((await command(dispatcher, 'setCallSet', { msId: '10000010', status: 1 })).code).toBe('0');
    // The interval is gone with it, so the expiry (stun-expiry.test.ts) has nothing left to end.
    expect(io.emulator.platform.state.terminals.get('10000010')?.callSetUntil).toBeUndefined();
    expect(callSetOf('10000010')).toBe(1);
    expect((await command(dispatcher, 'setCallSet', { msId: '10000010', status: 1 })).desc).toMatch(/^callSet:unchanged/);
  });
});

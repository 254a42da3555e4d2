import { describe, expect, it } from 'vitest';
import { LogType } from '../../../protocol/index.ts';
import { logRowOf } from '../logs/log-rows.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';

const io = useEmulatorSockets();

let next = 0;
const newCallId = () => `ambient-test-${(next += 1)}`;
const signal = (socket: RawSocket, args: Record<string, unknown>) => socket.request({ type: 'command', name: 'callSignal', args });
const command = (socket: RawSocket, name: string, args: unknown) => socket.request({ type: 'command', name, args });
const callFrame = (callId: string, kind: string) => (frame: Frame) => frame.type === 'call' && frame.callId === callId && frame.signal === kind;
const eventOf = (type: string, callId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string; callId?: string }).type === type && (frame.event as { callId?: string }).callId === callId;

describe('environment monitoring (ambient calls)', () => {
  it('a dispatcher listens to a terminal: 108 when connected, 109 when stopped, listed under monitor', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const radio = await io.connect('10000021');
    const callId = newCallId();
    expect(await signal(dispatcher, { callId, signal: 'invite', to: '10000021', media: 'ambient', data: { sdp: 'offer' } })).toMatchObject({ code: '0' });
    expect(await radio.waitFor(callFrame(callId, 'invite'))).toMatchObject({ media: 'ambient', from: '20000001' });
    // The terminal answers at once, no ringing.
    await signal(radio, { callId, signal: 'answer', data: { sdp: 'answer' } });
    await dispatcher.waitFor(callFrame(callId, 'answer'));
    await signal(dispatcher, { callId, signal: 'ack' });
    const connected = (await dispatcher.waitFor(eventOf('call.connected', callId))).event as Record<string, unknown>;
    expect(connected).toMatchObject({ media: 'ambient', logType: LogType.MonitorStart });
    await signal(dispatcher, { callId, signal: 'bye' });
    expect(await radio.waitFor(callFrame(callId, 'bye'))).toMatchObject({ status: 200 });
    const ended = (await dispatcher.waitFor(eventOf('call.ended', callId))).event as Record<string, unknown>;
    expect(ended).toMatchObject({ media: 'ambient', status: 200, logType: LogType.MonitorStop });
    expect(logRowOf(1, 0, 'call.connected', connected)).toMatchObject({ logType: 108, category: 'monitor', operation: 'monitorStart' });
    expect(logRowOf(2, 0, 'call.ended', ended)).toMatchObject({ logType: 109, category: 'monitor', operation: 'monitorStop' });
  });

  it('refuses a terminal that tries to listen (403) whatever the callee, and a dispatcher as the one listened to (606)', async () => {
    const radio = await io.connect('10000022');
    await io.connect('10000023');
    expect((await signal(radio, { callId: newCallId(), signal: 'invite', to: '10000023', media: 'ambient' })).code).toBe('403');
    expect((await signal(radio, { callId: newCallId(), signal: 'invite', to: '19999999', media: 'ambient' })).code).toBe('403');
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    await io.connect('20000002', 'Dispatch#2026');
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '20000002', media: 'ambient' })).code).toBe('606');
  });

  it('refuses an offline or stunned terminal (101)', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '10000099', media: 'ambient' })).code).toBe('101');
    await io.connect('10000024');
    expect(await command(dispatcher, 'setCallSet', { msId: '10000024', status: 1 })).toMatchObject({ code: '0' });
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '10000024', media: 'ambient' })).code).toBe('101');
  });
});

import { describe, expect, it } from 'vitest';
import { LogType } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';

// Two video calls at most, ending after 1 s: the limits' code paths without waiting half an hour.
const io = useEmulatorSockets({ videoLimits: { maxConcurrent: 2, maxDurationS: 1 } });

let next = 0;
const newCallId = () => `video-test-${(next += 1)}`;
const signal = (socket: RawSocket, args: Record<string, unknown>) => socket.request({ type: 'command', name: 'callSignal', args });
const callFrame = (callId: string, kind: string) => (frame: Frame) => frame.type === 'call' && frame.callId === callId && frame.signal === kind;
const eventOf = (type: string, callId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string; callId?: string }).type === type && (frame.event as { callId?: string }).callId === callId;

describe('video calls', () => {
  it('relays the asked resolution, logs 128 when connected and ends at the maximum duration with 418', async () => {
    const dispatcher = await io.connect('20000001', 'Dispatch#2026');
    const radio = await io.connect('10000011');
    const callId = newCallId();
    expect(await signal(dispatcher, { callId, signal: 'invite', to: '10000011', media: 'video', resolution: 'CIF' })).toMatchObject({ code: '0' });
    expect(await radio.waitFor(callFrame(callId, 'invite'))).toMatchObject({ media: 'video', resolution: 'CIF' });
    await signal(radio, { callId, signal: 'answer', data: { sdp: 'answer' } });
    await dispatcher.waitFor(callFrame(callId, 'answer'));
    await signal(dispatcher, { callId, signal: 'ack' });
    expect((await dispatcher.waitFor(eventOf('call.connected', callId))).event).toMatchObject({ media: 'video', logType: LogType.VideoCall });
    expect(await radio.waitFor(callFrame(callId, 'bye'), 5_000)).toMatchObject({ status: 418 });
    expect(await dispatcher.waitFor(callFrame(callId, 'bye'), 5_000)).toMatchObject({ status: 418 });
    expect((await dispatcher.waitFor(eventOf('call.ended', callId))).event).toMatchObject({ status: 418, media: 'video' });
  });

  it('refuses a video call past the platform maximum with 406, but not a voice call', async () => {
    const parties = await Promise.all(['10000012', '10000013', '10000014', '10000015', '10000016', '10000017'].map((id) => io.connect(id)));
    const [a, b, c, d, e] = parties as [RawSocket, RawSocket, RawSocket, RawSocket, RawSocket, RawSocket];
    const first = newCallId();
    const second = newCallId();
    expect((await signal(a, { callId: first, signal: 'invite', to: '10000013', media: 'video' })).code).toBe('0');
    expect((await signal(c, { callId: second, signal: 'invite', to: '10000015', media: 'video' })).code).toBe('0');
    expect((await signal(e, { callId: newCallId(), signal: 'invite', to: '10000017', media: 'video' })).code).toBe('406');
    const voice = newCallId();
    expect((await signal(e, { callId: voice, signal: 'invite', to: '10000017', media: 'audio' })).code).toBe('0');
    await signal(e, { callId: voice, signal: 'cancel' });
    // A video call that ends frees its place.
    await b.waitFor(callFrame(first, 'invite'));
    await signal(b, { callId: first, signal: 'decline' });
    await a.waitFor(callFrame(first, 'decline'));
    expect((await signal(e, { callId: newCallId(), signal: 'invite', to: '10000017', media: 'video' })).code).toBe('0');
    await d.waitFor(callFrame(second, 'invite'));
  });
});

import { describe, expect, it } from 'vitest';
import { LogType } from '../../../protocol/index.ts';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import { RawSocket, type Frame } from '../testing/raw-socket.ts';
import { tokenFor } from '../testing/test-emulator.ts';

const io = useEmulatorSockets();
const signal = (socket: RawSocket, args: Record<string, unknown>) => socket.request({ type: 'command', name: 'callSignal', args });
const handOver = (socket: RawSocket, callId: string, to: string) => socket.request({ type: 'command', name: 'callHandOver', args: { callId, to } });
const callFrame = (callId: string, kind: string) => (frame: Frame) => frame.type === 'call' && frame.callId === callId && frame.signal === kind;
const event = (type: string, callId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string }).type === type && (frame.event as { callId?: string }).callId === callId;

/** A terminal calls the dispatcher, who answers: connected. */
async function connected(radio: RawSocket, dispatcher: RawSocket, callId: string, to: string): Promise<void> {
  expect((await signal(radio, { callId, signal: 'invite', to, media: 'audio' })).code).toBe('0');
  await dispatcher.waitFor(callFrame(callId, 'invite'));
  await signal(dispatcher, { callId, signal: 'answer', data: { sdp: 'answer' } });
  await signal(radio, { callId, signal: 'ack' });
  expect(io.emulator.platform.state.calls.get(callId)?.state).toBe('connected');
}

describe('a call handed to another dispatcher', () => {
  it('ends the call for both with bye 200 and tells every console who takes it (144); the other dispatcher invites the terminal', async () => {
    const one = await io.connect('20000001', 'Dispatch#2026');
    const two = await io.connect('20000002', 'Dispatch#2026');
    const radio = await io.connect('10000007');
    const callId = 'handover-call-1';
    await connected(radio, one, callId, '20000001');
    expect(await handOver(one, callId, '20000002')).toMatchObject({ code: '0' });
    expect(await radio.waitFor(callFrame(callId, 'bye'))).toMatchObject({ status: 200 });
    expect(await one.waitFor(callFrame(callId, 'bye'))).toMatchObject({ status: 200 });
    const told = await two.waitFor(event('call.handedOver', callId));
    expect(told.event).toMatchObject({ terminal: '10000007', from: '20000001', to: '20000002', toName: 'Dispatcher Two', logType: LogType.CallHandedOver });
    expect(io.emulator.platform.state.calls.has(callId)).toBe(false);
    // The terminal is free: the second dispatcher's invite reaches it.
    expect((await signal(two, { callId: 'handover-call-2', signal: 'invite', to: '10000007', media: 'audio' })).code).toBe('0');
    await radio.waitFor(callFrame('handover-call-2', 'invite'));
  });

  it('refuses an unknown call, a call not yet connected, oneself, a radio, an offline dispatcher and a caller who is not a party', async () => {
    const one = await io.connect('20000001', 'Dispatch#2026');
    const two = await io.connect('20000002', 'Dispatch#2026');
    const radio = await io.connect('10000008');
    expect(await handOver(one, 'handover-none', '20000002')).toMatchObject({ code: '404', desc: 'call:unknown' });
    const ringing = 'handover-call-3';
    expect((await signal(radio, { callId: ringing, signal: 'invite', to: '20000001', media: 'audio' })).code).toBe('0');
    expect(await handOver(one, ringing, '20000002')).toMatchObject({ code: '409', desc: 'call:not-connected' });
    await signal(radio, { callId: ringing, signal: 'cancel' });
    const callId = 'handover-call-4';
    await connected(radio, one, callId, '20000001');
    expect(await handOver(one, callId, '20000001')).toMatchObject({ code: '400', desc: 'to:self' });
    expect(await handOver(one, callId, '10000009')).toMatchObject({ code: '400', desc: 'to:not-dispatcher' });
    expect(await handOver(two, callId, '20000001')).toMatchObject({ code: '404', desc: 'call:unknown' });
    expect(await handOver(radio, callId, '20000002')).toMatchObject({ code: '403', desc: 'caller:not-dispatcher' });
    two.close();
    await expect.poll(() => io.emulator.platform.state.terminals.get('20000002')?.online).not.toBe(1);
    expect(await handOver(one, callId, '20000002')).toMatchObject({ code: '409', desc: 'to:offline' });
    expect(io.emulator.platform.state.calls.get(callId)?.state).toBe('connected');
  });

  it('a console that connects mid-call gets the open calls in its snapshot, so it shows who handles each at once', async () => {
    // The second dispatcher (free after the test before) answers; the first one's console loads mid-call.
    const two = await io.connect('20000002', 'Dispatch#2026');
    const radio = await io.connect('10000010');
    const callId = 'handover-call-5';
    await connected(radio, two, callId, '20000002');
    const late = io.track(await RawSocket.open(io.emulator.url));
    expect((await late.login(await tokenFor(io.emulator.url, '20000001', 'Dispatch#2026'))).code).toBe('0');
    expect(await late.request({ type: 'resume', fromSeq: null })).toMatchObject({ code: '0', data: { mode: 'snapshot' } });
    const snapshot = late.frames.find((frame) => frame.type === 'snapshot')!;
    expect(snapshot.calls).toContainEqual({ callId, caller: '10000010', callee: '20000002', media: 'audio', state: 'connected', since: expect.any(Number) });
  });
});

import { describe, expect, it } from 'vitest';
import { useEmulatorSockets } from '../testing/emulator-sockets.ts';
import type { Frame, RawSocket } from '../testing/raw-socket.ts';

const io = useEmulatorSockets();
const connect = io.connect;

let next = 0;
const newCallId = () => `call-test-${(next += 1)}`;
const signal = (socket: RawSocket, args: Record<string, unknown>) => socket.request({ type: 'command', name: 'callSignal', args });
const callFrame = (callId: string, kind: string) => (frame: Frame) => frame.type === 'call' && frame.callId === callId && frame.signal === kind;
const ended = (callId: string) => (frame: Frame) =>
  frame.type === 'event' && (frame.event as { type: string; callId?: string }).type === 'call.ended' && (frame.event as { callId?: string }).callId === callId;

describe('individual calls', () => {
  it('invites, rings, answers, acks and ends with bye, relaying the SDP', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await connect('10000005');
    const callId = newCallId();
    expect(await signal(dispatcher, { callId, signal: 'invite', to: '10000005', media: 'audio', data: { sdp: 'offer' } })).toMatchObject({ code: '0', data: { status: 100 } });
    expect((await radio.waitFor(callFrame(callId, 'invite')))).toMatchObject({ from: '20000001', fromName: 'Dispatcher One', media: 'audio', data: { sdp: 'offer' } });
    await signal(radio, { callId, signal: 'ringing' });
    expect(await dispatcher.waitFor(callFrame(callId, 'ringing'))).toMatchObject({ status: 180 });
    await signal(radio, { callId, signal: 'answer', data: { sdp: 'answer' } });
    expect(await dispatcher.waitFor(callFrame(callId, 'answer'))).toMatchObject({ status: 200, data: { sdp: 'answer' } });
    await signal(dispatcher, { callId, signal: 'ack' });
    expect(await radio.waitFor(callFrame(callId, 'ack'))).toMatchObject({ status: 202 });
    expect(io.emulator.platform.state.calls.get(callId)?.state).toBe('connected');
    // A second call while in one: the caller has reached its maximum, the callee is busy for others.
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '10000006' })).code).toBe('406');
    await signal(radio, { callId, signal: 'bye' });
    expect(await dispatcher.waitFor(callFrame(callId, 'bye'))).toMatchObject({ status: 200 });
    expect((await dispatcher.waitFor(ended(callId))).event).toMatchObject({ status: 200, caller: '20000001', callee: '10000005' });
  });

  it('refuses oneself, unknown and offline callees, and a repeated call id', async () => {
    const dispatcher = await connect('20000002', 'Dispatch#2026');
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '20000002' })).code).toBe('606');
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '19999999' })).code).toBe('404');
    expect((await signal(dispatcher, { callId: newCallId(), signal: 'invite', to: '10000099' })).code).toBe('101');
    expect((await signal(dispatcher, { callId: 'no-such-call', signal: 'bye' })).code).toBe('503');
    expect((await signal(dispatcher, { callId: 'x', signal: 'bye' })).code).toBe('400');
  });

  it('ends a declined, a busy and a cancelled call with their status', async () => {
    const dispatcher = await connect('20000001', 'Dispatch#2026');
    const radio = await connect('10000006');
    for (const [who, kind, status] of [[radio, 'decline', 603], [radio, 'busy', 486], [dispatcher, 'cancel', 487]] as const) {
      const callId = newCallId();
      expect((await signal(dispatcher, { callId, signal: 'invite', to: '10000006' })).code).toBe('0');
      await radio.waitFor(callFrame(callId, 'invite'));
      expect((await signal(who, { callId, signal: kind })).code).toBe('0');
      const other = who === radio ? dispatcher : radio;
      expect(await other.waitFor(callFrame(callId, kind))).toMatchObject({ status });
      expect((await dispatcher.waitFor(ended(callId))).event).toMatchObject({ status, talkMs: 0 });
    }
  });

  it('ends the call with 101 when a party goes offline', async () => {
    const dispatcher = await connect('20000002', 'Dispatch#2026');
    const radio = await connect('10000007');
    const callId = newCallId();
    await signal(dispatcher, { callId, signal: 'invite', to: '10000007' });
    await radio.waitFor(callFrame(callId, 'invite'));
    radio.close();
    expect(await dispatcher.waitFor(callFrame(callId, 'bye'))).toMatchObject({ status: 101 });
    expect((await dispatcher.waitFor(ended(callId))).event).toMatchObject({ status: 101 });
  });
});

import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketClient, type SocketLike } from '../../../protocol/index.ts';
import { startTestEmulator, tokenFor, type TestEmulator } from '../../platform/testing/test-emulator.ts';
import { startStunServer, type StunServer } from '../../stun/index.ts';
import { callAudio, CallTerminal, type CallIceConfig } from './index.ts';
import { lacking, needing } from '../../testing/needs.ts';

/**
 * Two simulated terminals call each other through the emulator's signalling, with werift media on
 * loopback only: our own STUN server, werift bound to 127.0.0.1, the ICE policy 127.0.0.0/8.
 */
const missing = lacking('ffmpeg');
let emulator: TestEmulator;
let stun: StunServer;
const clients: SocketClient[] = [];
const terminals: CallTerminal[] = [];

async function connect(account: string, password = '123456'): Promise<SocketClient> {
  const token = await tokenFor(emulator.url, account, password);
  const url = `${emulator.url.replace(/^http/, 'ws')}/socket`;
  const client = new SocketClient({ connect: () => new WebSocket(url) as unknown as SocketLike, token: () => token });
  await client.start();
  clients.push(client);
  return client;
}

describe.skipIf(missing.length > 0)(needing('call terminals', missing), () => {
  beforeAll(async () => {
    emulator = await startTestEmulator();
    stun = await startStunServer('127.0.0.1');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(terminals.map((terminal) => terminal.close()));
    for (const client of clients) client.close();
    await stun?.close();
    await emulator?.stop();
  });

  it('answers with werift on loopback, both hear audio, hangs up with bye', async () => {
    const ice: CallIceConfig = { allow: ['127.0.0.0/8'], stunUrl: stun.url, bindAddress: '127.0.0.1' };
    const packets = await callAudio();
    const callee = new CallTerminal({ socket: await connect('10000005'), behaviour: 'answer', ice, packets, answerDelayMs: 100 });
    const caller = new CallTerminal({ socket: await connect('10000006'), behaviour: 'answer', ice, packets });
    terminals.push(callee, caller);
    const started = Date.now();
    const callId = await caller.place('10000005');
    const connected = await caller.waitFor((record) => record.callId === callId && record.mediaConnectedAt !== null, 20_000);
    await callee.waitFor((record) => record.callId === callId && record.mediaConnectedAt !== null, 20_000);
    const setupMs = (connected.mediaConnectedAt ?? 0) - started;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const heardByCaller = caller.heard(callId);
    const heardByCallee = callee.heard(callId);
    console.log(`werift↔werift call: invite→media ${setupMs} ms; caller heard ${heardByCaller?.packets} packets, peak ${heardByCaller?.peakDbfs.toFixed(1)} dBFS; callee heard ${heardByCallee?.packets}, peak ${heardByCallee?.peakDbfs.toFixed(1)} dBFS; STUN answered ${stun.answered()}`);
    expect(heardByCaller?.peakDbfs).toBeGreaterThan(-30);
    expect(heardByCallee?.peakDbfs).toBeGreaterThan(-30);
    await caller.hangup(callId);
    const ended = await callee.waitFor((record) => record.callId === callId && record.endedAt !== null);
    expect(ended.endStatus).toBe(200);
  }, 60_000);

  it('declines with 603 and is busy with 486', async () => {
    const callee = new CallTerminal({ socket: await connect('10000007'), behaviour: 'decline', answerDelayMs: 50 });
    const caller = new CallTerminal({ socket: await connect('10000008'), behaviour: 'answer' });
    terminals.push(callee, caller);
    let callId = await caller.place('10000007');
    expect((await caller.waitFor((record) => record.callId === callId && record.endedAt !== null)).endStatus).toBe(603);
    callee.behaviour = 'busy';
    callId = await caller.place('10000007');
    expect((await caller.waitFor((record) => record.callId === callId && record.endedAt !== null)).endStatus).toBe(486);
  }, 30_000);

  it('answers and hangs up by itself (answer-then-bye), signalling only', async () => {
    const callee = new CallTerminal({ socket: await connect('10000009'), behaviour: 'answer-then-bye', answerDelayMs: 50, byeAfterMs: 200 });
    const caller = new CallTerminal({ socket: await connect('10000010'), behaviour: 'answer' });
    terminals.push(callee, caller);
    const callId = await caller.place('10000009');
    const ended = await caller.waitFor((record) => record.callId === callId && record.endedAt !== null);
    expect(ended).toMatchObject({ endStatus: 200 });
    expect(ended.received).toEqual(['ringing', 'answer', 'bye']);
    expect(callee.call(callId)?.sent).toEqual(['ringing', 'answer', 'bye']);
  }, 30_000);

  it('carries VP8 test video both ways on a video call, at the resolution of the invite', async () => {
    const ice: CallIceConfig = { allow: ['127.0.0.0/8'], stunUrl: stun.url, bindAddress: '127.0.0.1' };
    const callee = new CallTerminal({ socket: await connect('10000011'), behaviour: 'answer', ice, answerDelayMs: 50, video: true });
    const caller = new CallTerminal({ socket: await connect('10000012'), behaviour: 'answer', ice, video: true });
    terminals.push(callee, caller);
    const callId = await caller.place('10000011', 'video', 'QCIF');
    expect(callee.call(callId) ?? (await callee.waitFor((record) => record.callId === callId))).toMatchObject({ media: 'video', resolution: 'QCIF' });
    await caller.waitFor((record) => record.callId === callId && record.mediaConnectedAt !== null, 20_000);
    // Frames arrive both ways, key frames among them (one a second from the test source).
    for (const side of [caller, callee]) await expect.poll(() => side.videoSeen(callId).frames, { timeout: 15_000 }).toBeGreaterThan(15);
    const seen = caller.videoSeen(callId);
    console.log(`werift↔werift video: caller got ${seen.frames} frames (${seen.keyFrames} key) in ${seen.packets} packets, callee ${callee.videoSeen(callId).frames} frames`);
    expect(seen.keyFrames).toBeGreaterThan(0);
    await caller.hangup(callId);
    expect((await callee.waitFor((record) => record.callId === callId && record.endedAt !== null)).endStatus).toBe(200);
  }, 60_000);

  it('answers environment monitoring at once with no ringing or prompt, whatever its behaviour, and sends its microphone', async () => {
    const ice: CallIceConfig = { allow: ['127.0.0.0/8'], stunUrl: stun.url, bindAddress: '127.0.0.1' };
    const packets = await callAudio();
    const terminal = new CallTerminal({ socket: await connect('10000013'), behaviour: 'decline', ice, packets, answerDelayMs: 5_000 });
    const listener = new CallTerminal({ socket: await connect('20000001', 'Dispatch#2026'), behaviour: 'answer', ice });
    terminals.push(terminal, listener);
    const callId = await listener.place('10000013', 'ambient');
    await listener.waitFor((record) => record.callId === callId && record.mediaConnectedAt !== null, 20_000);
    await expect.poll(() => listener.heard(callId)?.peakDbfs ?? -Infinity, { timeout: 10_000 }).toBeGreaterThan(-30);
    const record = terminal.call(callId);
    expect(record).toMatchObject({ media: 'ambient', prompted: false });
    expect(record?.sent).not.toContain('ringing');
    expect(record?.sent[0]).toBe('answer');
    await listener.hangup(callId);
    expect((await terminal.waitFor((entry) => entry.callId === callId && entry.endedAt !== null)).endStatus).toBe(200);
  }, 60_000);
});

import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { SocketCommandError, type CallFrame } from '../../protocol/index.ts';
import { CallEngine, type PeerLike, type PeerOptions } from './callEngine.ts';
import type { CallSignalArgs } from './callMachine.ts';
import { MicrophoneError } from '../microphone.ts';
import type { RemoteAudioLike } from './remoteAudio.ts';

const LOOP = '127.0.0.1';
const cand = (address: string) => ({ type: 'candidate', candidate: { candidate: `candidate:1 1 udp 2122260223 ${address} 5000 typ host`, sdpMid: '0' } });

class FakePeer implements PeerLike {
  readonly received: unknown[] = [];
  destroyed = false;
  private readonly listeners = new Map<string, (value: never) => void>();
  constructor(readonly options: PeerOptions) {}
  on(event: string, listener: (value: never) => void) {
    this.listeners.set(event, listener);
    return this;
  }
  emit(event: string, value?: unknown) {
    this.listeners.get(event)?.(value as never);
  }
  signal(data: unknown) {
    this.received.push(data);
  }
  destroy() {
    this.destroyed = true;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: { refuse?: string; microphone?: 'fail' } = {}) {
  const frames = new Subject<CallFrame>();
  const sent: CallSignalArgs[] = [];
  const peers: FakePeer[] = [];
  const audio: RemoteAudioLike & { attached: number } = { attached: 0, attach() { this.attached += 1; }, setVolume() {}, level: () => 0.2, detach() {} };
  const stopped: string[] = [];
  const engine = new CallEngine({
    signalling: {
      calls$: frames,
      command: async (_name, args) => {
        sent.push(args);
        if (options.refuse && args.signal === 'invite') throw new SocketCommandError(options.refuse);
        return { status: args.signal === 'invite' ? 100 : 0 };
      },
    },
    self: '20000001',
    iceAllow: ['127.0.0.0/8'],
    openMicrophone: async () => {
      if (options.microphone === 'fail') throw new MicrophoneError('no-microphone');
      return { getTracks: () => [{ stop: () => stopped.push('mic') }] } as unknown as MediaStream;
    },
    createPeer: async (peerOptions) => {
      const peer = new FakePeer(peerOptions);
      peers.push(peer);
      return peer;
    },
    audio,
    newCallId: () => 'call-engine-1',
  });
  const frame = (signal: CallFrame['signal'], extra: Partial<CallFrame> = {}) =>
    frames.next({ type: 'call', callId: 'call-engine-1', signal, from: '10000005', fromName: 'Radio <b>5</b>', media: 'audio', ...extra });
  return { engine, sent, peers, audio, frame, frames, stopped };
}

describe('CallEngine', () => {
  it('refuses a call to oneself without opening the microphone or sending', async () => {
    const { engine, sent, peers } = setup();
    expect(engine.place('20000001')).toMatchObject({ phase: 'ended', status: 606 });
    await flush();
    expect(sent).toEqual([]);
    expect(peers).toEqual([]);
  });

  it('places a call: offer in the invite, forbidden candidates dropped, ack on answer, bye on hangup', async () => {
    const { engine, sent, peers, frame, audio, stopped } = setup();
    engine.place('10000005', { name: 'Radio 5' });
    await flush();
    const peer = peers[0]!;
    expect(peer.options.initiator).toBe(true);
    expect(peer.options.sdpTransform(`v=0\r\na=${cand('192.0.2.2').candidate.candidate}\r\na=${cand(LOOP).candidate.candidate}\r\n`)).not.toContain('192.0.2.2');
    peer.emit('signal', { type: 'offer', sdp: 'v=0' });
    peer.emit('signal', cand('192.0.2.2'));
    peer.emit('signal', cand(LOOP));
    await flush();
    expect(sent.map((s) => s.signal)).toEqual(['invite', 'candidate']);
    expect(sent[1]?.data).toEqual(cand(LOOP));
    expect(engine.state.phase).toBe('awaiting');
    frame('ringing', { status: 180 });
    frame('candidate', { data: cand('203.0.113.7') });
    frame('candidate', { data: cand(LOOP) });
    frame('answer', { status: 200, data: { type: 'answer', sdp: 'v=0' } });
    await flush();
    expect(peer.received).toEqual([cand(LOOP), { type: 'answer', sdp: 'v=0' }]);
    expect(engine.state).toMatchObject({ phase: 'connected', status: 202 });
    peer.emit('stream', {});
    peer.emit('iceStateChange', 'connected');
    expect(audio.attached).toBe(1);
    expect(engine.state.mediaUp).toBe(true);
    expect(engine.remoteLevel()).toBe(0.2);
    engine.hangup();
    await flush();
    expect(sent.at(-1)?.signal).toBe('bye');
    expect(peer.destroyed).toBe(true);
    expect(stopped).toEqual(['mic']);
    expect(engine.lastTimings.connectedAt).not.toBeNull();
  });

  it('ends with the refusal code of the invite (101 peer offline)', async () => {
    const { engine, peers } = setup({ refuse: '101' });
    engine.place('10000005');
    await flush();
    peers[0]!.emit('signal', { type: 'offer', sdp: 'v=0' });
    await flush();
    expect(engine.state).toMatchObject({ phase: 'ended', status: 101, refused: true });
    expect(peers[0]!.destroyed).toBe(true);
  });

  it('ends with 800 and the microphone kind when getUserMedia fails, sending nothing', async () => {
    const { engine, sent } = setup({ microphone: 'fail' });
    engine.place('10000005');
    await flush();
    expect(engine.state).toMatchObject({ phase: 'ended', status: 800, failure: 'no-microphone' });
    expect(sent).toEqual([]);
  });

  it('rings on an invite, keeps the caller name as plain text, answers busy to a second one', async () => {
    const { engine, sent, frame, frames, peers } = setup();
    frame('invite', { data: { type: 'offer', sdp: 'v=0' } });
    await flush();
    expect(engine.state).toMatchObject({ phase: 'incoming', peerName: 'Radio <b>5</b>' });
    frames.next({ type: 'call', callId: 'other-call-2', signal: 'invite', from: '10000006', fromName: 'Radio 6', media: 'audio' });
    await flush();
    expect(sent.map((s) => [s.callId, s.signal])).toEqual([
      ['call-engine-1', 'ringing'],
      ['other-call-2', 'busy'],
    ]);
    engine.answer();
    await flush();
    expect(peers[0]!.options.initiator).toBe(false);
    expect(peers[0]!.received).toEqual([{ type: 'offer', sdp: 'v=0' }]);
    engine.close();
    engine.close();
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CallFrame } from '../../protocol/index.ts';
import { IDLE_CALL, isCallOpen, stepCall, type CallEffect, type CallInput, type CallState } from './callMachine.ts';

const ME = '20000001';
const RADIO = '10000005';
const offer = { type: 'offer', sdp: 'v=0 offer' };
const answerSdp = { type: 'answer', sdp: 'v=0 answer' };
const cand = (n: number) => ({ type: 'candidate', candidate: { candidate: `candidate:${n} 1 udp 1 127.0.0.1 ${n} typ host`, sdpMid: '0' } });

function run(inputs: CallInput[], start: CallState = IDLE_CALL): { state: CallState; effects: CallEffect[] } {
  let state = start;
  const effects: CallEffect[] = [];
  for (const input of inputs) {
    const step = stepCall(state, input);
    state = step.state;
    effects.push(...step.effects);
  }
  return { state, effects };
}

const frame = (callId: string, signal: CallFrame['signal'], extra: Partial<CallFrame> = {}): CallInput => ({
  type: 'frame',
  now: 5,
  frame: { type: 'call', callId, signal, from: RADIO, fromName: 'Radio 5', media: 'audio', ...extra },
});
const sent = (effects: CallEffect[]) => effects.filter((e) => e.kind === 'send').map((e) => (e.kind === 'send' ? e.args.signal : ''));
const place: CallInput = { type: 'place', callId: 'call-0001', to: RADIO, toName: 'Radio 5', media: 'audio', self: ME, now: 1 };

describe('call state machine, caller side', () => {
  it('refuses a call to oneself with 606 and sends nothing', () => {
    const { state, effects } = run([{ ...place, to: ME }]);
    expect(state).toMatchObject({ phase: 'ended', status: 606 });
    expect(effects).toEqual([]);
  });

  it('connects: offer rides the invite, candidates wait for its reply, answer → ack → connected, bye', () => {
    let r = run([place]);
    expect(r.state.phase).toBe('connecting');
    expect(r.effects).toEqual([{ kind: 'startPeer', callId: 'call-0001', initiator: true, remote: [], video: null }]);
    r = run([{ type: 'localSignal', callId: 'call-0001', data: offer }, { type: 'localSignal', callId: 'call-0001', data: cand(1) }], r.state);
    expect(r.effects).toEqual([{ kind: 'send', args: { callId: 'call-0001', signal: 'invite', to: RADIO, media: 'audio', data: offer } }]);
    r = run([{ type: 'reply', callId: 'call-0001', signal: 'invite', status: 100, refused: false, now: 2 }], r.state);
    expect(r.state).toMatchObject({ phase: 'awaiting', status: 100 });
    expect(r.effects).toEqual([{ kind: 'send', args: { callId: 'call-0001', signal: 'candidate', data: cand(1) } }]);
    r = run([frame('call-0001', 'ringing', { status: 180 }), frame('call-0001', 'candidate', { data: cand(2) })], r.state);
    expect(r.state).toMatchObject({ phase: 'awaiting', status: 180 });
    expect(r.effects).toEqual([{ kind: 'signalPeer', callId: 'call-0001', data: cand(2) }]);
    r = run([frame('call-0001', 'answer', { status: 200, data: answerSdp })], r.state);
    expect(r.state).toMatchObject({ phase: 'connected', status: 202, connectedAt: 5 });
    expect(r.effects).toEqual([{ kind: 'signalPeer', callId: 'call-0001', data: answerSdp }, { kind: 'send', args: { callId: 'call-0001', signal: 'ack' } }]);
    r = run([{ type: 'hangup', now: 9 }], r.state);
    expect(r.state).toMatchObject({ phase: 'ended', status: 200, endedAt: 9 });
    expect(r.effects).toEqual([{ kind: 'send', args: { callId: 'call-0001', signal: 'bye' } }, { kind: 'stopPeer' }]);
  });

  it.each([
    ['decline', 603, 'declined'],
    ['busy', 486, 'ended'],
    ['bye', 408, 'ended'],
    ['bye', 101, 'ended'],
  ] as const)('ends on %s %d', (signal, status, phase) => {
    const r = run([place, { type: 'localSignal', callId: 'call-0001', data: offer }, frame('call-0001', signal, { status })]);
    expect(r.state).toMatchObject({ phase, status });
    expect(r.effects.at(-1)).toEqual({ kind: 'stopPeer' });
  });

  it('surfaces a refused invite with its code (101 offline, 486 busy, 606, 404, 406)', () => {
    for (const status of [101, 404, 406, 486, 606]) {
      const r = run([place, { type: 'localSignal', callId: 'call-0001', data: offer }, { type: 'reply', callId: 'call-0001', signal: 'invite', status, refused: true, now: 3 }]);
      expect(r.state).toMatchObject({ phase: 'ended', status });
    }
  });

  it('cancels: with a cancel signal once the invite went out, silently before', () => {
    let r = run([place, { type: 'localSignal', callId: 'call-0001', data: offer }, { type: 'hangup', now: 4 }]);
    expect(r.state).toMatchObject({ phase: 'canceled', status: 487 });
    expect(sent(r.effects)).toEqual(['invite', 'cancel']);
    r = run([place, { type: 'cancel', now: 2 }]);
    expect(r.state).toMatchObject({ phase: 'canceled', status: 487 });
    expect(sent(r.effects)).toEqual([]);
  });

  it('ends with 800 when the microphone fails before the invite, without sending', () => {
    const r = run([place, { type: 'mediaFailed', callId: 'call-0001', failure: 'no-microphone', now: 2 }]);
    expect(r.state).toMatchObject({ phase: 'ended', status: 800, failure: 'no-microphone' });
    expect(sent(r.effects)).toEqual([]);
  });
});

describe('call state machine, callee side', () => {
  it('rings automatically, answers with its SDP, connects on ack', () => {
    let r = run([frame('call-0009', 'invite', { data: offer }), frame('call-0009', 'candidate', { data: cand(1) })]);
    expect(r.state).toMatchObject({ phase: 'incoming', direction: 'incoming', peer: RADIO, peerName: 'Radio 5' });
    expect(r.effects).toEqual([{ kind: 'send', args: { callId: 'call-0009', signal: 'ringing' } }]);
    r = run([{ type: 'answer', now: 6 }], r.state);
    expect(r.effects).toEqual([{ kind: 'startPeer', callId: 'call-0009', initiator: false, remote: [offer, cand(1)], video: null }]);
    r = run([{ type: 'localSignal', callId: 'call-0009', data: answerSdp }, { type: 'localSignal', callId: 'call-0009', data: cand(3) }], r.state);
    expect(sent(r.effects)).toEqual(['answer']);
    r = run([{ type: 'reply', callId: 'call-0009', signal: 'answer', status: 200, refused: false, now: 7 }, frame('call-0009', 'ack', { status: 202 })], r.state);
    expect(sent(r.effects)).toEqual(['candidate']);
    expect(r.state).toMatchObject({ phase: 'connected', status: 202 });
  });

  it('declines with 603 and answers busy to a second invite', () => {
    let r = run([frame('call-0009', 'invite', { data: offer }), frame('call-0010', 'invite', { data: offer })]);
    expect(r.effects.at(-1)).toEqual({ kind: 'send', args: { callId: 'call-0010', signal: 'busy' } });
    expect(r.state.callId).toBe('call-0009');
    r = run([{ type: 'decline', now: 8 }], r.state);
    expect(r.state).toMatchObject({ phase: 'declined', status: 603 });
    expect(sent(r.effects)).toEqual(['decline']);
  });

  it('shows the caller cancelling as canceled 487', () => {
    const r = run([frame('call-0009', 'invite', { data: offer }), frame('call-0009', 'cancel', { status: 487 })]);
    expect(r.state).toMatchObject({ phase: 'canceled', status: 487 });
  });
});

describe('call state machine, any order', () => {
  it('never throws, never leaves two calls open, and ends every call it starts with a status', () => {
    const callIds = ['call-0001', 'call-0002'];
    const input = fc.oneof(
      fc.constant<CallInput>(place),
      fc.constantFrom<CallInput>({ type: 'answer', now: 1 }, { type: 'decline', now: 1 }, { type: 'cancel', now: 1 }, { type: 'hangup', now: 1 }, { type: 'dismiss' }),
      fc.record({ callId: fc.constantFrom(...callIds), data: fc.constantFrom<unknown>(offer, answerSdp, cand(1)) }).map((v): CallInput => ({ type: 'localSignal', ...v })),
      fc
        .record({ callId: fc.constantFrom(...callIds), signal: fc.constantFrom('invite', 'ringing', 'answer', 'ack', 'decline', 'busy', 'cancel', 'bye', 'candidate', 'resolution', 'bye_myself') as fc.Arbitrary<CallFrame['signal']>, status: fc.option(fc.integer({ min: 100, max: 900 }), { nil: undefined }) })
        .map((v) => frame(v.callId, v.signal, { status: v.status, data: cand(2) })),
      fc.record({ callId: fc.constantFrom(...callIds), signal: fc.constantFrom('invite', 'answer', 'ack', 'bye') as fc.Arbitrary<'invite'>, status: fc.integer({ min: 100, max: 900 }), refused: fc.boolean() }).map((v): CallInput => ({ type: 'reply', now: 2, ...v })),
      fc.record({ callId: fc.constantFrom(...callIds), failure: fc.constantFrom('no-microphone', 'not-supported', 'peer') as fc.Arbitrary<'peer'> }).map((v): CallInput => ({ type: 'mediaFailed', now: 3, ...v })),
    );
    fc.assert(
      fc.property(fc.array(input, { maxLength: 30 }), (inputs) => {
        let state = IDLE_CALL;
        for (const next of inputs) {
          state = stepCall(state, next).state;
          if (!isCallOpen(state) && state.phase !== 'idle') expect(state.status).not.toBeNull();
          if (state.phase === 'connected') expect(state.connectedAt).not.toBeNull();
        }
      }),
      { seed: 99, numRuns: 1000 },
    );
  });
});

describe('environment monitoring (ambient)', () => {
  it('starts a receive-only peer and invites with media ambient', () => {
    const { state, effects } = run([{ ...place, media: 'ambient' }, { type: 'localSignal', callId: 'call-0001', data: offer }]);
    expect(effects[0]).toMatchObject({ kind: 'startPeer', initiator: true, receiveOnly: true, video: null });
    expect(effects[1]).toMatchObject({ kind: 'send', args: { signal: 'invite', media: 'ambient', to: RADIO } });
    expect(state).toMatchObject({ media: 'ambient', phase: 'connecting', resolution: null });
  });

  it('a console never rings for an ambient invite: it declines at once and stays idle', () => {
    const { state, effects } = run([frame('call-0009', 'invite', { media: 'ambient', data: offer })]);
    expect(state.phase).toBe('idle');
    expect(sent(effects)).toEqual(['decline']);
  });
});

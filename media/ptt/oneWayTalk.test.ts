import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { JanusJS } from 'janus-gateway';
import type { JanusLibrary, JanusPluginOptions, JanusSessionCallbacks } from './janusLibrary.ts';
import { CONNECT_DEADLINE_MS, OneWayTalk, type OneWayTalkStatus } from './oneWayTalk.ts';

/** A janus.js stand-in with one handle per session: the test answers as Janus, or stays silent. */
function fakeJanus() {
  const sessions: { callbacks: JanusSessionCallbacks; plugin: JanusPluginOptions | null; sent: JanusJS.PluginMessage[]; destroyed: boolean }[] = [];
  const library: JanusLibrary = {
    connect(_server, callbacks) {
      const session = { callbacks, plugin: null as JanusPluginOptions | null, sent: [] as JanusJS.PluginMessage[], destroyed: false };
      sessions.push(session);
      return {
        attach(options) {
          session.plugin = options;
          options.success?.({
            send: (params) => void session.sent.push(params),
            createOffer: (params: JanusJS.OfferParams) => params.success?.({ type: 'offer', sdp: 'v=0' }),
            handleRemoteJsep: () => undefined,
            detach: () => undefined,
          });
        },
        destroy: () => void (session.destroyed = true),
      };
    },
  };
  const last = () => sessions.at(-1)!;
  return {
    library,
    sessions,
    up: () => last().callbacks.success(),
    joined: () => last().plugin?.onmessage?.({ audiobridge: 'joined', room: 7_000_000_001, id: 3 } as JanusJS.Message),
    answered: () => last().plugin?.onmessage?.({ audiobridge: 'event' } as JanusJS.Message, { type: 'answer', sdp: 'v=0' }),
    webrtc: (up: boolean) => last().plugin?.webrtcState?.(up),
  };
}

const micStream = () => ({ getAudioTracks: () => [{ kind: 'audio', stop: vi.fn() }], getTracks: () => [] }) as unknown as MediaStream;

async function started(janus: ReturnType<typeof fakeJanus>) {
  const talk = new OneWayTalk({ server: 'ws://x/janus', room: 7_000_000_001, pin: 'p1n', display: '20000001', library: async () => janus.library, microphone: async () => micStream() });
  const seen: OneWayTalkStatus[] = [];
  talk.status$.subscribe((status) => seen.push(status));
  await talk.start();
  return { talk, seen, now: () => seen.at(-1)! };
}

describe('OneWayTalk', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('joins the call room with the pin, unmuted, offers send-only, and talks once audio flows', async () => {
    const janus = fakeJanus();
    const { talk, seen, now } = await started(janus);
    janus.up();
    expect(janus.sessions[0]!.sent[0]!.message).toEqual({ request: 'join', room: 7_000_000_001, pin: 'p1n', display: '20000001', muted: false });
    janus.joined();
    expect(janus.sessions[0]!.sent[1]).toMatchObject({ message: { request: 'configure', muted: false }, jsep: { type: 'offer' } });
    janus.answered();
    expect(now()).toEqual({ phase: 'connecting', step: 'answered', attempt: 1 });
    janus.webrtc(true);
    expect(now()).toEqual({ phase: 'talking', attempt: 1 });
    expect(seen.map((status) => ('step' in status ? status.step : status.phase))).toEqual(['microphone', 'session', 'attached', 'joined', 'offered', 'answered', 'talking']);
    // Talking has no deadline.
    vi.advanceTimersByTime(CONNECT_DEADLINE_MS * 3);
    expect(now()).toEqual({ phase: 'talking', attempt: 1 });
    talk.close();
    talk.close();
    expect(now()).toEqual({ phase: 'closed' });
    expect(janus.sessions[0]!.destroyed).toBe(true);
  });

  it('tries a stalled attempt once more on a fresh session, then fails naming the step it stopped at', async () => {
    const janus = fakeJanus();
    const { now } = await started(janus);
    janus.up();
    janus.joined(); // ...and Janus never answers
    vi.advanceTimersByTime(CONNECT_DEADLINE_MS - 1);
    expect(now()).toMatchObject({ phase: 'connecting', step: 'offered', attempt: 1 });
    vi.advanceTimersByTime(1);
    expect(janus.sessions).toHaveLength(2);
    expect(janus.sessions[0]!.destroyed).toBe(true);
    expect(now()).toEqual({ phase: 'connecting', step: 'session', attempt: 2 });
    // The torn-down session's late callbacks change nothing.
    janus.sessions[0]!.plugin?.webrtcState?.(true);
    expect(now()).toMatchObject({ phase: 'connecting', attempt: 2 });
    vi.advanceTimersByTime(CONNECT_DEADLINE_MS);
    expect(now()).toEqual({ phase: 'failed', problem: 'timeout', step: 'session' });
    expect(janus.sessions).toHaveLength(2);
  });

  it('recovers on the second attempt', async () => {
    const janus = fakeJanus();
    const { now } = await started(janus);
    vi.advanceTimersByTime(CONNECT_DEADLINE_MS);
    expect(janus.sessions).toHaveLength(2);
    janus.up();
    janus.joined();
    janus.answered();
    janus.webrtc(true);
    expect(now()).toEqual({ phase: 'talking', attempt: 2 });
    expect(janus.sessions[1]!.sent[0]!.message).toMatchObject({ request: 'join', pin: 'p1n' });
  });

  it('retries once when Janus hangs up before audio flows, and fails on a hang-up while talking', async () => {
    const janus = fakeJanus();
    const { now } = await started(janus);
    janus.up();
    janus.joined();
    janus.webrtc(false);
    expect(now()).toEqual({ phase: 'connecting', step: 'session', attempt: 2 });
    janus.up();
    janus.joined();
    janus.webrtc(true);
    janus.webrtc(false);
    expect(now()).toEqual({ phase: 'failed', problem: 'media', step: 'offered' });
  });

  it('fails at once on a refusal from the room (a wrong pin), and on a microphone that cannot open', async () => {
    const janus = fakeJanus();
    const { now } = await started(janus);
    janus.up();
    janus.sessions[0]!.plugin?.onmessage?.({ audiobridge: 'event', error_code: 490, error: 'Wrong pin' } as JanusJS.Message);
    expect(now()).toEqual({ phase: 'failed', problem: 'media', step: 'attached' });
    vi.advanceTimersByTime(CONNECT_DEADLINE_MS * 2);
    expect(janus.sessions).toHaveLength(1);

    const silent = new OneWayTalk({ server: 'ws://x/janus', room: 1, pin: 'p', display: 'd', library: async () => janus.library, microphone: () => Promise.reject(new Error('denied')) });
    await silent.start();
    let last: OneWayTalkStatus | undefined;
    silent.status$.subscribe((status) => (last = status));
    expect(last).toEqual({ phase: 'failed', problem: 'microphone', step: 'microphone' });
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { JanusJS } from 'janus-gateway';
import { janusServerUrl } from './janusServer.ts';
import type { JanusLibrary, JanusPluginHandle, JanusPluginOptions, JanusSessionCallbacks } from './janusLibrary.ts';
import { MicrophoneError, microphoneErrorOf, openMicrophone } from '../microphone.ts';
import { PttMedia, janusReconnectDelay, type PttClock } from './pttMedia.ts';
import { DUCK_GAIN, roomGain, RoomAudioMixer } from './roomAudio.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('janusServerUrl', () => {
  const http = { protocol: 'http:', host: 'console.local:8765' };
  it('puts the path on the console origin, with the socket scheme of the page', () => {
    expect(janusServerUrl('/janus', http)).toBe('ws://console.local:8765/janus');
    expect(janusServerUrl('/janus', { protocol: 'https:', host: 'c.example' })).toBe('wss://c.example/janus');
  });
  it('takes full URLs as given and refuses a bare host:port', () => {
    expect(janusServerUrl('wss://media.example/janus', http)).toBe('wss://media.example/janus');
    expect(janusServerUrl('https://media.example/janus', http)).toBe('wss://media.example/janus');
    expect(janusServerUrl('127.0.0.1:17443', http)).toBeNull();
    expect(janusServerUrl('', http)).toBeNull();
    expect(janusServerUrl(undefined, http)).toBeNull();
  });
});

describe('microphone errors', () => {
  const domError = (name: string) => Object.assign(new Error('x'), { name });
  it('maps every getUserMedia failure to one of the two SPEC messages', () => {
    for (const name of ['NotAllowedError', 'NotFoundError', 'NotReadableError', 'OverconstrainedError', 'SecurityError', 'AbortError']) {
      expect(microphoneErrorOf(domError(name)).kind).toBe('no-microphone');
    }
    expect(microphoneErrorOf(domError('NotSupportedError')).kind).toBe('not-supported');
    expect(microphoneErrorOf(new TypeError('insecure')).kind).toBe('not-supported');
  });
  it('reports a browser without getUserMedia as not supported', async () => {
    await expect(openMicrophone(undefined)).rejects.toMatchObject({ kind: 'not-supported' });
    await expect(openMicrophone({ getUserMedia: () => Promise.reject(domError('NotAllowedError')) })).rejects.toBeInstanceOf(MicrophoneError);
  });
});

describe('room gain', () => {
  it('multiplies master and group volume on a squared curve; mute silences', () => {
    expect(roomGain(100, { volume: 100, muted: false })).toBe(1);
    expect(roomGain(50, { volume: 100, muted: false })).toBeCloseTo(0.25);
    expect(roomGain(100, { volume: 50, muted: false })).toBeCloseTo(0.25);
    expect(roomGain(100, { volume: 100, muted: true })).toBe(0);
    expect(roomGain(0, { volume: 100, muted: false })).toBe(0);
    expect(roomGain(250, { volume: -4, muted: false })).toBe(0);
  });
  it('follows volume and mute per group in the mixer', () => {
    const mixer = new RoomAudioMixer(() => {
      throw new Error('no Web Audio in node');
    });
    mixer.setMasterVolume(60);
    mixer.setGroupAudio('150', { volume: 100, muted: true });
    expect(mixer.gainOf('150')).toBe(0);
    expect(mixer.gainOf('100')).toBeCloseTo(0.36);
  });
  it('ducks a room to DUCK_GAIN of its gain and restores it after', () => {
    const mixer = new RoomAudioMixer(() => {
      throw new Error('no Web Audio in node');
    });
    mixer.setGroupAudio('100', { volume: 100, muted: false, ducked: true });
    expect(mixer.gainOf('100')).toBeCloseTo(DUCK_GAIN);
    mixer.setGroupAudio('100', { volume: 100, muted: false });
    expect(mixer.gainOf('100')).toBe(1);
    // A muted room stays silent, ducked or not.
    expect(roomGain(100, { volume: 100, muted: true, ducked: true })).toBe(0);
  });
});

/** A janus.js stand-in: records what the console sends and lets the test answer as Janus. */
function fakeJanus() {
  const sent: { gid: string; message: Record<string, unknown>; jsep?: unknown }[] = [];
  const handles = new Map<string, JanusPluginOptions>();
  let callbacks: JanusSessionCallbacks | null = null;
  let connects = 0;
  const library: JanusLibrary = {
    connect(_server, given) {
      connects += 1;
      callbacks = given;
      return {
        attach(options) {
          const gid = String(/-(\d+)$/.exec(options.opaqueId ?? '')?.[1]);
          handles.set(gid, options);
          const handle: JanusPluginHandle = {
            send: (params: JanusJS.PluginMessage) => void sent.push({ gid, message: params.message, jsep: params.jsep }),
            createOffer: (params: JanusJS.OfferParams) => params.success?.({ type: 'offer', sdp: 'v=0' }),
            handleRemoteJsep: () => undefined,
            detach: () => void handles.delete(gid),
          };
          options.success?.(handle);
        },
        destroy: () => undefined,
      };
    },
  };
  return {
    library,
    sent,
    handles,
    connects: () => connects,
    session: () => callbacks!,
    joined: (gid: string) => handles.get(gid)?.onmessage?.({ audiobridge: 'joined', room: Number(gid), id: 7 } as JanusJS.Message),
  };
}

const track = () => ({ enabled: true, kind: 'audio', clone: () => track(), stop: vi.fn() }) as unknown as MediaStreamTrack;
const micStream = () => ({ getAudioTracks: () => [track()], getTracks: () => [] }) as unknown as MediaStream;

function manualClock() {
  const timers: (() => void)[] = [];
  const clock: PttClock = { setTimeout: (callback) => timers.push(callback), clearTimeout: () => undefined };
  return { clock, fire: () => timers.splice(0).forEach((run) => run()), pending: () => timers.length };
}

describe('PttMedia', () => {
  const silentMixer = () => new RoomAudioMixer(() => ({}) as never);

  it('joins every monitored room muted, with the msId as display, once Janus is up', async () => {
    const janus = fakeJanus();
    const media = new PttMedia({ server: 'ws://x/janus', display: '20000001', library: async () => janus.library, microphone: async () => micStream(), mixer: silentMixer() });
    media.setRooms(['150', '100']);
    media.start();
    await flush();
    janus.session().success();
    await flush();
    expect(media.status).toMatchObject({ connection: 'connected', microphone: 'ready' });
    expect(janus.sent.map((s) => [s.gid, s.message])).toEqual([
      ['150', { request: 'join', room: 150, display: '20000001', muted: true }],
      ['100', { request: 'join', room: 100, display: '20000001', muted: true }],
    ]);
    janus.joined('150');
    expect(janus.sent.at(-1)).toMatchObject({ gid: '150', message: { request: 'configure', muted: true }, jsep: { type: 'offer' } });
    expect(media.status.rooms.get('150')).toBe('joined');
    janus.handles.get('150')?.webrtcState?.(true);
    expect(media.status.rooms.get('150')).toBe('webrtcup');
    media.close();
    media.close();
  });

  it('unmutes only the room whose floor the dispatcher holds', async () => {
    const janus = fakeJanus();
    const media = new PttMedia({ server: 'ws://x/janus', display: '20000001', library: async () => janus.library, microphone: async () => micStream(), mixer: silentMixer() });
    media.setRooms(['150', '100']);
    media.start();
    await flush();
    janus.session().success();
    await flush();
    janus.joined('150');
    janus.joined('100');
    janus.sent.length = 0;
    media.setTalking('100');
    expect(janus.sent).toEqual([{ gid: '100', message: { request: 'configure', muted: false }, jsep: undefined }]);
    media.setTalking(null);
    expect(janus.sent.at(-1)).toEqual({ gid: '100', message: { request: 'configure', muted: true }, jsep: undefined });
    media.close();
  });

  it('keeps listening without a microphone and reports why', async () => {
    const janus = fakeJanus();
    const denied = Object.assign(new Error('denied'), { name: 'NotAllowedError' });
    const media = new PttMedia({
      server: 'ws://x/janus',
      display: '20000001',
      library: async () => janus.library,
      microphone: () => openMicrophone({ getUserMedia: () => Promise.reject(denied) }),
      mixer: silentMixer(),
    });
    media.setRooms(['150']);
    media.start();
    await flush();
    janus.session().success();
    await flush();
    expect(media.status.microphone).toBe('no-microphone');
    expect(media.microphoneError()?.kind).toBe('no-microphone');
    expect(janus.sent).toHaveLength(1);
    media.close();
  });

  it('reconnects with backoff after losing Janus and joins again', async () => {
    const janus = fakeJanus();
    const timers = manualClock();
    const media = new PttMedia({ server: 'ws://x/janus', display: '1', library: async () => janus.library, microphone: async () => micStream(), mixer: silentMixer(), clock: timers.clock });
    media.setRooms(['150']);
    media.start();
    await flush();
    janus.session().error('down');
    await flush();
    expect(media.status.connection).toBe('retrying');
    expect(timers.pending()).toBe(1);
    timers.fire();
    await flush();
    expect(janus.connects()).toBe(2);
    janus.session().success();
    await flush();
    expect(media.status.rooms.get('150')).toBe('joining');
    expect(janusReconnectDelay(0)).toBe(1_000);
    expect(janusReconnectDelay(10)).toBe(30_000);
    media.close();
    expect(media.status.connection).toBe('closed');
  });
});

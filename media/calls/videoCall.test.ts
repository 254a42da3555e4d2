import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { VIDEO_RESOLUTIONS, VideoResolution } from '../../protocol/index.ts';
import { cameraConstraints, openCamera, videoConstraints } from './camera.ts';
import { IDLE_CALL, stepCall } from './callMachine.ts';
import { CallEngine } from './callEngine.ts';
import { MicrophoneError } from '../microphone.ts';

describe('video call resolutions', () => {
  it('has the seven SPEC §4 resolutions, largest first, 360p by default', () => {
    expect(VideoResolution.options).toEqual(['720p', 'SVGA', 'VGA', '360p', 'CIF', 'QCIF', 'QQVGA']);
    const areas = VideoResolution.options.map((r) => VIDEO_RESOLUTIONS[r].width * VIDEO_RESOLUTIONS[r].height);
    expect([...areas].sort((a, b) => b - a)).toEqual(areas);
    expect(stepCall(IDLE_CALL, { type: 'place', callId: 'call-v1', to: '10000005', media: 'video', self: '20000001', now: 1 }).state.resolution).toBe('360p');
  });

  it('maps each resolution to ideal getUserMedia sizes with the microphone', () => {
    expect(videoConstraints('720p')).toMatchObject({ width: { ideal: 1280 }, height: { ideal: 720 } });
    expect(videoConstraints('SVGA')).toMatchObject({ width: { ideal: 800 }, height: { ideal: 600 } });
    expect(videoConstraints('VGA')).toMatchObject({ width: { ideal: 640 }, height: { ideal: 480 } });
    expect(videoConstraints('360p')).toMatchObject({ width: { ideal: 640 }, height: { ideal: 360 } });
    expect(videoConstraints('CIF')).toMatchObject({ width: { ideal: 352 }, height: { ideal: 288 } });
    expect(videoConstraints('QCIF')).toMatchObject({ width: { ideal: 176 }, height: { ideal: 144 } });
    expect(videoConstraints('QQVGA')).toMatchObject({ width: { ideal: 160 }, height: { ideal: 120 } });
    expect(cameraConstraints('CIF').audio).toMatchObject({ echoCancellation: true });
  });

  it('opens the camera or fails with a typed error', async () => {
    const stream = { getVideoTracks: () => [{}] } as unknown as MediaStream;
    let asked: MediaStreamConstraints | undefined;
    await expect(openCamera('QCIF', { getUserMedia: async (c) => ((asked = c), stream) })).resolves.toBe(stream);
    expect(asked?.video).toMatchObject({ width: { ideal: 176 } });
    await expect(openCamera('QCIF', { getUserMedia: async () => Promise.reject(Object.assign(new Error('busy'), { name: 'NotReadableError' })) })).rejects.toMatchObject({ kind: 'no-microphone' });
    await expect(openCamera('QCIF', undefined)).rejects.toMatchObject({ kind: 'not-supported' });
  });
});

describe('video call signalling', () => {
  it('sends the resolution with the invite and opens the camera at it', () => {
    const placed = stepCall(IDLE_CALL, { type: 'place', callId: 'call-v2', to: '10000005', media: 'video', resolution: 'CIF', self: '20000001', now: 1 });
    expect(placed.effects).toEqual([{ kind: 'startPeer', callId: 'call-v2', initiator: true, remote: [], video: 'CIF' }]);
    const offered = stepCall(placed.state, { type: 'localSignal', callId: 'call-v2', data: { type: 'offer', sdp: 'v=0' } });
    expect(offered.effects).toEqual([{ kind: 'send', args: { callId: 'call-v2', signal: 'invite', to: '10000005', media: 'video', resolution: 'CIF', data: { type: 'offer', sdp: 'v=0' } } }]);
  });

  it('answers an incoming video call with the camera at the asked resolution', () => {
    const rung = stepCall(IDLE_CALL, { type: 'frame', now: 1, frame: { type: 'call', callId: 'call-v3', signal: 'invite', from: '10000005', fromName: 'R5', media: 'video', resolution: 'QQVGA' } });
    expect(rung.state).toMatchObject({ phase: 'incoming', media: 'video', resolution: 'QQVGA' });
    expect(stepCall(rung.state, { type: 'answer', now: 2 }).effects).toEqual([{ kind: 'startPeer', callId: 'call-v3', initiator: false, remote: [], video: 'QQVGA' }]);
  });

  it('ends with 800 when the camera fails, and with the platform status 406, 418, 201, 402', () => {
    const placed = stepCall(IDLE_CALL, { type: 'place', callId: 'call-v4', to: '10000005', media: 'video', self: '20000001', now: 1 }).state;
    expect(stepCall(placed, { type: 'mediaFailed', callId: 'call-v4', failure: 'no-camera', now: 2 }).state).toMatchObject({ phase: 'ended', status: 800, failure: 'no-camera' });
    const invited = stepCall(placed, { type: 'localSignal', callId: 'call-v4', data: { type: 'offer', sdp: 'v=0' } }).state;
    expect(stepCall(invited, { type: 'reply', callId: 'call-v4', signal: 'invite', status: 406, refused: true, now: 3 }).state).toMatchObject({ phase: 'ended', status: 406, refused: true });
    for (const status of [418, 201, 402]) {
      const ended = stepCall(invited, { type: 'frame', now: 4, frame: { type: 'call', callId: 'call-v4', signal: 'bye', from: '10000005', fromName: 'R5', media: 'video', status } });
      expect(ended.state).toMatchObject({ phase: 'ended', status });
    }
  });
});

describe('the call engine on a video call', () => {
  it('opens the camera at the resolution, publishes both streams, mutes the microphone, and ends 800 when the camera fails', async () => {
    const audioTrack = { kind: 'audio', enabled: true, stop: () => undefined };
    const camera = { getTracks: () => [audioTrack, { kind: 'video', enabled: true, stop: () => undefined }] } as unknown as MediaStream;
    const asked: string[] = [];
    let fail = false;
    const listeners = new Map<string, (value: never) => void>();
    const engine = new CallEngine({
      signalling: { calls$: new Subject<never>(), command: async () => ({ status: 100 }) },
      self: '20000001',
      openMicrophone: async () => Promise.reject(new Error('a video call must not open the microphone alone')),
      openCamera: async (resolution) => {
        asked.push(resolution);
        if (fail) throw new MicrophoneError('no-microphone', 'NotReadableError');
        return camera;
      },
      createPeer: async () => ({ signal: () => undefined, on: (event: string, listener: (value: never) => void) => listeners.set(event, listener), destroy: () => undefined }),
      audio: { attach: () => undefined, setVolume: () => undefined, level: () => 0, detach: () => undefined },
    });
    const local: (MediaStream | null)[] = [];
    const remote: (MediaStream | null)[] = [];
    engine.localVideo$.subscribe((stream) => local.push(stream));
    engine.remoteVideo$.subscribe((stream) => remote.push(stream));
    engine.place('10000005', { media: 'video', resolution: 'VGA' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual(['VGA']);
    expect(local.at(-1)).toBe(camera);
    const theirs = {} as MediaStream;
    listeners.get('stream')?.(theirs as never);
    expect(remote.at(-1)).toBe(theirs);
    engine.setMuted(true);
    expect(audioTrack.enabled).toBe(false);
    engine.setMuted(false);
    expect(audioTrack.enabled).toBe(true);
    engine.hangup();
    expect([local.at(-1), remote.at(-1)]).toEqual([null, null]);
    engine.dismiss();

    fail = true;
    engine.place('10000005', { media: 'video' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toBe('360p');
    expect(engine.state).toMatchObject({ phase: 'ended', status: 800, failure: 'no-camera' });
    engine.close();
  });
});

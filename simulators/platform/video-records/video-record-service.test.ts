import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VideoRecordRefusal, type Camera } from '../../../protocol/index.ts';
import type { CameraSource } from '../cameras/camera-media.ts';
import { startTestEmulator, type TestEmulator } from '../testing/test-emulator.ts';
import type { Capture, ProbedVideo } from './ffmpeg-capture.ts';
import { VideoRecordService } from './video-record-service.ts';

/**
 * The service's decisions with ffmpeg stood in for: a capture writes a few bytes to its output
 * and ends when stopped (or when the test ends the "stream"). The real ffmpeg path is covered by
 * video-record-routes.test.ts.
 */
const DISPATCHER = '20000001';
const RADIO = '10000001';

let emulator: TestEmulator;
let cameras: Record<'gate' | 'yard' | 'door' | 'cam', Camera>;
const live = new Set<string>();
const endStream: Array<() => void> = [];

function fakeCapture(_source: CameraSource, args: string[]): Capture {
  const out = args.at(-1)!;
  let finish: (clean: boolean) => void = () => undefined;
  const done = new Promise<boolean>((resolve) => (finish = resolve));
  const written = writeFile(out, 'picture');
  // A snapshot ends by itself after one picture; a recording runs until stopped or its stream ends.
  if (out.endsWith('.jpg')) void written.then(() => finish(true));
  endStream.push(() => void written.then(() => finish(true)));
  return { done, stop: () => written.then(() => (finish(true), done)) };
}

function service(probe: (file: string) => Promise<ProbedVideo | null> = async (file) => (file.endsWith('.jpg') ? { durationMs: 0, width: 640, height: 360 } : { durationMs: 4_000, width: 640, height: 360 })) {
  return new VideoRecordService(emulator.platform, {
    dir: `${emulator.dataDir}/unit-records`,
    sourceOf: async (camera) => (live.has(camera.streamId) ? { kind: 'playlist', path: `/nowhere/${camera.streamId}.m3u8` } : null),
    run: fakeCapture,
    probe,
  });
}

beforeAll(async () => {
  emulator = await startTestEmulator();
  const add = async (name: string, protocol: Camera['protocol'], streamId: string, streamUrl: string) => {
    const answer = await emulator.services.cameras.add(DISPATCHER, { name, protocol, streamId, streamUrl });
    if (answer.code !== '0' || !('camera' in answer) || !answer.camera) throw new Error('camera not added');
    return answer.camera;
  };
  cameras = {
    gate: await add('Gate', 'hls', 'gate', '/cameras/hls/gate/index.m3u8'),
    yard: await add('Yard', 'flv', 'yard', '/cameras/flv?stream=yard'),
    door: await add('Door', 'webrtc', '9001', '/janus'),
    cam: await add('Cam', 'hls', 'cam', '/cameras/hls/cam/index.m3u8'),
  };
  live.add('gate').add('yard');
}, 60_000);
afterAll(() => emulator?.stop());

describe('video record service', () => {
  it('records a live camera once at a time, lists it while running, and keeps the finished file', async () => {
    const records = service();
    const started = await records.start(DISPATCHER, cameras.gate.id);
    expect(started).toMatchObject({ ok: true, record: { kind: 'video', cameraId: cameras.gate.id, cameraName: 'Gate', endTime: null, createBy: DISPATCHER } });
    expect(await records.start(DISPATCHER, cameras.gate.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.AlreadyRecording });
    expect((await records.status(DISPATCHER, cameras.gate.id))?.recording?.id).toBe(started.ok ? started.record?.id : '');
    const id = started.ok ? started.record!.id : '';
    expect(await records.remove(DISPATCHER, id)).toEqual({ ok: false, refusal: VideoRecordRefusal.StillRecording });

    const stopped = await records.stop(DISPATCHER, cameras.gate.id);
    expect(stopped).toMatchObject({ ok: true, record: { id, durationMs: 4_000, width: 640, height: 360, size: 7 } });
    expect(emulator.platform.state.videoRecords.get(id)?.endTime).not.toBeNull();
    expect(await records.stop(DISPATCHER, cameras.gate.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.NotRecording });
    expect(await records.remove(DISPATCHER, id)).toEqual({ ok: true, record: null });
    expect(emulator.platform.state.videoRecords.has(id)).toBe(false);
  });

  it('refuses with the SPEC codes: unknown camera, WebRTC, not live, not a dispatcher, too many, no recording time', async () => {
    const records = service();
    expect(await records.start(DISPATCHER, '999')).toEqual({ ok: false, refusal: VideoRecordRefusal.Unknown });
    expect(await records.start(DISPATCHER, cameras.door.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.NotRecordable });
    expect(await records.start(DISPATCHER, cameras.cam.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.StreamNotFound });
    expect(await records.snap(DISPATCHER, cameras.cam.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.StreamNotFound });
    expect(await records.start(RADIO, cameras.gate.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.NotDispatcher });

    records.maxConcurrent = 1;
    expect((await records.start(DISPATCHER, cameras.gate.id)).ok).toBe(true);
    expect(await records.start(DISPATCHER, cameras.yard.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.TooMany });
    await records.close();

    records.maxConcurrent = 4;
    records.quotaMs = 1_000;
    // 4 s already recorded by the call above: the organisation's time is used up.
    expect(await records.start(DISPATCHER, cameras.yard.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.NoRecordingTime });
  });

  it('keeps what was recorded when the stream ends, and drops a recording that holds no video', async () => {
    const records = service();
    const started = await records.start(DISPATCHER, cameras.yard.id);
    endStream.at(-1)!();
    await expect.poll(() => (started.ok ? emulator.platform.state.videoRecords.get(started.record!.id)?.endTime : 0)).toBeGreaterThan(0);

    const empty = service(async () => null);
    const failed = await empty.start(DISPATCHER, cameras.gate.id);
    expect(await empty.stop(DISPATCHER, cameras.gate.id)).toEqual({ ok: false, refusal: VideoRecordRefusal.StreamNotFound });
    expect(emulator.platform.state.videoRecords.has(failed.ok ? failed.record!.id : '')).toBe(false);
  });

  it('takes a snapshot as a record with the picture size', async () => {
    const snapped = await service().snap(DISPATCHER, cameras.gate.id);
    expect(snapped).toMatchObject({ ok: true, record: { kind: 'snapshot', cameraName: 'Gate', durationMs: 0, width: 640, height: 360 } });
  });

  it('clears a recording left running by a crash when it starts again', async () => {
    const records = service();
    const started = await records.start(DISPATCHER, cameras.gate.id);
    const id = started.ok ? started.record!.id : '';
    // A second service on the same platform stands for the emulator after a restart.
    await service().recover();
    expect(emulator.platform.state.videoRecords.has(id)).toBe(false);
    await records.close();
  });
});

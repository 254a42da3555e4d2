import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedCamera, type SimulatedCamera } from '../../cameras/simulated-camera.ts';
import { call, startTestEmulator, TEST_CAMERA_INGEST_KEY, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

/** apiZlmk over HTTP against real ffmpeg cameras (an HLS folder and an FLV push) and real ffmpeg recordings. */
let emulator: TestEmulator;
let token: string;
let radio: string;
const sources: SimulatedCamera[] = [];
const ids: Record<string, string> = {};

const as = (who: string, path: string, method = 'GET', body?: unknown) => call(`${emulator.url}${path}${path.includes('?') ? '&' : '?'}token=${who}`, method, body).then((answer) => answer.body);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  radio = await tokenFor(emulator.url, '10000001', '123456');
  const targets = { hlsDir: join(emulator.dataDir, 'cameras'), emulatorUrl: emulator.url, ingestKey: TEST_CAMERA_INGEST_KEY };
  sources.push(await startSimulatedCamera({ name: 'Gate', protocol: 'hls', streamId: 'gate' }, targets));
  sources.push(await startSimulatedCamera({ name: 'Yard', protocol: 'flv', streamId: 'yard' }, targets));
  for (const source of sources) {
    const added = await as(token, '/ds/camera/add', 'POST', { name: source.name, protocol: source.protocol, streamId: source.streamId, streamUrl: source.streamUrl });
    ids[source.protocol] = (added.data?.desc as { id: string }).id;
  }
  const idle = await as(token, '/ds/camera/add', 'POST', { name: 'Idle', protocol: 'hls', streamId: 'idle', streamUrl: '/cameras/hls/idle/index.m3u8' });
  ids.idle = (idle.data?.desc as { id: string }).id;
  // Both streams live before the tests record them.
  for (const id of [ids.hls, ids.flv]) {
    for (let tries = 0; !((await as(token, `/ds/apiZlmk/isOnline?cameraId=${id}`)).data?.desc as { online?: boolean }).online; tries += 1) {
      if (tries > 100) throw new Error(`camera ${id} never came online`);
      await sleep(200);
    }
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(sources.map((source) => source.stop()));
  await emulator?.stop();
});

type Listed = { id: string; kind: string; cameraId: string; durationMs: number; size: number; width: number; endTime: number | null };

describe('video records over /ds/apiZlmk', () => {
  for (const protocol of ['hls', 'flv'] as const) {
    it(`records a live ${protocol} camera into a playable MP4 served with Range`, async () => {
      const from = Date.now() - 1_000;
      const started = await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids[protocol], action: 'start' });
      expect(started).toMatchObject({ code: '0', data: { desc: { kind: 'video', endTime: null } } });
      expect((await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids[protocol], action: 'start' })).code).toBe('201');
      await sleep(3_000);
      const stopped = await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids[protocol], action: 'stop' });
      expect(stopped.code).toBe('0');
      const record = stopped.data?.desc as Listed;
      expect(record.durationMs).toBeGreaterThan(500);
      expect(record.width).toBe(640);

      const listed = await as(token, `/ds/apiZlmk/list?start=${from}&end=${Date.now()}&cameraId=${ids[protocol]}`);
      expect((listed.data?.list as Listed[]).map((item) => item.id)).toContain(record.id);
      const other = await as(token, `/ds/apiZlmk/list?start=${from}&end=${Date.now()}&cameraId=${ids.idle}`);
      expect(other.data?.list).toEqual([]);

      const whole = await fetch(`${emulator.url}/video-records/${record.id}.mp4?token=${token}`);
      expect(whole.headers.get('content-type')).toBe('video/mp4');
      const bytes = Buffer.from(await whole.arrayBuffer());
      expect(bytes.length).toBe(record.size);
      expect(bytes.toString('latin1', 4, 8)).toBe('ftyp');
      // faststart: the index (moov) comes before the media data, so playback starts at once.
      expect(bytes.indexOf('moov')).toBeLessThan(bytes.indexOf('mdat'));
      const part = await fetch(`${emulator.url}/video-records/${record.id}.mp4?token=${token}`, { headers: { Range: 'bytes=10-19' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe(`bytes 10-19/${record.size}`);
      // Without a session: the token-expired answer, no bytes.
      expect(await (await fetch(`${emulator.url}/video-records/${record.id}.mp4`)).json()).toMatchObject({ code: '105' });
    }, 30_000);
  }

  it('snaps a JPEG of the live picture', async () => {
    const snapped = await as(token, '/ds/apiZlmk/snap', 'POST', { cameraId: ids.flv });
    expect(snapped).toMatchObject({ code: '0', data: { desc: { kind: 'snapshot', width: 640, height: 360 } } });
    const id = (snapped.data?.desc as Listed).id;
    const image = Buffer.from(await (await fetch(`${emulator.url}/video-records/${id}.jpg?token=${token}`)).arrayBuffer());
    expect([image[0], image[1]]).toEqual([0xff, 0xd8]);
    expect((await as(token, '/ds/apiZlmk/delete', 'POST', { id })).code).toBe('0');
    expect((await fetch(`${emulator.url}/video-records/${id}.jpg?token=${token}`)).status).toBe(404);
  }, 20_000);

  it('validates like the console: the SPEC §5 range, the body; a camera that is not live; only dispatchers', async () => {
    const now = Date.now();
    expect(await as(token, `/ds/apiZlmk/list?end=${now}`)).toMatchObject({ code: '400', desc: 'range: startRequired' });
    expect(await as(token, `/ds/apiZlmk/list?start=${now}&end=${now - 1}`)).toMatchObject({ code: '400', desc: 'range: startNotBeforeEnd' });
    expect(await as(token, `/ds/apiZlmk/list?start=${now - 40 * 86_400_000}&end=${now}`)).toMatchObject({ code: '400', desc: 'range: spanTooLong' });
    expect((await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids.hls, action: 'pause' })).code).toBe('400');
    expect(await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids.idle, action: 'start' })).toMatchObject({ code: '502', desc: 'stream not found' });
    expect(await as(token, `/ds/apiZlmk/isOnline?cameraId=${ids.idle}`)).toMatchObject({ code: '0', data: { desc: { online: false, recording: null } } });
    expect((await as(token, '/ds/apiZlmk/record', 'POST', { cameraId: ids.idle, action: 'stop' })).code).toBe('409');
    expect((await as(radio, '/ds/apiZlmk/record', 'POST', { cameraId: ids.hls, action: 'start' })).code).toBe('403');
    expect((await as(radio, `/ds/apiZlmk/list?start=${now - 1000}&end=${now}`)).code).toBe('403');
  });
});

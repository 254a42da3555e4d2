import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSimulatedCamera, type SimulatedCamera } from '../../cameras/simulated-camera.ts';
import { callAs, startTestEmulator, TEST_CAMERA_INGEST_KEY, tokenFor, type TestEmulator } from '../testing/test-emulator.ts';

/** apiZlmk over HTTP against real ffmpeg cameras (an HLS folder and an FLV push) and real ffmpeg recordings. */
let emulator: TestEmulator;
let token: string;
let radio: string;
const sources: SimulatedCamera[] = [];
const ids: Record<string, string> = {};

const as = (who: string, path: string, method = 'GET', body?: unknown) => callAs(emulator.url, who, path, method, body);
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

  it('proxies a loopback stream into HLS that a camera entry watches and records; refuses other hosts and schemes', async () => {
    expect(await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'add', streamId: 'far', url: 'http://10.1.2.3/live.flv' })).toMatchObject({ code: '400', desc: 'url: notLoopback' });
    expect(await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'add', streamId: 'far', url: 'file:///etc/passwd' })).toMatchObject({ code: '400', desc: 'url: invalid' });
    expect(await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'add', streamId: 'gate', url: 'http://127.0.0.1:1/x.flv' })).toMatchObject({ code: '409' });
    expect((await as(radio, '/ds/apiZlmk/proxy', 'POST', { action: 'add', streamId: 'far', url: 'http://127.0.0.1:1/x.flv' })).code).toBe('403');

    // The source: ffmpeg serving HTTP-FLV on a loopback port of its own.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    const url = `http://127.0.0.1:${port}/source.flv`;
    const source = spawn('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-re', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=15', '-c:v', 'libx264', '-preset', 'ultrafast', '-tune', 'zerolatency', '-pix_fmt', 'yuv420p', '-g', '15', '-f', 'flv', '-listen', '1', url], { stdio: 'ignore' });
    try {
      await sleep(1_000);
      expect(await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'add', streamId: 'pulled', url })).toMatchObject({ code: '0', data: { desc: { streamId: 'pulled', streamUrl: '/cameras/hls/pulled/index.m3u8' } } });
      const added = await as(token, '/ds/camera/add', 'POST', { name: 'Pulled', protocol: 'hls', streamId: 'pulled', streamUrl: '/cameras/hls/pulled/index.m3u8' });
      const cameraId = (added.data?.desc as { id: string }).id;
      for (let tries = 0; !((await as(token, `/ds/apiZlmk/isOnline?cameraId=${cameraId}`)).data?.desc as { online?: boolean }).online; tries += 1) {
        if (tries > 100) throw new Error('the proxied stream never came online');
        await sleep(200);
      }
      expect((await as(token, '/ds/apiZlmk/record', 'POST', { cameraId, action: 'start' })).code).toBe('0');
      await sleep(2_500);
      expect(await as(token, '/ds/apiZlmk/record', 'POST', { cameraId, action: 'stop' })).toMatchObject({ code: '0', data: { desc: { width: 320, height: 240 } } });

      expect((await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'remove', streamId: 'pulled' })).code).toBe('0');
      expect(await as(token, `/ds/apiZlmk/isOnline?cameraId=${cameraId}`)).toMatchObject({ data: { desc: { online: false } } });
      expect((await as(token, '/ds/apiZlmk/proxy', 'POST', { action: 'remove', streamId: 'pulled' })).code).toBe('404');
    } finally {
      source.kill('SIGKILL');
    }
  }, 40_000);
});

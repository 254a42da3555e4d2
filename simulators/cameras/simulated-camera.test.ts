import { join } from 'node:path';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs, startTestEmulator, TEST_CAMERA_INGEST_KEY, tokenFor, type TestEmulator } from '../platform/testing/test-emulator.ts';
import { startSimulatedCamera, type SimulatedCamera } from './simulated-camera.ts';

let emulator: TestEmulator;
let token: string;
const cameras: SimulatedCamera[] = [];
beforeAll(async () => {
  emulator = await startTestEmulator();
  token = await tokenFor(emulator.url, '20000001', 'Dispatch#2026');
  const targets = { hlsDir: join(emulator.dataDir, 'cameras'), emulatorUrl: emulator.url, ingestKey: TEST_CAMERA_INGEST_KEY };
  cameras.push(await startSimulatedCamera({ name: 'Gate', protocol: 'hls', streamId: 'gate' }, targets));
  cameras.push(await startSimulatedCamera({ name: 'Yard', protocol: 'flv', streamId: 'yard' }, targets));
  // A stream is viewable by the organisation that has it as a camera (docs/protocol.md "Organisations").
  for (const camera of cameras) {
    const added = await callAs(emulator.url, token, '/ds/camera/add', 'POST', { name: camera.name, protocol: camera.protocol, streamId: camera.streamId, streamUrl: camera.streamUrl });
    expect(added.code).toBe('0');
  }
}, 60_000);
afterAll(async () => {
  await Promise.all(cameras.map((camera) => camera.stop()));
  await emulator?.stop();
});

const wsUrl = (path: string) => `${emulator.url.replace('http', 'ws')}${path}`;

async function until<T>(probe: () => Promise<T | null>, ms = 15_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = await probe();
    if (found !== null) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('simulated cameras', () => {
  it('serves an HLS camera\'s playlist and segments to signed-in viewers only', async () => {
    const camera = cameras[0]!;
    expect(camera.streamUrl).toBe('/cameras/hls/gate/index.m3u8');
    const playlist = await until(async () => {
      const answer = await fetch(`${emulator.url}${camera.streamUrl}?token=${token}`);
      const text = answer.ok ? await answer.text() : '';
      return text.includes('.ts') ? text : null;
    });
    const segment = playlist.split('\n').find((line) => line.endsWith('.ts'))!;
    const bytes = Buffer.from(await (await fetch(`${emulator.url}/cameras/hls/gate/${segment}?token=${token}`)).arrayBuffer());
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
    expect((await fetch(`${emulator.url}${camera.streamUrl}`)).status).toBe(401);
    expect((await fetch(`${emulator.url}/cameras/hls/none/index.m3u8?token=${token}`)).status).toBe(404);
    expect((await fetch(`${emulator.url}/cameras/hls/gate/..%2Fx.m3u8?token=${token}`)).status).toBe(404);
  }, 30_000);

  it('fans an FLV camera out over WebSocket, starting each viewer at a key frame', async () => {
    const camera = cameras[1]!;
    await until(async () => ((await fetch(`${emulator.url}${camera.streamUrl}&token=${token}`)).status === 200 ? true : null));
    const ws = new WebSocket(wsUrl(`${camera.streamUrl}&token=${token}`), { origin: emulator.url });
    const chunks: Buffer[] = [];
    ws.on('message', (data: Buffer) => chunks.push(data));
    await until(async () => (chunks.length > 20 ? true : null));
    ws.close();
    const first = chunks[0]!;
    expect(first.toString('latin1', 0, 3)).toBe('FLV');
    // After the header comes the AVC sequence header; the next chunk is a key frame at time 0.
    const keyFrame = chunks[1]!;
    expect(keyFrame[0]).toBe(9);
    expect(keyFrame[11]! >> 4).toBe(1);
    expect(keyFrame.readUIntBE(4, 3)).toBe(0);
  }, 30_000);

  it('closes a viewer of an unknown stream with 4404, refuses the unsigned and a wrong ingest key', async () => {
    const closed = await new Promise<number>((resolve) => {
      const ws = new WebSocket(wsUrl(`/cameras/flv?stream=none&token=${token}`), { origin: emulator.url });
      ws.on('close', (code) => resolve(code));
    });
    expect(closed).toBe(4404);
    const unsigned = await new Promise<string>((resolve) => {
      const ws = new WebSocket(wsUrl('/cameras/flv?stream=yard'), { origin: emulator.url });
      ws.on('unexpected-response', (_request, response) => resolve(String(response.statusCode)));
      ws.on('error', () => undefined);
    });
    expect(unsigned).toBe('401');
    expect((await fetch(`${emulator.url}/cameras/ingest/yard?key=wrong`, { method: 'POST', body: 'FLV' })).status).toBe(403);
  });
});

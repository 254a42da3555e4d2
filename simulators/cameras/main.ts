/**
 * `npm start`'s demo cameras: one simulated camera per protocol (HLS, HTTP-FLV, WebRTC when Janus
 * runs), added to the camera list as Dispatcher One unless a camera of that name is there.
 * `tsx simulators/cameras/main.ts --url URL --hls DIR [--ready-file PATH]`; the environment gives POC_CAMERA_INGEST_KEY
 * and, for WebRTC, POC_JANUS_WS, POC_JANUS_ADMIN_KEY, POC_MEDIA_HOST and POC_HOST_SIDE_IP.
 * Prints `CAMERAS_READY <count>`; SIGTERM stops them.
 */
import { spawnSync } from 'node:child_process';
import { CameraPath, hashForWire, type CameraProtocol } from '../../protocol/index.ts';
import { announceReady } from '../terminals/ready-file.ts';
import { parseCamerasArgs } from './cli.ts';
import { startSimulatedCamera, type CameraSpec, type SimulatedCamera } from './simulated-camera.ts';

const DEMO_DISPATCHER = { account: '20000001', password: 'Dispatch#2026' };
const DEMO: readonly CameraSpec[] = [
  { name: 'Demo HLS', protocol: 'hls', streamId: 'demo-hls' },
  { name: 'Demo FLV', protocol: 'flv', streamId: 'demo-flv' },
  { name: 'Demo WebRTC', protocol: 'webrtc', streamId: '7001' },
];

const log = (line: string): void => void process.stderr.write(`cameras: ${line}\n`);
const cli = parseCamerasArgs(process.argv.slice(2));
const emulatorUrl = cli.url;
if (spawnSync('ffmpeg', ['-version'], { stdio: 'ignore' }).status !== 0) {
  // Without ffmpeg there is nothing to show; the console still manages cameras.
  log('ffmpeg is not installed (Debian package "ffmpeg"): no demo cameras');
  announceReady('CAMERAS_READY 0', cli.readyFile);
  process.exit(0);
}

const janus = process.env.POC_JANUS_WS
  ? { url: process.env.POC_JANUS_WS, adminKey: process.env.POC_JANUS_ADMIN_KEY || null, mediaHost: process.env.POC_MEDIA_HOST || '127.0.0.1', hostSide: process.env.POC_HOST_SIDE_IP || '127.0.0.1' }
  : undefined;
const targets = { hlsDir: cli.hls, emulatorUrl, ingestKey: process.env.POC_CAMERA_INGEST_KEY, janus };
const wanted: readonly CameraSpec[] = DEMO.filter((spec) => spec.protocol !== 'webrtc' || janus);
const cameras: SimulatedCamera[] = [];
for (const spec of wanted) cameras.push(await startSimulatedCamera({ ...spec, fps: cli.fps }, targets, log));
await addToList(cameras);
announceReady(`CAMERAS_READY ${cameras.length}`, cli.readyFile);

const stop = async () => {
  await Promise.all(cameras.map((camera) => camera.stop()));
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());

async function addToList(running: readonly SimulatedCamera[]): Promise<void> {
  const login = (await (await fetch(`${emulatorUrl}/ds/user?uid=${DEMO_DISPATCHER.account}&auth=${hashForWire(DEMO_DISPATCHER.password)}`)).json()) as { data?: { desc?: { token?: string } } };
  const token = login.data?.desc?.token;
  if (!token) return log('could not log in as the demo dispatcher; cameras not added to the list');
  const call = async (method: string, path: string, body?: unknown) =>
    (await (await fetch(`${emulatorUrl}${path}?token=${token}`, { method, headers: body ? { 'content-type': 'application/json' } : {}, body: body ? JSON.stringify(body) : undefined })).json()) as {
      code: string;
      data?: { list?: Array<{ name: string }> };
    };
  const listed = new Set(((await call('GET', CameraPath.List)).data?.list ?? []).map((camera) => camera.name));
  for (const camera of running) {
    if (listed.has(camera.name)) continue;
    const answer = await call('POST', CameraPath.Add, { name: camera.name, protocol: camera.protocol satisfies CameraProtocol, streamId: camera.streamId, streamUrl: camera.streamUrl });
    if (answer.code !== '0') log(`${camera.name} not added: ${answer.code}`);
  }
}

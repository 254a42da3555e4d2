import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { CameraMediaPath, type CameraProtocol } from '../../protocol/index.ts';
import { cameraFfmpegArgs, type CameraOutput, type CameraTimecode } from './ffmpeg-args.ts';
import { createMount, VP8_PAYLOAD_TYPE, type Mount } from './janus-mount.ts';

/** Where a simulated camera sends its picture; only what its protocol needs is used. */
export type CameraTargets = {
  /** The emulator's --camera-hls folder. */
  readonly hlsDir?: string;
  /** The emulator's URL and --camera-ingest-key, for FLV pushes. */
  readonly emulatorUrl?: string;
  readonly ingestKey?: string;
  /** Janus for WebRTC cameras: its WebSocket, admin key, media address and ours beside it. */
  readonly janus?: { readonly url: string; readonly adminKey: string | null; readonly mediaHost: string; readonly hostSide: string };
};

export type CameraSpec = {
  readonly name: string;
  readonly protocol: CameraProtocol;
  readonly streamId: string;
  /** A machine-readable wall clock in the picture (the video-wall benchmark); off by default. */
  readonly timecode?: CameraTimecode;
  /** Frames a second (default CAMERA_PICTURE.fps); the light demo runs its cameras slower. */
  readonly fps?: number;
};

export type SimulatedCamera = CameraSpec & {
  /** What the console's camera entry gets as its stream url. */
  readonly streamUrl: string;
  stop(): Promise<void>;
};

/** Janus's streaming plugin takes RTP on 30000-30999 (simulators/janus/config.ts); WebRTC cameras use the top. */
const RTP_PORT_BASE = 30_500;

/**
 * Starts one simulated camera (docs/protocol.md "Simulated cameras"): an ffmpeg test source that
 * writes HLS into the emulator's folder, pushes FLV to the emulator's ingest, or sends RTP into a
 * Janus Streaming mount point whose id is the stream id. The process ends with stop().
 */
export async function startSimulatedCamera(spec: CameraSpec, targets: CameraTargets, log: (line: string) => void = () => undefined): Promise<SimulatedCamera> {
  let output: CameraOutput;
  let streamUrl: string;
  let mount: Mount | null = null;
  switch (spec.protocol) {
    case 'hls': {
      if (!targets.hlsDir) throw new Error('an HLS camera needs the emulator\'s --camera-hls folder');
      const dir = path.join(targets.hlsDir, spec.streamId);
      mkdirSync(dir, { recursive: true });
      output = { kind: 'hls', playlist: path.join(dir, 'index.m3u8') };
      streamUrl = CameraMediaPath.hls(spec.streamId);
      break;
    }
    case 'flv': {
      if (!targets.emulatorUrl || !targets.ingestKey) throw new Error('an FLV camera needs the emulator\'s URL and --camera-ingest-key');
      output = { kind: 'flv', ingestUrl: `${targets.emulatorUrl}${CameraMediaPath.ingest(spec.streamId)}?key=${encodeURIComponent(targets.ingestKey)}` };
      streamUrl = CameraMediaPath.flv(spec.streamId);
      break;
    }
    case 'webrtc': {
      if (!targets.janus) throw new Error('a WebRTC camera needs Janus');
      const id = Number(spec.streamId);
      const port = RTP_PORT_BASE + (id % 400);
      mount = await createMount({ url: targets.janus.url, adminKey: targets.janus.adminKey, id, port, description: spec.name });
      output = { kind: 'rtp', host: targets.janus.mediaHost, port, localAddr: targets.janus.hostSide, payloadType: VP8_PAYLOAD_TYPE };
      streamUrl = '/janus';
      break;
    }
  }
  const child = spawn('ffmpeg', cameraFfmpegArgs(spec.name, output, undefined, spec.timecode ?? null, spec.fps), { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', (chunk: Buffer) => log(`camera ${spec.streamId}: ${chunk.toString().trim()}`));
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) log(`camera ${spec.streamId}: ffmpeg ended (${code ?? signal})`);
  });
  return {
    ...spec,
    streamUrl,
    stop: async () => {
      stopping = true;
      await stopChild(child);
      await mount?.destroy();
    },
  };
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 3_000);
  await exited;
  clearTimeout(timer);
}

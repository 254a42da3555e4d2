/**
 * A simulated terminal's camera: ffmpeg's testsrc2 pattern with a burnt-in clock (wall time, the
 * milliseconds of the stream and the frame number), encoded to VP8 and sent as RTP to a UDP socket
 * of ours on loopback only; each packet is handed to the werift video track.
 *
 * ffmpeg stops with stop(); `-t` bounds it to the platform's maximum video call duration so that
 * a test process that dies cannot leave it running for long.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createSocket, type Socket } from 'node:dgram';
import { VIDEO_RESOLUTIONS, VideoCallLimits, type VideoResolution } from '../../../protocol/index.ts';

export type TestVideoOptions = {
  readonly resolution: VideoResolution;
  /** Frames per second (15 by default: a radio's camera, and light on two cores). */
  readonly fps?: number;
  /** Each RTP packet (VP8, payload type 96) as ffmpeg sent it. */
  readonly onRtp: (packet: Buffer) => void;
  /** ffmpeg's own complaints. */
  readonly log?: (line: string) => void;
};

export type TestVideo = {
  /** RTP packets received from ffmpeg so far. */
  readonly packets: () => number;
  stop(): Promise<void>;
};

/** drawtext's clock: filtergraph escaping (`\:` inside the expansion, `\\\:` inside strftime). */
const CLOCK = String.raw`drawtext=text='%{localtime\:%H\\\:%M\\\:%S}.%{eif\:mod(t*1000\,1000)\:d\:3} #%{frame_num}':fontsize=h/12:fontcolor=white:box=1:boxcolor=black@0.6:x=8:y=8`;

/** The ffmpeg arguments of a test video stream to 127.0.0.1:port (exported for the unit test). */
export function testVideoArgs(resolution: VideoResolution, fps: number, port: number): string[] {
  const { width, height } = VIDEO_RESOLUTIONS[resolution];
  return [
    '-hide_banner',
    '-loglevel',
    'error',
    '-nostdin',
    '-re',
    '-f',
    'lavfi',
    '-i',
    `testsrc2=size=${width}x${height}:rate=${fps}`,
    '-t',
    String(VideoCallLimits.maxDurationS),
    '-vf',
    CLOCK,
    '-an',
    '-c:v',
    'libvpx',
    '-deadline',
    'realtime',
    '-cpu-used',
    '8',
    '-b:v',
    `${Math.max(100, Math.round((width * height * fps) / 7_000))}k`,
    // A key frame every second: the far end starts decoding soon after it joins.
    '-g',
    String(fps),
    '-auto-alt-ref',
    '0',
    '-f',
    'rtp',
    '-payload_type',
    '96',
    `rtp://127.0.0.1:${port}?pkt_size=1200`,
  ];
}

export async function startTestVideo(options: TestVideoOptions): Promise<TestVideo> {
  const socket: Socket = createSocket('udp4');
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      socket.off('error', reject);
      resolve();
    });
  });
  let packets = 0;
  socket.on('message', (message, remote) => {
    if (remote.address !== '127.0.0.1') return; // only our own ffmpeg
    packets += 1;
    options.onRtp(message);
  });
  const child: ChildProcess = spawn('ffmpeg', testVideoArgs(options.resolution, options.fps ?? 15, socket.address().port), { stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (text: string) => options.log?.(`ffmpeg: ${text.trim()}`));
  child.on('error', (error) => options.log?.(`ffmpeg did not start: ${error.message}`));
  const exited = new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
  let stopping: Promise<void> | null = null;
  return {
    packets: () => packets,
    stop: () =>
      (stopping ??= (async () => {
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 2_000))]);
        if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
        socket.close();
      })()),
  };
}

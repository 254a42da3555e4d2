import { spawn, execFile } from 'node:child_process';
import type { CameraSource } from '../cameras/camera-media.ts';

/** Bytes queued to ffmpeg's stdin past which an FLV feed is cut (ffmpeg stalled). */
const MAX_FEED_BACKLOG = 8 * 1024 * 1024;
/** How long ffmpeg gets to write the MP4's index after being asked to stop. */
const STOP_GRACE_MS = 10_000;

/** The input half of ffmpeg's arguments: a live HLS playlist from its newest segment, or FLV on stdin. */
export function inputArgs(source: CameraSource): string[] {
  return source.kind === 'playlist' ? ['-live_start_index', '-1', '-i', source.path] : ['-f', 'flv', '-i', 'pipe:0'];
}

/** The camera's video copied into an MP4 whose index is at the front, so playback starts before the download ends. */
export const recordArgs = (source: CameraSource, out: string): string[] => [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...inputArgs(source),
  ...['-map', '0:v:0', '-c', 'copy', '-movflags', '+faststart', '-f', 'mp4', out],
];

/** One decoded picture of the stream as a JPEG. */
export const snapArgs = (source: CameraSource, out: string): string[] => [
  ...['-hide_banner', '-loglevel', 'error', '-y'],
  ...inputArgs(source),
  ...['-map', '0:v:0', '-frames:v', '1', '-c:v', 'mjpeg', '-q:v', '3', '-f', 'image2', out],
];

export type Capture = {
  /** Resolves when ffmpeg has exited: true when it exited cleanly. */
  readonly done: Promise<boolean>;
  /** Asks ffmpeg to finish its file (end of input, or SIGINT for a playlist); kills it after a grace period. */
  stop(): Promise<boolean>;
};

/**
 * Runs ffmpeg on a camera's stream. An FLV source is fed from the camera's fan-out into stdin (as
 * a viewer that joins at the next key frame); a playlist is read by ffmpeg itself.
 */
export function runCapture(source: CameraSource, args: string[], log: (line: string) => void): Capture {
  const child = spawn('ffmpeg', args, { stdio: [source.kind === 'flv' ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let detach: (() => void) | null = null;
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    if (errors.length < 2_000) errors += chunk.toString();
  });
  const done = new Promise<boolean>((resolve) => {
    child.once('error', (error) => {
      log(`video record: ffmpeg did not start: ${error.message}`);
      resolve(false);
    });
    child.once('exit', (code, signal) => {
      detach?.();
      if (code !== 0 && errors.trim()) log(`video record: ffmpeg ${code ?? signal}: ${errors.trim().slice(0, 300)}`);
      resolve(code === 0);
    });
  });
  const stdin = child.stdin;
  if (source.kind === 'flv' && stdin) {
    stdin.on('error', () => undefined);
    detach = source.attach({
      send: (chunk) => void (stdin.writable && stdin.write(chunk)),
      backlog: () => (stdin.writableLength > MAX_FEED_BACKLOG ? Infinity : stdin.writableLength),
      drop: () => stdin.end(),
    });
  }
  let stopping: Promise<boolean> | null = null;
  const stop = () =>
    (stopping ??= (() => {
      if (source.kind === 'flv') {
        detach?.();
        stdin?.end();
      } else {
        child.kill('SIGINT');
      }
      const kill = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
      return done.finally(() => clearTimeout(kill));
    })());
  return { done, stop };
}

export type ProbedVideo = { readonly durationMs: number; readonly width: number; readonly height: number };

/** ffprobe's reading of a recorded file or snapshot, or null when it holds no picture (nothing was recorded). */
export function probeVideo(path: string): Promise<ProbedVideo | null> {
  return new Promise((resolve) => {
    execFile('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'format=duration:stream=width,height', '-of', 'json', path], { timeout: 10_000 }, (error, stdout) => {
      if (error) return resolve(null);
      try {
        const parsed = JSON.parse(String(stdout)) as { format?: { duration?: string }; streams?: Array<{ width?: number; height?: number }> };
        const seconds = Number.parseFloat(parsed.format?.duration ?? '');
        const stream = parsed.streams?.[0];
        if (!stream?.width || !stream.height) return resolve(null);
        // A still picture has no duration.
        resolve({ durationMs: Number.isFinite(seconds) ? Math.round(seconds * 1000) : 0, width: stream.width, height: stream.height });
      } catch {
        resolve(null);
      }
    });
  });
}

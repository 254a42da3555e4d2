import { parseArgs } from 'node:util';

export const USAGE = 'Usage: tsx simulators/cameras/main.ts --url URL --hls DIR [--fps N (1-30, default 15)] [--ready-file PATH]';

export type CamerasCli = {
  /** The emulator the cameras push to and are listed at. */
  readonly url: string;
  /** The emulator's --camera-hls folder (shared with it): HLS cameras write there. */
  readonly hls: string;
  /** Also write the CAMERAS_READY line here (container health checks). */
  readonly readyFile: string | null;
  /** Frames a second of every camera. */
  readonly fps: number;
};

/** Parses the demo cameras' command line; throws with a readable message on anything unknown or missing. */
export function parseCamerasArgs(argv: readonly string[]): CamerasCli {
  const { values } = parseArgs({ args: [...argv], options: { url: { type: 'string' }, hls: { type: 'string' }, 'ready-file': { type: 'string' }, fps: { type: 'string', default: '15' } }, strict: true });
  if (!values.url || !values.hls) throw new Error('--url and --hls are required');
  if (!/^https?:\/\/[^/]+/.test(values.url)) throw new Error('--url: must be an http:// URL');
  const fps = Number(values.fps);
  if (!Number.isInteger(fps) || fps < 1 || fps > 30) throw new Error('--fps: must be a whole number from 1 to 30');
  return { url: values.url.replace(/\/+$/, ''), hls: values.hls, readyFile: values['ready-file'] ?? null, fps };
}

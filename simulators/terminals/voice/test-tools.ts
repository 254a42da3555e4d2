import { existsSync } from 'node:fs';
import path from 'node:path';

/** Whether an executable of that name is on PATH: tests that need espeak-ng, ffmpeg or janus skip without them. */
export const onPath = (tool: string): boolean =>
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir !== '' && existsSync(path.join(dir, tool)));

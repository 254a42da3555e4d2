import { spawnSync } from 'node:child_process';

/** What one screenshot may weigh in the repository. */
export const PNG_BUDGET_BYTES = 150 * 1024;
/** Palette sizes tried in turn until the PNG fits the budget; the last one is kept whatever it weighs. */
const PALETTES = [256, 128, 64] as const;

/**
 * A screenshot as a palette PNG, through ffmpeg (an apt package the project needs anyway): the
 * console's flat colours survive, and a page shot shrinks to a fifth or less. A page with
 * gradients (the login screen) gets fewer colours until it fits PNG_BUDGET_BYTES. The same input
 * gives the same output. Without ffmpeg the screenshot is kept as it is.
 */
export function compressPng(png: Buffer): Buffer {
  let best = png;
  for (const colours of PALETTES) {
    const palette = spawnSync(
      'ffmpeg',
      ['-v', 'error', '-f', 'png_pipe', '-i', 'pipe:0', '-vf', `split[a][b];[a]palettegen=max_colors=${colours}:stats_mode=full[p];[b][p]paletteuse=dither=none`, '-f', 'image2pipe', '-c:v', 'png', '-pred', 'mixed', 'pipe:1'],
      { input: png, maxBuffer: 64 * 1024 * 1024 },
    );
    if (palette.status !== 0 || palette.stdout.length === 0) {
      process.stderr.write(`ffmpeg could not make a palette PNG (${palette.error?.message ?? palette.stderr.toString().trim()}); keeping the screenshot as it is\n`);
      return best;
    }
    if (palette.stdout.length < best.length) best = palette.stdout;
    if (best.length <= PNG_BUDGET_BYTES) return best;
  }
  return best;
}

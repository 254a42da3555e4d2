import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CAMERA_PICTURE, cameraFfmpegArgs } from './ffmpeg-args.ts';
import { decodeTimecode, TIMECODE, TIMECODE_WRAP_MS, timecodeLumas, unwrapTimecode } from './timecode.ts';

const dir = mkdtempSync(path.join(os.tmpdir(), 'poc-timecode-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The camera's own lavfi graph (as the benchmark's cameras run it), rendered to PNGs. */
function renderFrames(epochS: number, frames: number, sub: string): string[] {
  const args = cameraFfmpegArgs('Timecode', { kind: 'hls', playlist: 'unused.m3u8' }, null, { epochS });
  const graph = args[args.indexOf('-i') + 1]!;
  const out = path.join(dir, sub);
  execFileSync('mkdir', ['-p', out]);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', graph, '-frames:v', String(frames), '-fps_mode', 'passthrough', path.join(out, 'f%02d.png')]);
  return readdirSync(out).sort().map((file) => path.join(out, file));
}

/** A PNG back to RGBA pixels, through ffmpeg too. */
const rgbaOf = (png: string) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-i', png, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-']);

describe('camera timecode', () => {
  it('reads back the wall clock each frame left ffmpeg at, within a frame', () => {
    const epochS = Math.floor(Date.now() / 1000) - 120;
    const before = Date.now();
    const files = renderFrames(epochS, 6, 'clock');
    const after = Date.now();
    expect(files).toHaveLength(6);
    const times = files.map((file) => {
      const value = decodeTimecode(timecodeLumas(rgbaOf(file), CAMERA_PICTURE.width));
      expect(value).not.toBeNull();
      return unwrapTimecode(value!, epochS * 1000, after);
    });
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(before);
      expect(time).toBeLessThanOrEqual(after);
    }
    // The realtime filter paces frames at 15 a second: consecutive stamps one frame (66.7 ms) apart.
    const frameMs = 1000 / CAMERA_PICTURE.fps;
    for (let index = 1; index < times.length; index += 1) expect(Math.abs(times[index]! - times[index - 1]! - frameMs)).toBeLessThan(frameMs / 2);
  });

  it('is off by default: no timecode in the picture, no -re change for e2e cameras', () => {
    const args = cameraFfmpegArgs('Plain', { kind: 'hls', playlist: 'unused.m3u8' }, null);
    expect(args).toContain('-re');
    expect(args.join(' ')).not.toContain('RTCTIME');
    const out = path.join(dir, 'plain');
    execFileSync('mkdir', ['-p', out]);
    execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', args[args.indexOf('-i') + 1]!, '-frames:v', '1', path.join(out, 'f.png')]);
    expect(decodeTimecode(timecodeLumas(rgbaOf(path.join(out, 'f.png')), CAMERA_PICTURE.width))).toBeNull();
  });

  it('decodes bits from box lumas and unwraps to the nearest wrap', () => {
    const value = 0b101_0000_0000_0000_0110_1;
    const lumas = [235, ...Array.from({ length: TIMECODE.bits }, (_, k) => (Math.floor(value / 2 ** k) % 2 ? 230 : 20)), 235];
    expect(decodeTimecode(lumas)).toBe(value);
    expect(decodeTimecode(lumas.map(() => 20))).toBeNull();
    const epochMs = 1_700_000_000_000;
    expect(unwrapTimecode(5, epochMs, epochMs + 3 * TIMECODE_WRAP_MS + 100)).toBe(epochMs + 3 * TIMECODE_WRAP_MS + 5);
    expect(unwrapTimecode(TIMECODE_WRAP_MS - 50, epochMs, epochMs + 2 * TIMECODE_WRAP_MS + 10)).toBe(epochMs + 2 * TIMECODE_WRAP_MS - 50);
  });
});

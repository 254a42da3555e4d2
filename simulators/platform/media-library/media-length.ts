import { execFile } from 'node:child_process';
import { open } from 'node:fs/promises';
import type { MediaMimeType } from '../../../protocol/index.ts';

/**
 * A WAV's duration in ms from its header: the `fmt ` chunk's byte rate and the `data` chunk's
 * start. The data size is taken from the file size, because a recorder that stops abruptly may
 * leave the header's size unset. Null when the header is not one we can read.
 */
export function wavLengthMs(head: Uint8Array, fileSize: number): number | null {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const tag = (at: number) => String.fromCharCode(...head.subarray(at, at + 4));
  if (head.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') return null;
  let byteRate = 0;
  for (let at = 12; at + 8 <= head.length; ) {
    const id = tag(at);
    const size = view.getUint32(at + 4, true);
    if (id === 'fmt ' && at + 16 <= head.length) byteRate = view.getUint32(at + 16, true);
    if (id === 'data') {
      if (byteRate === 0) return null;
      const declared = size === 0 || size === 0xffffffff ? Infinity : size;
      const bytes = Math.max(0, Math.min(declared, fileSize - (at + 8)));
      return Math.round((bytes / byteRate) * 1000);
    }
    at += 8 + size + (size % 2);
  }
  return null;
}

/** ffprobe's reading of a file's duration in ms, or null when it is missing, fails or takes over 5 s. */
function probeLengthMs(path: string): Promise<number | null> {
  return new Promise((resolve) => {
    execFile('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', path], { timeout: 5_000 }, (error, stdout) => {
      const seconds = Number.parseFloat(String(stdout).trim());
      resolve(error || !Number.isFinite(seconds) ? null : Math.round(seconds * 1000));
    });
  });
}

/** A stored file's duration (SPEC `length`, ms): WAV from its header, other audio and video by ffprobe, images 0. */
export async function mediaLengthMs(path: string, mime: MediaMimeType, size: number): Promise<number> {
  if (mime.startsWith('image/')) return 0;
  if (mime === 'audio/wav') {
    const file = await open(path, 'r');
    try {
      const head = new Uint8Array(4096);
      const { bytesRead } = await file.read(head, 0, head.length, 0);
      const length = wavLengthMs(head.subarray(0, bytesRead), size);
      if (length !== null) return length;
    } finally {
      await file.close();
    }
  }
  return (await probeLengthMs(path)) ?? 0;
}

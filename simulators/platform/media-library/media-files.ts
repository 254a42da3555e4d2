import { randomBytes } from 'node:crypto';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { MediaLimits, sniffMedia, type MediaItem, type MediaMimeType } from '../../../protocol/index.ts';
import { writeFileAtomically } from '../../files/atomic-write.ts';

const EXTENSION: Readonly<Record<MediaMimeType, string>> = {
  'audio/wav': 'wav',
  'audio/ogg': 'ogg',
  'audio/mpeg': 'mp3',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
};

export const newMediaId = (): string => randomBytes(8).toString('hex');

export type Received = { readonly ok: true; readonly bytes: Uint8Array; readonly mime: MediaMimeType } | { readonly ok: false; readonly problem: 'overSize' | 'fileType' | 'fileRequired' };

/**
 * Reads an upload's raw body, refusing as soon as it can: a declared Content-Length over the limit
 * before a byte is read, an unknown type once the first bytes are in, and a body that grows past the
 * limit at that chunk. What was not read is left to the HTTP app, which drains it so the client
 * still reads the refusal.
 */
export function receiveMedia(request: IncomingMessage, limit: number = MediaLimits.maxFileBytes): Promise<Received> {
  if (Number(request.headers['content-length'] ?? 0) > limit) return Promise.resolve({ ok: false, problem: 'overSize' });
  return new Promise((resolveReceived) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let sniffed = false;
    const stop = (result: Received) => {
      request.off('data', onData);
      request.off('end', onEnd);
      request.off('error', onError);
      request.off('close', onError);
      resolveReceived(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return stop({ ok: false, problem: 'overSize' });
      chunks.push(chunk);
      if (!sniffed && size >= MediaLimits.sniffBytes) {
        sniffed = true;
        if (!sniffMedia(Buffer.concat(chunks).subarray(0, MediaLimits.sniffBytes))) stop({ ok: false, problem: 'fileType' });
      }
    };
    const onEnd = () => {
      const bytes = new Uint8Array(Buffer.concat(chunks));
      if (bytes.length === 0) return stop({ ok: false, problem: 'fileRequired' });
      const mime = sniffMedia(bytes.subarray(0, MediaLimits.sniffBytes));
      stop(mime ? { ok: true, bytes, mime } : { ok: false, problem: 'fileType' });
    };
    // A client that goes away mid-body (close before end) leaves nothing to store.
    const onError = () => stop({ ok: false, problem: 'fileRequired' });
    request.on('data', onData);
    request.on('end', onEnd);
    request.on('error', onError);
    request.on('close', onError);
  });
}

/**
 * The library's files under the emulator's data folder, named by the item's id and its type's
 * extension (never by a client's text). Written aside, flushed and renamed, so a file the log
 * names is whole after a crash; the `media.added` event is committed only after that.
 */
export class MediaFiles {
  readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  pathOf(item: Pick<MediaItem, 'id' | 'mime'>): string {
    return join(this.root, `${item.id}.${EXTENSION[item.mime]}`);
  }

  async write(id: string, mime: MediaMimeType, bytes: Uint8Array): Promise<string> {
    await mkdir(this.root, { recursive: true });
    const path = this.pathOf({ id, mime });
    await writeFileAtomically(path, bytes);
    return path;
  }

  /** Copies a file in (a recorded transmission), with the same aside-then-rename step. */
  async adopt(id: string, mime: MediaMimeType, source: string): Promise<{ path: string; size: number }> {
    await mkdir(this.root, { recursive: true });
    const partial = join(this.root, `.${id}.part`);
    await copyFile(source, partial);
    const path = this.pathOf({ id, mime });
    await rename(partial, path);
    return { path, size: (await stat(path)).size };
  }

  async remove(item: Pick<MediaItem, 'id' | 'mime'>): Promise<void> {
    await rm(this.pathOf(item), { force: true });
  }

  async sizeOf(item: Pick<MediaItem, 'id' | 'mime'>): Promise<number | null> {
    return stat(this.pathOf(item)).then(
      (info) => (info.isFile() ? info.size : null),
      () => null,
    );
  }
}

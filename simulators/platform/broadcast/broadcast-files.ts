import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { join, resolve } from 'node:path';
import { BroadcastLimits } from '../../../protocol/index.ts';
import { writeFileAtomically } from '../../files/atomic-write.ts';

/** Served names are ours: 16 hex digits and .wav, so /music/{name} never reaches a path a client chose. */
export const MUSIC_NAME = /^[0-9a-f]{16}\.wav$/;
export const newMusicName = (): string => `${randomBytes(8).toString('hex')}.wav`;

/** The broadcast files under the upload folder, written aside, flushed and renamed before their event commits. */
export class BroadcastFiles {
  readonly root: string;

  constructor(folder: string) {
    this.root = resolve(folder);
  }

  async write(name: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.root, { recursive: true });
    await writeFileAtomically(join(this.root, name), bytes);
  }

  read(name: string): Promise<Buffer | null> {
    return MUSIC_NAME.test(name) ? readFile(join(this.root, name)).catch(() => null) : Promise.resolve(null);
  }

  async remove(name: string): Promise<void> {
    if (MUSIC_NAME.test(name)) await rm(join(this.root, name), { force: true });
  }
}

export type FormFile = { readonly ok: true; readonly fields: Map<string, string>; readonly file: { name: string; bytes: Uint8Array } | null } | { readonly ok: false; readonly problem: 'overSize' | 'fileType' };

/**
 * Reads a multipart form of at most the file limit (plus room for the other fields), refusing a
 * declared or actual size over it before buffering more; the platform's own form parser does the rest.
 */
export async function readForm(request: IncomingMessage): Promise<FormFile> {
  const limit = BroadcastLimits.maxFileBytes + 64 * 1024;
  const type = request.headers['content-type'] ?? '';
  if (!/^multipart\/form-data;/i.test(type)) return { ok: false, problem: 'fileType' };
  if (Number(request.headers['content-length'] ?? 0) > limit) return { ok: false, problem: 'overSize' };
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) return { ok: false, problem: 'overSize' };
    chunks.push(chunk as Buffer);
  }
  let form: FormData;
  try {
    form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': type } }).formData();
  } catch {
    return { ok: false, problem: 'fileType' };
  }
  const fields = new Map<string, string>();
  let file: { name: string; bytes: Uint8Array } | null = null;
  for (const [key, value] of form) {
    if (typeof value === 'string') fields.set(key, value);
    else if (key === 'file' && !file) file = { name: value.name, bytes: new Uint8Array(await value.arrayBuffer()) };
  }
  return { ok: true, fields, file };
}

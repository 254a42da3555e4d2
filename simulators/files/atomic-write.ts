import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

export type AtomicWriteOptions = {
  /** Flush the bytes to disk before the rename (default true), for a file an event will name. */
  readonly durable?: boolean;
};

/**
 * Writes a whole file or none of it: into a hidden `.part` file beside `path`, then renamed over it,
 * so a reader sees the old file or the new one, never half of one. A failed write leaves the old
 * file as it was and removes its `.part` file. The folder must exist.
 */
export async function writeFileAtomically(path: string, data: Uint8Array | string, { durable = true }: AtomicWriteOptions = {}): Promise<void> {
  const partial = join(dirname(path), `.${basename(path)}.${randomBytes(6).toString('hex')}.part`);
  try {
    const file = await open(partial, 'w');
    try {
      await file.writeFile(data);
      if (durable) await file.sync();
    } finally {
      await file.close();
    }
    await rename(partial, path);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeFileAtomically } from './atomic-write.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'poc-atomic-write-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Bytes that fail after the first chunk reached the file: a write cut short half way. */
async function* failingHalfWay(): AsyncGenerator<Uint8Array> {
  yield new TextEncoder().encode('half of the new ');
  throw new Error('disk gone');
}

describe('writeFileAtomically', () => {
  it('writes a new file', async () => {
    const file = path.join(dir, 'tone.wav');
    await writeFileAtomically(file, new Uint8Array([1, 2, 3]));
    expect([...(await readFile(file))]).toEqual([1, 2, 3]);
  });

  it('replaces a file that is there, with or without the flush', async () => {
    const file = path.join(dir, 'name.txt');
    await writeFile(file, 'old content');
    await writeFileAtomically(file, 'new content');
    expect(await readFile(file, 'utf8')).toBe('new content');
    await writeFileAtomically(file, 'newer', { durable: false });
    expect(await readFile(file, 'utf8')).toBe('newer');
  });

  it('leaves nothing but the file behind on success', async () => {
    await writeFileAtomically(path.join(dir, 'a.bin'), new Uint8Array(64 * 1024));
    await writeFileAtomically(path.join(dir, 'a.bin'), new Uint8Array(16));
    expect(await readdir(dir)).toEqual(['a.bin']);
    expect((await stat(path.join(dir, 'a.bin'))).size).toBe(16);
  });

  it('leaves the old content and no part file when the write fails half way', async () => {
    const file = path.join(dir, 'music.wav');
    await writeFile(file, 'old content');
    await expect(writeFileAtomically(file, failingHalfWay() as never)).rejects.toThrow('disk gone');
    expect(await readFile(file, 'utf8')).toBe('old content');
    expect(await readdir(dir)).toEqual(['music.wav']);
  });

  it('leaves no part file when the rename fails', async () => {
    const target = path.join(dir, 'taken');
    await mkdir(path.join(target, 'inside'), { recursive: true });
    await expect(writeFileAtomically(target, 'bytes')).rejects.toThrow();
    expect(await readdir(dir)).toEqual(['taken']);
    expect(await readdir(target)).toEqual(['inside']);
  });

  it('fails without a trace when the folder is missing', async () => {
    await expect(writeFileAtomically(path.join(dir, 'missing', 'x.txt'), 'bytes')).rejects.toThrow(/ENOENT/);
    expect(await readdir(dir)).toEqual([]);
  });
});

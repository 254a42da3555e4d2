import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

let dir: string;
afterEach(() => rmSync(dir, { recursive: true, force: true }));
const fresh = () => (dir = mkdtempSync(join(tmpdir(), 'poc-lock-')));

/** The PID of a process that has certainly exited. */
const deadPid = (): number => spawnSync(process.execPath, ['-e', '']).pid!;

describe('data folder lock', () => {
  it('writes our PID and removes the file on release', () => {
    const lock = lockDataDir(fresh());
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    lock.release(); // twice is harmless
  });

  it('refuses a folder another live process holds, naming it', () => {
    writeFileSync(join(fresh(), LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
  });

  it('refuses a second lock within this process', () => {
    const lock = lockDataDir(fresh());
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('takes over the lock of a process that no longer runs', () => {
    writeFileSync(join(fresh(), LOCK_FILE), `${deadPid()}\n`);
    const lock = lockDataDir(dir);
    expect(readFileSync(join(dir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock with our own PID left by an earlier life (container restart) or garbage', () => {
    writeFileSync(join(fresh(), LOCK_FILE), `${process.pid}\n`);
    lockDataDir(dir).release();
    writeFileSync(join(dir, LOCK_FILE), 'not a pid');
    lockDataDir(dir).release();
  });
});

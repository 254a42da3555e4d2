import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const LOCK_FILE = 'emulator.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data folder ${dataDir} is in use by process ${pid} (lock file ${join(dataDir, LOCK_FILE)}). ` +
        'Stop that emulator or start this one with another --data folder.',
    );
    this.name = 'DataDirLockedError';
  }
}

export type DataDirLock = { readonly path: string; release(): void };

/** Locks this process holds: a lock file with our own PID is stale (a container restart) unless listed here. */
const held = new Set<string>();

/**
 * Holds a data folder for this process: an embedded database must have one writer. The lock file
 * carries our PID; a lock left by a process that no longer runs is taken over.
 */
export function lockDataDir(dataDir: string, pid: number = process.pid): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(resolve(dataDir), LOCK_FILE);
  // Two rounds: the second follows the removal of a stale lock.
  for (let round = 0; round < 2; round += 1) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      held.add(path);
      return { path, release: () => release(path, pid) };
    } catch (error) {
      if (!isCode(error, 'EEXIST')) throw error;
    }
    const holder = readHolder(path);
    if (held.has(path)) throw new DataDirLockedError(dataDir, pid);
    if (holder !== null && holder !== pid && isAlive(holder)) throw new DataDirLockedError(dataDir, holder);
    removeQuietly(path);
  }
  throw new Error(`Could not take the lock ${path}; another process is taking it at the same time.`);
}

function readHolder(path: string): number | null {
  try {
    const pid = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Signal 0 checks existence; EPERM means it exists under another user. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return isCode(error, 'EPERM');
  }
}

function release(path: string, pid: number): void {
  if (!held.delete(path)) return;
  if (readHolder(path) === pid) removeQuietly(path);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch (error) {
    if (!isCode(error, 'ENOENT')) throw error;
  }
}

const isCode = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;

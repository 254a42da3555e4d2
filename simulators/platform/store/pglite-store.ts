import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import { PgliteWorkerDriver } from './pglite-worker-driver.ts';
import type { SqlDriver, SqlQuery } from './sql-driver.ts';
import { SqlEventStore, type SqlEventStoreOptions } from './sql-event-store.ts';

export const DEFAULT_DATA_DIR = './data/emulator';

/** Where PGlite runs: on its own worker thread (the default), or on the caller's event loop. */
export type PgliteThread = 'worker' | 'main';

/**
 * The embedded store: PGlite with its database files in DATA/pgdata. The folder is locked for this
 * process, since two PGlite instances on one folder corrupt it. PGlite writes its WAL through to
 * the files on every commit (relaxedDurability stays off), so an acknowledged append survives SIGKILL.
 * By default PGlite runs on a worker thread (pglite-worker-driver.ts), off the emulator's event loop.
 */
export async function openPgliteStore(dataDir: string, options: SqlEventStoreOptions = {}, thread: PgliteThread = 'worker'): Promise<SqlEventStore> {
  const lock = lockDataDir(dataDir);
  let worker: PgliteWorkerDriver | null = null;
  try {
    const pgdata = join(dataDir, 'pgdata');
    if (thread === 'worker') worker = await PgliteWorkerDriver.open(pgdata);
    const driver = worker ? withLock(worker, lock.release) : pgliteDriver(await PGlite.create(pgdata), lock.release);
    return await SqlEventStore.open(driver, options);
  } catch (error) {
    await worker?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

function pgliteDriver(db: PGlite, releaseLock: () => void): SqlDriver {
  const query: SqlQuery = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await db.query<Row>(text, [...params])).rows;
  return {
    query,
    transaction: (fn) => db.transaction((tx) => fn(async <Row>(text: string, params: readonly unknown[] = []) => (await tx.query<Row>(text, [...params])).rows)),
    async close() {
      try {
        // A checkpoint leaves the files consistent, so the next start does not replay the WAL.
        await db.exec('CHECKPOINT');
        await db.close();
      } finally {
        releaseLock();
      }
    },
  };
}

/** The worker driver, releasing the data folder's lock once the thread has closed the database. */
function withLock(driver: SqlDriver, releaseLock: () => void): SqlDriver {
  return {
    query: driver.query,
    transaction: (fn) => driver.transaction(fn),
    async close() {
      try {
        await driver.close();
      } finally {
        releaseLock();
      }
    },
  };
}

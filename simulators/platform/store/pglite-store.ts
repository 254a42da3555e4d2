import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';
import type { SqlDriver, SqlQuery } from './sql-driver.ts';
import { SqlEventStore, type SqlEventStoreOptions } from './sql-event-store.ts';

export const DEFAULT_DATA_DIR = './data/emulator';

/**
 * The embedded store: PGlite with its database files in DATA/pgdata. The folder is locked for this
 * process, since two PGlite instances on one folder corrupt it. PGlite writes its WAL through to
 * the files on every commit (relaxedDurability stays off), so an acknowledged append survives SIGKILL.
 */
export async function openPgliteStore(dataDir: string, options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
  const lock = lockDataDir(dataDir);
  try {
    const db = await PGlite.create(join(dataDir, 'pgdata'));
    return await SqlEventStore.open(pgliteDriver(db, lock.release), options);
  } catch (error) {
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

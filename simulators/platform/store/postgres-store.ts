import pg from 'pg';
import type { SqlDriver, SqlQuery } from './sql-driver.ts';
import { SqlEventStore, type SqlEventStoreOptions } from './sql-event-store.ts';

export const DEFAULT_PG_SCHEMA = 'poc_emulator';

/** A plain identifier, so it can go into search_path and DDL without quoting games. */
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The same store on a PostgreSQL server. Everything lives in one schema (tests use a throwaway one);
 * every pooled connection gets it as its search_path, so the SQL stays identical to PGlite's.
 */
export async function openPostgresStore(
  url: string,
  schema: string = DEFAULT_PG_SCHEMA,
  options: SqlEventStoreOptions = {},
): Promise<SqlEventStore> {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`--pg-schema must be a lower-case identifier, got "${schema}"`);
  const setup = new pg.Client({ connectionString: url });
  await setup.connect();
  try {
    await setup.query(`create schema if not exists ${schema}`);
  } finally {
    await setup.end();
  }
  const pool = new pg.Pool({ connectionString: url, max: 4, options: `-c search_path=${schema}` });
  // An idle client losing its server must not crash the emulator; the next query reconnects.
  pool.on('error', (error) => console.error(`postgres pool: ${error.message}`));
  try {
    return await SqlEventStore.open(postgresDriver(pool), options);
  } catch (error) {
    await pool.end();
    throw error;
  }
}

function postgresDriver(pool: pg.Pool): SqlDriver {
  const query: SqlQuery = async <Row>(text: string, params: readonly unknown[] = []) =>
    (await pool.query(text, [...params])).rows as Row[];
  return {
    query,
    async transaction(fn) {
      const client = await pool.connect();
      let failure: Error | undefined;
      try {
        await client.query('begin');
        const result = await fn(async <Row>(text: string, params: readonly unknown[] = []) =>
          (await client.query(text, [...params])).rows as Row[]);
        await client.query('commit');
        return result;
      } catch (error) {
        failure = error instanceof Error ? error : new Error(String(error));
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        // A client that failed mid-transaction may be broken: hand it back for disposal.
        client.release(failure);
      }
    },
    close: () => pool.end(),
  };
}

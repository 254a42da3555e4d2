import { DEFAULT_DATA_DIR, openPgliteStore } from './pglite-store.ts';
import { DEFAULT_PG_SCHEMA, openPostgresStore } from './postgres-store.ts';
import type { SqlEventStore, SqlEventStoreOptions } from './sql-event-store.ts';

export type StoreConfig = {
  /** 'pglite' or a postgres:// / postgresql:// connection URL. */
  store: string;
  dataDir?: string;
  pgSchema?: string;
};

export const isPostgresUrl = (store: string): boolean => /^postgres(ql)?:\/\//.test(store);

export function describeStore(config: StoreConfig): string {
  if (!isPostgresUrl(config.store)) return `PGlite in ${config.dataDir ?? DEFAULT_DATA_DIR}`;
  const url = new URL(config.store);
  url.password = url.password ? '***' : '';
  return `PostgreSQL ${url.toString()} schema ${config.pgSchema ?? DEFAULT_PG_SCHEMA}`;
}

export function openStore(config: StoreConfig, options: SqlEventStoreOptions = {}): Promise<SqlEventStore> {
  if (isPostgresUrl(config.store)) return openPostgresStore(config.store, config.pgSchema, options);
  if (config.store !== 'pglite') {
    return Promise.reject(new Error(`--store must be "pglite" or a postgres:// URL, got "${config.store}"`));
  }
  return openPgliteStore(config.dataDir ?? DEFAULT_DATA_DIR, options);
}

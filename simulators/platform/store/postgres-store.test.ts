import pg from 'pg';
import { afterAll, describe } from 'vitest';
import { eventStoreContract } from './event-store.contract.ts';
import { openPostgresStore } from './postgres-store.ts';
import { needing } from '../../testing/needs.ts';

const url = process.env.POC_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const schema = `poc_test_${process.pid}_${Date.now().toString(36)}`;

async function reachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const unreachable = await reachable();
if (unreachable) console.warn(`Skipping PostgreSQL store tests: ${url} is unreachable (${unreachable})`);

afterAll(async () => {
  if (unreachable) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
});

describe.skipIf(unreachable !== null)(needing(`PostgreSQL event store (${url}, schema ${schema})`, unreachable ? [`PostgreSQL (${unreachable})`] : []), () => {
  eventStoreContract((now) => openPostgresStore(url, schema, { now }));
});

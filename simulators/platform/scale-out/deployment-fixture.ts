import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import { Platform } from '../platform.ts';
import { seedDemoOrganisation } from '../seed/seed.ts';
import { openPostgresStore } from '../store/postgres-store.ts';
import { TEST_SCRYPT_COST } from '../testing/test-emulator.ts';
import { busNames } from './nats-bus.ts';

/** The development and CI machines' PostgreSQL and NATS (override with these variables). */
export const PG_URL = process.env.POC_TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
export const NATS_URL = process.env.POC_TEST_NATS_URL ?? 'nats://127.0.0.1:4222';

/** Why several instances cannot be tested here, or null when PostgreSQL and NATS both answer. */
export async function unreachable(): Promise<string | null> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
  } catch (error) {
    return `PostgreSQL at ${PG_URL}: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await client.end().catch(() => undefined);
  }
  try {
    const nc = await connect({ servers: NATS_URL, timeout: 2_000 });
    await (await jetstreamManager(nc)).getAccountInfo();
    await nc.close();
  } catch (error) {
    return `NATS JetStream at ${NATS_URL}: ${error instanceof Error ? error.message : String(error)}`;
  }
  return null;
}

/** A fresh schema holding the seeded demo organisation (cheap hashes), so instances start without seeding. */
export async function seededSchema(schema: string): Promise<void> {
  const platform = await Platform.open(await openPostgresStore(PG_URL, schema));
  await seedDemoOrganisation(platform, TEST_SCRYPT_COST);
  await platform.close();
}

/** Drops the run's schema and its JetStream stream. */
export async function dropDeployment(schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`drop schema if exists ${schema} cascade`);
  await client.end();
  const nc = await connect({ servers: NATS_URL });
  await (await jetstreamManager(nc)).streams.delete(busNames(schema).stream).catch(() => false);
  await nc.close();
}

/**
 * The emulator arguments of one instance of the run's deployment: the schema holds the demo already;
 * clients also come through the loopback failover front, whose port is not the instance's.
 */
export const instanceArgs = (schema: string, id: string) => ['--store', PG_URL, '--pg-schema', schema, '--bus', NATS_URL, '--instance-id', id, '--demo', '--allowed-host', '127.0.0.1'];

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from './data-dir-lock.ts';
import { eventStoreContract } from './event-store.contract.ts';
import { openPgliteStore } from './pglite-store.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'poc-pglite-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('PGlite event store', () => {
  eventStoreContract(async (now) => {
    const store = await openPgliteStore(dataDir, { now });
    // While open, the folder is ours alone.
    await expect(openPgliteStore(dataDir)).rejects.toBeInstanceOf(DataDirLockedError);
    return store;
  });
});

describe('PGlite data folder', () => {
  it('reopens the folder after a clean close with everything in it', async () => {
    const store = await openPgliteStore(dataDir);
    try {
      expect(await store.head()).toBeGreaterThan(10_000);
      expect((await store.latestSnapshot())?.seq).toBe(50);
    } finally {
      await store.close();
    }
  });
});

describe('PGlite snapshots of before', () => {
  it('moves a jsonb snapshot over as it opens, so the log is not replayed whole', async () => {
    const oldDir = mkdtempSync(join(tmpdir(), 'poc-pglite-old-'));
    try {
      const db = await PGlite.create(join(oldDir, 'pgdata'));
      await db.exec(`create table snapshots (seq bigint primary key, state jsonb not null, time timestamptz not null default now())`);
      await db.query(`insert into snapshots (seq, state) values (7, $1::jsonb)`, [JSON.stringify({ version: 1, list: ['a', 2] })]);
      await db.close();
      const store = await openPgliteStore(oldDir);
      try {
        expect(await store.latestSnapshot()).toEqual({ seq: 7, state: { version: 1, list: ['a', 2] } });
        await store.saveSnapshot(8, ['{"version":', '2}']);
        expect(await store.latestSnapshot()).toEqual({ seq: 8, state: { version: 2 } });
      } finally {
        await store.close();
      }
    } finally {
      rmSync(oldDir, { recursive: true, force: true });
    }
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
